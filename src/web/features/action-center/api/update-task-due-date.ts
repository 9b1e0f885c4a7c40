// PATCH /api/tasks/:id {dueDate}: the Update Due Date dialog for a task.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskChangedResponse } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { invalidateGuestAfterChange, TASKS_QUERY_KEY } from '../../../lib/query-keys';

export interface UpdateDueDateVariables {
  id: number;
  /** ISO instant. */
  dueDate: string;
}

export async function updateTaskDueDate({
  id,
  dueDate,
}: UpdateDueDateVariables): Promise<TaskChangedResponse> {
  return await apiRequest<TaskChangedResponse>('PATCH', `/api/tasks/${id}`, { dueDate });
}

export function useUpdateTaskDueDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskDueDate,
    onSuccess: ({ guestId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
        invalidateGuestAfterChange(queryClient, guestId),
      ]),
  });
}
