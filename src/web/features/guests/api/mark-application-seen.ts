// POST /api/guests/:id/seen (docs/product.md#guest-form): a guest that came through the guest form
// keeps its "New" badge until the host opens it, in the edit dialog or the journal. The board's
// copy loses the badge at once; the call is not retried (the badge is only a reminder), and the
// version stays as it is (the mark is view state), so an open edit is not made stale by it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { GuestDto } from '#shared/schemas/guests.js';
import { apiRequest } from '#web/lib/api.js';
import { GUESTS_QUERY_KEY } from '#web/lib/query-keys.js';

/** Takes the badge off the opened guest, when it has one. */
export function useMarkApplicationSeen(guest: GuestDto | undefined | null): void {
  const queryClient = useQueryClient();
  const id = guest?.isNewApplication ? guest.id : null;
  useEffect(() => {
    if (id === null) return;
    queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
      list?.map((entry) => (entry.id === id ? { ...entry, isNewApplication: false } : entry)),
    );
    apiRequest('POST', `/api/guests/${id}/seen`).catch(() => undefined);
  }, [id, queryClient]);
}
