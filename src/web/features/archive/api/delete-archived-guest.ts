// DELETE /api/guests/archived/:id: deletes the guest for good (its tasks, action items and events
// too; its journal entries stay, without a guest). Refreshes the archive. A guest no longer in the
// archive (404) leaves the cached archive, with the server's message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchivedGuestDeletedDto, ArchivedGuestDto } from '#shared/schemas/archive.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { ARCHIVED_GUESTS_QUERY_KEY } from '#web/lib/query-keys.js';
import { archiveFailure, dropFromArchive, goneFromArchive } from './archive-failure';

/**
 * docs/product.md#archive-messages: the message a failed deletion is raised with (toast "Delete
 * Failed"), unless the guest is no longer in the archive (the server's 404 message).
 */
export const DELETE_FAILED = 'Failed to permanently delete guest';

export async function deleteArchivedGuest(id: number): Promise<ArchivedGuestDeletedDto> {
  try {
    return await apiRequest<ArchivedGuestDeletedDto>('DELETE', `/api/guests/archived/${id}`);
  } catch (error) {
    throw archiveFailure(error, DELETE_FAILED);
  }
}

export function useDeleteArchivedGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: Pick<ArchivedGuestDto, 'id'>) => deleteArchivedGuest(guest.id),
    onSuccess: async (_answer, archived) => {
      dropFromArchive(queryClient, archived.id);
      await queryClient.invalidateQueries({ queryKey: ARCHIVED_GUESTS_QUERY_KEY });
      showToast(
        'Guest Deleted',
        'The guest has been permanently deleted from the archive',
        'success',
      );
    },
    onError: (error, archived) => {
      showToast('Delete Failed', error.message, 'error');
      if (!goneFromArchive(error)) return;
      dropFromArchive(queryClient, archived.id);
      void queryClient.invalidateQueries({ queryKey: ARCHIVED_GUESTS_QUERY_KEY });
    },
  });
}
