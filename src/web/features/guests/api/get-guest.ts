// GET /api/guests/:id: one guest, read when a dialog opens on a guest the board's list does not
// hold (a link to another account's guest, or one archived since) and for the contact view.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuestDto } from '#shared/schemas/guests.js';
import { apiRequest } from '#web/lib/api.js';
import { markedGone } from '#web/lib/query-keys.js';
import { GUESTS_QUERY_KEY } from './get-guests';

/** What a dialog says of a guest it cannot show. */
export const GUEST_UNAVAILABLE = 'Guest not found or unavailable.';

export const guestQueryKey = (id: number) => [...GUESTS_QUERY_KEY, 'detail', id] as const;

export async function getGuest(id: number, signal?: AbortSignal): Promise<GuestDto> {
  return await apiRequest<GuestDto>('GET', `/api/guests/${id}`, undefined, { signal });
}

export const guestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: guestQueryKey(id),
    queryFn: ({ signal }) => getGuest(id, signal),
    // Always read afresh: the guest may have changed since the list was loaded.
    staleTime: 0,
  });

/**
 * The guest with `id` for a dialog: from the board's list when it holds it, else, while the dialog
 * is `open`, read from the server once the list is in (a dialog closed, still naming the guest it
 * showed, reads nothing when the guest leaves the list). `missing` when neither has it (the API
 * answered 404).
 */
export function useGuestById(
  id: number | null,
  list: readonly GuestDto[] | undefined,
  open: boolean,
): { guest: GuestDto | undefined; missing: boolean } {
  const queryClient = useQueryClient();
  const listed = id === null ? undefined : list?.find((guest) => guest.id === id);
  // The live stream said it is archived or deleted: nothing to read (docs/product.md#live-updates).
  const gone = id !== null && listed === undefined && markedGone(queryClient, id);
  const query = useQuery({
    ...guestQueryOptions(id ?? 0),
    enabled: open && id !== null && list !== undefined && listed === undefined && !gone,
  });
  const guest = listed ?? (id === null || gone ? undefined : query.data);
  return { guest, missing: id !== null && guest === undefined && (gone || query.isError) };
}
