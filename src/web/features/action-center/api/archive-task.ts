// POST /api/tasks/:id/archive: moves one completed task to the archive.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemRemovedResponse, TaskDto } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { invalidateGuestAfterChange, TASKS_QUERY_KEY } from '../../../lib/query-keys';
import { replaceById } from './list-cache';

export async function archiveTask(id: number): Promise<ItemRemovedResponse> {
  return await apiRequest<ItemRemovedResponse>('POST', `/api/tasks/${id}/archive`);
}

export function useArchiveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveTask,
    onSuccess: ({ guestId }, id) => {
      queryClient.setQueryData<TaskDto[]>(TASKS_QUERY_KEY, (list) => replaceById(list, id, null));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
        invalidateGuestAfterChange(queryClient, guestId),
      ]);
    },
  });
}
