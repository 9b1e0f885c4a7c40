// DELETE /api/guests/:id: moves the guest to the archive (docs/product.md#archiving); its card
// leaves the board, and its tasks, action items and events leave the Action Center with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestDto } from '#shared/schemas/guests.js';
import { apiRequest } from '#web/lib/api.js';
import { showFailure, showToast } from '#web/lib/notify.js';
import { invalidateListsBesideBoard } from '#web/lib/query-keys.js';
import { replaceById } from '#web/lib/list-cache.js';
import { GUESTS_QUERY_KEY } from './get-guests';

/** The guest to archive; its name is for the toast. */
export type DeleteGuestVariables = Pick<GuestDto, 'id' | 'name'>;

export async function deleteGuest({
  id,
}: DeleteGuestVariables): Promise<{ message: string; id: number }> {
  return await apiRequest<{ message: string; id: number }>('DELETE', `/api/guests/${id}`);
}

export function useDeleteGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuest,
    onSuccess: (_answer, { id, name }) => {
      showToast('Guest archived', `${name} was moved to the archive.`, 'success');
      queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) => replaceById(list, id, null));
      return invalidateListsBesideBoard(queryClient);
    },
    onError: (error) => showFailure('Failed to delete guest', error),
  });
}
