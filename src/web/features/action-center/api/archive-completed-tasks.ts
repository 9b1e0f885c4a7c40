// POST /api/tasks/archive-completed: moves every completed task to the archive; answers {count}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchiveCompletedResponse } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { invalidateGuestAfterChange, TASKS_QUERY_KEY } from '../../../lib/query-keys';

export async function archiveCompletedTasks(): Promise<ArchiveCompletedResponse> {
  return await apiRequest<ArchiveCompletedResponse>('POST', '/api/tasks/archive-completed');
}

export function useArchiveCompletedTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveCompletedTasks,
    onSuccess: ({ guestIds }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
        ...guestIds.map((guestId) => invalidateGuestAfterChange(queryClient, guestId)),
      ]),
  });
}
