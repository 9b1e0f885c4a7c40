// GET /api/guests: every guest on the board in one request. Its query key is the one every guest
// mutation invalidates (it lives in lib/ because the archive refreshes the board with it too).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestDto } from '#shared/schemas/guests.js';
import { apiRequest } from '#web/lib/api.js';
import { GUESTS_QUERY_KEY } from '#web/lib/query-keys.js';

export { GUESTS_QUERY_KEY };

export async function getGuests(signal?: AbortSignal): Promise<GuestDto[]> {
  return await apiRequest<GuestDto[]>('GET', '/api/guests', undefined, { signal });
}

export const guestsQueryOptions = queryOptions({
  queryKey: GUESTS_QUERY_KEY,
  queryFn: ({ signal }) => getGuests(signal),
});

export function useGuests() {
  return useQuery(guestsQueryOptions);
}
