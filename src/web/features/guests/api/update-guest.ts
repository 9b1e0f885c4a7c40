// PATCH /api/guests/:id: saves the edit dialog. The answer, the guest as saved, replaces it in the
// board's list; the rest of the list is not read again (docs/product.md#board-versions).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestDto, UpdateGuestInput } from '#shared/schemas/guests.js';
import { apiRequest } from '#web/lib/api.js';
import { conflictOf } from '#web/lib/conflict.js';
import { showFailure, showToast } from '#web/lib/notify.js';
import { replaceById } from '#web/lib/list-cache.js';
import { GUESTS_QUERY_KEY } from './get-guests';

export interface UpdateGuestVariables {
  id: number;
  input: UpdateGuestInput;
}

export async function updateGuest({ id, input }: UpdateGuestVariables): Promise<GuestDto> {
  return await apiRequest<GuestDto>('PATCH', `/api/guests/${id}`, input);
}

export function useUpdateGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGuest,
    onSuccess: (guest) => {
      showToast('Guest updated', `${guest.name} was saved.`, 'success');
      queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
        replaceById(list, guest.id, guest),
      );
    },
    // A conflict is the dialog's to show (who changed the guest, and the choice).
    onError: (error) => {
      if (!conflictOf(error)) showFailure('Failed to update guest', error);
    },
  });
}
