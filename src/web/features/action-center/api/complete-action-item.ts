// PATCH /api/action-items/:id/complete {isCompleted}: the Complete button, optimistic like the
// task's; a refusal puts the item back and says why (SPEC §8 "Action Center toasts").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActionItemChangedResponse,
  ActionItemDto,
} from '../../../../shared/schemas/action-center';
import { apiRequest, serverMessage } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { ACTION_ITEMS_QUERY_KEY, invalidateGuestAfterChange } from '../../../lib/query-keys';
import { patchCachedEntry } from './list-cache';

export interface CompleteActionItemVariables {
  id: number;
  isCompleted: boolean;
}

export async function completeActionItem({
  id,
  isCompleted,
}: CompleteActionItemVariables): Promise<ActionItemChangedResponse> {
  return await apiRequest<ActionItemChangedResponse>('PATCH', `/api/action-items/${id}/complete`, {
    isCompleted,
  });
}

export function useCompleteActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeActionItem,
    onMutate: async ({ id, isCompleted }) => {
      const undo = await patchCachedEntry<ActionItemDto>(
        queryClient,
        ACTION_ITEMS_QUERY_KEY,
        id,
        (item) => ({ ...item, isCompleted, updatedAt: new Date().toISOString() }),
      );
      return { undo };
    },
    onError: (error, _variables, context) => {
      context?.undo();
      showToast(
        'Error',
        `Failed to complete action item: ${serverMessage(error) ?? error.message}`,
        'error',
      );
    },
    onSuccess: ({ guestId }) => invalidateGuestAfterChange(queryClient, guestId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACTION_ITEMS_QUERY_KEY }),
  });
}
