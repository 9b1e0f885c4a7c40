// POST /api/guests/archived/bulk-delete {ids}: answers how many were deleted for good and how many
// failed. Refreshes the archive.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkResultDto } from '#shared/schemas/archive.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { ARCHIVED_GUESTS_QUERY_KEY } from '#web/lib/query-keys.js';

/**
 * docs/product.md#archive-messages: the message a failed bulk deletion is raised with ("Bulk Delete
 * Failed").
 */
export const BULK_DELETE_FAILED = 'Failed to perform bulk delete operation';

export async function bulkDeleteArchivedGuests(ids: number[]): Promise<BulkResultDto> {
  try {
    return await apiRequest<BulkResultDto>('POST', '/api/guests/archived/bulk-delete', { ids });
  } catch (error) {
    throw new Error(BULK_DELETE_FAILED, { cause: error });
  }
}

export function useBulkDeleteArchivedGuests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteArchivedGuests,
    onSuccess: async ({ results }) => {
      await queryClient.invalidateQueries({ queryKey: ARCHIVED_GUESTS_QUERY_KEY });
      showToast(
        'Bulk Delete Completed',
        `Successfully deleted ${results.success} guests. Failed: ${results.failed}`,
        'success',
      );
    },
    onError: (error) => showToast('Bulk Delete Failed', error.message, 'error'),
  });
}
