// PATCH /api/guests/:id: saves the edit dialog. The answer replaces the guest in the list at once;
// the list is then refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestDto, UpdateGuestInput } from '#shared/schemas/guests.js';
import { apiRequest } from '#web/lib/api.js';
import { showFailure, showToast } from '#web/lib/notify.js';
import { GUESTS_QUERY_KEY, replaceGuest } from './get-guests';

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
        replaceGuest(list, guest.id, guest),
      );
      return queryClient.invalidateQueries({ queryKey: GUESTS_QUERY_KEY });
    },
    onError: (error) => showFailure('Failed to update guest', error),
  });
}
