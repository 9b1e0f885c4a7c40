// GET /api/guests: every guest on the board in one request. Its query key is the one every guest
// mutation invalidates (it lives in lib/ because the archive refreshes the board with it too).
// A read after the first names the list it holds by its ETag, and the server answers 304 when the
// board has not changed since (docs/product.md#board-versions): the list in the cache stays as it
// is, with whatever single-guest changes the live stream and this tab's saves put into it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { GuestDto } from '#shared/schemas/guests.js';
import { apiRevalidate } from '#web/lib/api.js';
import { GUESTS_QUERY_KEY } from '#web/lib/query-keys.js';

export { GUESTS_QUERY_KEY };

/** The ETag of the last full list this tab read. */
let listEtag: string | null = null;

export async function getGuests(client: QueryClient, signal?: AbortSignal): Promise<GuestDto[]> {
  const cached = client.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY);
  const answer = await apiRevalidate<GuestDto[]>('/api/guests', cached ? listEtag : null, {
    signal,
  });
  if (answer.notModified && cached) return cached;
  if (answer.notModified) throw new Error('304 for a list this tab does not hold');
  listEtag = answer.etag;
  return answer.data;
}

export const guestsQueryOptions = queryOptions({
  queryKey: GUESTS_QUERY_KEY,
  queryFn: ({ client, signal }) => getGuests(client, signal),
  // Kept well past its five fresh minutes while the host is on another page: coming back then
  // costs a 304 when nothing changed, not the whole list.
  gcTime: 30 * 60 * 1000,
  // Single-guest changes replace one entry and keep every other's identity already (list-cache.ts);
  // comparing 20,000 guests deeply at each of them cost a drop about 70 ms.
  structuralSharing: false,
});

export function useGuests() {
  return useQuery(guestsQueryOptions);
}
