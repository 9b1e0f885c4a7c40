// GET /api/guests/:id: one guest, read when a duplicate warning leads to the existing guest and
// for the contact view.
import { queryOptions } from '@tanstack/react-query';
import type { GuestDto } from '#shared/schemas/guests.js';
import { apiRequest } from '#web/lib/api.js';
import { GUESTS_QUERY_KEY } from './get-guests';

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
