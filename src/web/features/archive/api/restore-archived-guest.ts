// POST /api/guests/archived/:id/restore (no body): the guest goes back to the board with the same
// id. Refreshes the archive, the board and the Action Center (the guest's items are back), then
// says so. A guest no longer in the archive (404) leaves the cached archive, with the server's
// message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { ARCHIVED_GUESTS_QUERY_KEY, invalidateGuestLists } from '#web/lib/query-keys.js';
import { archiveFailure, dropFromArchive, goneFromArchive } from './archive-failure';

/**
 * docs/product.md#archive-messages: the message a failed restore is raised with (toast "Restore
 * Failed"), unless the guest is no longer in the archive (the server's 404 message).
 */
export const RESTORE_FAILED = 'Failed to restore guest';

export async function restoreArchivedGuest(id: number): Promise<GuestDto> {
  try {
    return await apiRequest<GuestDto>('POST', `/api/guests/archived/${id}/restore`);
  } catch (error) {
    throw archiveFailure(error, RESTORE_FAILED);
  }
}

export function useRestoreArchivedGuest(options: { onRestored?: (guest: GuestDto) => void } = {}) {
  const queryClient = useQueryClient();
  const { onRestored } = options;
  return useMutation({
    mutationFn: (guest: Pick<ArchivedGuestDto, 'id'>) => restoreArchivedGuest(guest.id),
    onSuccess: async (restored, archived) => {
      dropFromArchive(queryClient, archived.id);
      onRestored?.(restored);
      await invalidateGuestLists(queryClient);
      showToast('Guest Restored', 'The guest has been successfully restored', 'success');
    },
    onError: (error, archived) => {
      showToast('Restore Failed', error.message, 'error');
      if (!goneFromArchive(error)) return;
      dropFromArchive(queryClient, archived.id);
      void queryClient.invalidateQueries({ queryKey: ARCHIVED_GUESTS_QUERY_KEY });
    },
  });
}
