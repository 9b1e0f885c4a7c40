// PATCH /api/guests/:id/status: a card dropped in another column. The list changes at once
// (optimistic); a failure puts it back and says why (SPEC §8 "Guests").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestStatus } from '../../../../shared/enums';
import type { GuestDto } from '../../../../shared/schemas/guests';
import { apiRequest, serverMessage } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { GUESTS_QUERY_KEY, replaceGuest } from './get-guests';

export interface UpdateGuestStatusVariables {
  id: number;
  status: GuestStatus;
}

const MUTATION_KEY = [...GUESTS_QUERY_KEY, 'status'] as const;

export async function updateGuestStatus({
  id,
  status,
}: UpdateGuestStatusVariables): Promise<GuestDto> {
  return await apiRequest<GuestDto>('PATCH', `/api/guests/${id}/status`, { status });
}

export function useUpdateGuestStatus(options: { onSuccess?: (guest: GuestDto) => void } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess } = options;
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: updateGuestStatus,
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: GUESTS_QUERY_KEY, exact: true });
      const previous = queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY);
      const guest = previous?.find((candidate) => candidate.id === id);
      if (guest) {
        queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
          replaceGuest(list, id, { ...guest, status }),
        );
      }
      return { guest };
    },
    onError: (error, { id }, context) => {
      // Put back only this guest, so another card moved meanwhile keeps its new place.
      const before = context?.guest;
      if (before) {
        queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
          replaceGuest(list, id, before),
        );
      }
      showToast(
        'Error',
        `Failed to update guest status: ${serverMessage(error) ?? error.message}`,
        'error',
      );
    },
    onSuccess: (guest) => {
      queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
        replaceGuest(list, guest.id, guest),
      );
      onSuccess?.(guest);
    },
    onSettled: () => {
      // Refetch once the last of several quick moves has settled, so an early answer cannot
      // overwrite a later optimistic move.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) {
        return queryClient.invalidateQueries({ queryKey: GUESTS_QUERY_KEY });
      }
    },
  });
}
