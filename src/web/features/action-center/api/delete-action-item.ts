// DELETE /api/action-items/:id: removes an action item for good (after the browser's confirmation).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionItemDto, ItemRemovedResponse } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { ACTION_ITEMS_QUERY_KEY, invalidateGuestAfterChange } from '../../../lib/query-keys';
import { replaceById } from './list-cache';

export async function deleteActionItem(id: number): Promise<ItemRemovedResponse> {
  return await apiRequest<ItemRemovedResponse>('DELETE', `/api/action-items/${id}`);
}

export function useDeleteActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActionItem,
    onSuccess: ({ guestId }, id) => {
      queryClient.setQueryData<ActionItemDto[]>(ACTION_ITEMS_QUERY_KEY, (list) =>
        replaceById(list, id, null),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTION_ITEMS_QUERY_KEY }),
        invalidateGuestAfterChange(queryClient, guestId),
      ]);
    },
  });
}
