// DELETE /api/tasks/:id: removes a task for good (after the browser's confirmation, SPEC §8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemRemovedResponse, TaskDto } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { invalidateGuestAfterChange, TASKS_QUERY_KEY } from '../../../lib/query-keys';
import { replaceById } from './list-cache';

export async function deleteTask(id: number): Promise<ItemRemovedResponse> {
  return await apiRequest<ItemRemovedResponse>('DELETE', `/api/tasks/${id}`);
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: ({ guestId }, id) => {
      queryClient.setQueryData<TaskDto[]>(TASKS_QUERY_KEY, (list) => replaceById(list, id, null));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
        invalidateGuestAfterChange(queryClient, guestId),
      ]);
    },
  });
}
