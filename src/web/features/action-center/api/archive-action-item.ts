// POST /api/action-items/:id/archive: moves one completed action item to the archive.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActionItemDto, ItemRemovedResponse } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { ACTION_ITEMS_QUERY_KEY, invalidateGuestAfterChange } from '../../../lib/query-keys';
import { replaceById } from './list-cache';

export async function archiveActionItem(id: number): Promise<ItemRemovedResponse> {
  return await apiRequest<ItemRemovedResponse>('POST', `/api/action-items/${id}/archive`);
}

export function useArchiveActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveActionItem,
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
