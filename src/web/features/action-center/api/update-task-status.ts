// PATCH /api/tasks/:id/status: the Complete button. The task moves to Completed at once
// (optimistic); a refusal puts it back and says why (SPEC §8 "Action Center toasts").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskStatus } from '../../../../shared/enums';
import type { TaskChangedResponse, TaskDto } from '../../../../shared/schemas/action-center';
import { apiRequest, serverMessage } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { invalidateGuestAfterChange, TASKS_QUERY_KEY } from '../../../lib/query-keys';
import { patchCachedEntry } from './list-cache';

export interface UpdateTaskStatusVariables {
  id: number;
  status: TaskStatus;
}

export async function updateTaskStatus({
  id,
  status,
}: UpdateTaskStatusVariables): Promise<TaskChangedResponse> {
  return await apiRequest<TaskChangedResponse>('PATCH', `/api/tasks/${id}/status`, { status });
}

export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskStatus,
    onMutate: async ({ id, status }) => {
      const now = new Date().toISOString();
      const undo = await patchCachedEntry<TaskDto>(queryClient, TASKS_QUERY_KEY, id, (task) => ({
        ...task,
        status,
        completedAt: status === 'completed' ? now : null,
        updatedAt: now,
      }));
      return { undo };
    },
    onError: (error, _variables, context) => {
      context?.undo();
      showToast(
        'Error',
        `Failed to complete task: ${serverMessage(error) ?? error.message}`,
        'error',
      );
    },
    onSuccess: ({ guestId }) => invalidateGuestAfterChange(queryClient, guestId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
  });
}
