// GET /api/tasks/:id: one task, for the journal's View Task dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskDto } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { TASKS_QUERY_KEY } from '../../../lib/query-keys';

export const taskQueryKey = (id: number) => [...TASKS_QUERY_KEY, 'detail', id] as const;

export async function getTask(id: number, signal?: AbortSignal): Promise<TaskDto> {
  return await apiRequest<TaskDto>('GET', `/api/tasks/${id}`, undefined, { signal });
}

export const taskQueryOptions = (id: number) =>
  queryOptions({
    queryKey: taskQueryKey(id),
    queryFn: ({ signal }) => getTask(id, signal),
    // Always read afresh: the task may have changed since the journal entry was written.
    staleTime: 0,
  });

export function useTask(id: number) {
  return useQuery(taskQueryOptions(id));
}
