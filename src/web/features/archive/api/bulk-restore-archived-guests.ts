// POST /api/guests/archived/bulk-restore {ids}: answers how many were restored and how many
// failed. Refreshes the archive, the board and the Action Center (the guests' items are back).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkResultDto } from '#shared/schemas/archive.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { invalidateGuestLists } from '#web/lib/query-keys.js';

/**
 * docs/product.md#archive-messages: the message a failed bulk restore is raised with ("Bulk Restore
 * Failed").
 */
export const BULK_RESTORE_FAILED = 'Failed to perform bulk restore operation';

export async function bulkRestoreArchivedGuests(ids: number[]): Promise<BulkResultDto> {
  try {
    return await apiRequest<BulkResultDto>('POST', '/api/guests/archived/bulk-restore', { ids });
  } catch (error) {
    throw new Error(BULK_RESTORE_FAILED, { cause: error });
  }
}

export function useBulkRestoreArchivedGuests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkRestoreArchivedGuests,
    onSuccess: async ({ results }) => {
      await invalidateGuestLists(queryClient);
      showToast(
        'Bulk Restore Completed',
        `Successfully restored ${results.success} guests. Failed: ${results.failed}`,
        'success',
      );
    },
    onError: (error) => showToast('Bulk Restore Failed', error.message, 'error'),
  });
}
