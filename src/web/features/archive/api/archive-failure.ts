// A refused call on one archived guest (docs/product.md#archive-messages): a 404 means it is no
// longer in the archive (restored or deleted for good by someone, or no longer shared with the
// user), which the server's message says; any other failure is raised with the screen's own.
import type { QueryClient } from '@tanstack/react-query';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import { ApiError, serverMessage } from '#web/lib/api.js';
import { ARCHIVED_GUESTS_QUERY_KEY } from '#web/lib/query-keys.js';

/** The error a failed call is raised with: the server's message for a 404, else `fallback`. */
export function archiveFailure(error: unknown, fallback: string): Error {
  const message = goneFromArchive(error) ? (serverMessage(error) ?? fallback) : fallback;
  return new Error(message, { cause: error });
}

/** Whether a call failed because its guest is no longer in the archive (404). */
export function goneFromArchive(error: unknown): boolean {
  const cause = error instanceof ApiError ? error : error instanceof Error ? error.cause : null;
  return cause instanceof ApiError && cause.status === 404;
}

/** Takes a guest off the cached archive: restored or deleted, here or elsewhere. */
export function dropFromArchive(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<ArchivedGuestDto[]>(ARCHIVED_GUESTS_QUERY_KEY, (list) =>
    list?.filter((entry) => entry.id !== id),
  );
}
