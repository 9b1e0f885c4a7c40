// POST /api/tasks: the journal's Create Task tab. A task that moves the guest's follow-up date
// changes the guest's card, so the guest list is refreshed as well as the tasks and the journal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskInput, TaskDto } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { invalidateGuestAfterChange, TASKS_QUERY_KEY } from '../../../lib/query-keys';

export async function createTask(input: CreateTaskInput): Promise<TaskDto> {
  return await apiRequest<TaskDto>('POST', '/api/tasks', input);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: (task, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
        invalidateGuestAfterChange(queryClient, task.guestId, {
          guestChanged: input.updateFollowUpDate === true,
        }),
      ]),
  });
}
