// GET /api/guests/:id/journal: a guest's activity log, newest first. Anything that changes a guest
// invalidates its journal through `journalQueryKey`.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { JournalEntryDto } from '#shared/schemas/guests.js';
import { apiRequest } from '#web/lib/api.js';
import { journalQueryKey } from '#web/lib/query-keys.js';

export { journalQueryKey };

export async function getGuestJournal(
  guestId: number,
  signal?: AbortSignal,
): Promise<JournalEntryDto[]> {
  return await apiRequest<JournalEntryDto[]>('GET', `/api/guests/${guestId}/journal`, undefined, {
    signal,
  });
}

export const guestJournalQueryOptions = (guestId: number) =>
  queryOptions({
    queryKey: journalQueryKey(guestId),
    queryFn: ({ signal }) => getGuestJournal(guestId, signal),
  });

export function useGuestJournal(guestId: number | null) {
  return useQuery({
    ...guestJournalQueryOptions(guestId ?? 0),
    enabled: guestId !== null,
  });
}

/** Marks a guest's journal stale (after an edit, a move or an archive written by the server). */
export function useInvalidateGuestJournal(): (guestId: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (guestId: number) => void queryClient.invalidateQueries({ queryKey: journalQueryKey(guestId) }),
    [queryClient],
  );
}
