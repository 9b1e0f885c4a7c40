// GET /api/guests/archived: the archive page's list, in one request. Its key sits under the board's
// guests key (lib/query-keys), so archiving a guest from the board refreshes it as well.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import { apiRequest, ApiError } from '#web/lib/api.js';
import { ARCHIVED_GUESTS_QUERY_KEY } from '#web/lib/query-keys.js';

/** docs/product.md#archive-messages: the message a failed read is raised with. */
export const FETCH_ARCHIVED_FAILED = 'Failed to fetch archived guests';

export async function getArchivedGuests(signal?: AbortSignal): Promise<ArchivedGuestDto[]> {
  try {
    return await apiRequest<ArchivedGuestDto[]>('GET', '/api/guests/archived', undefined, {
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // A 401 stays an ApiError, so the query cache sends the visitor back to /auth.
    if (error instanceof ApiError && error.status === 401) throw error;
    throw new Error(FETCH_ARCHIVED_FAILED, { cause: error });
  }
}

export const archivedGuestsQueryOptions = queryOptions({
  queryKey: ARCHIVED_GUESTS_QUERY_KEY,
  queryFn: ({ signal }) => getArchivedGuests(signal),
});

export function useArchivedGuests() {
  return useQuery(archivedGuestsQueryOptions);
}
