// GET /api/tasks: the user's tasks, listed by the Action Center. Every task mutation refreshes
// TASKS_QUERY_KEY (which also covers the single-task reads under it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskDto } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { TASKS_QUERY_KEY } from '../../../lib/query-keys';

export { TASKS_QUERY_KEY };

export async function getTasks(signal?: AbortSignal): Promise<TaskDto[]> {
  return await apiRequest<TaskDto[]>('GET', '/api/tasks', undefined, { signal });
}

export const tasksQueryOptions = queryOptions({
  queryKey: TASKS_QUERY_KEY,
  queryFn: ({ signal }) => getTasks(signal),
});

export function useTasks() {
  return useQuery(tasksQueryOptions);
}
