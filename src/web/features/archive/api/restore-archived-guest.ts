// POST /api/guests/archived/:id/restore (no body): the guest goes back to the board with the same
// id. Refreshes the archive, the board and the Action Center (the guest's items are back), then
// says so.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { ARCHIVED_GUESTS_QUERY_KEY, invalidateGuestLists } from '#web/lib/query-keys.js';

/**
 * docs/product.md#archive-messages: the message a failed restore is raised with (toast "Restore
 * Failed").
 */
export const RESTORE_FAILED = 'Failed to restore guest';

export async function restoreArchivedGuest(id: number): Promise<GuestDto> {
  try {
    return await apiRequest<GuestDto>('POST', `/api/guests/archived/${id}/restore`);
  } catch (error) {
    throw new Error(RESTORE_FAILED, { cause: error });
  }
}

export function useRestoreArchivedGuest(options: { onRestored?: (guest: GuestDto) => void } = {}) {
  const queryClient = useQueryClient();
  const { onRestored } = options;
  return useMutation({
    mutationFn: (guest: Pick<ArchivedGuestDto, 'id'>) => restoreArchivedGuest(guest.id),
    onSuccess: async (restored, archived) => {
      queryClient.setQueryData<ArchivedGuestDto[]>(ARCHIVED_GUESTS_QUERY_KEY, (list) =>
        list?.filter((entry) => entry.id !== archived.id),
      );
      onRestored?.(restored);
      await invalidateGuestLists(queryClient);
      showToast('Guest Restored', 'The guest has been successfully restored', 'success');
    },
    onError: (error) => showToast('Restore Failed', error.message, 'error'),
  });
}
