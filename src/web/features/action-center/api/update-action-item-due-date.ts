// PATCH /api/action-items/:id {dueDate}: the Update Due Date dialog for an action item.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionItemChangedResponse } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { ACTION_ITEMS_QUERY_KEY, invalidateGuestAfterChange } from '../../../lib/query-keys';
import type { UpdateDueDateVariables } from './update-task-due-date';

export async function updateActionItemDueDate({
  id,
  dueDate,
}: UpdateDueDateVariables): Promise<ActionItemChangedResponse> {
  return await apiRequest<ActionItemChangedResponse>('PATCH', `/api/action-items/${id}`, {
    dueDate,
  });
}

export function useUpdateActionItemDueDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateActionItemDueDate,
    onSuccess: ({ guestId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTION_ITEMS_QUERY_KEY }),
        invalidateGuestAfterChange(queryClient, guestId),
      ]),
  });
}
