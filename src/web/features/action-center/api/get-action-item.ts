// GET /api/action-items/:id: one action item, for the journal's View Action dialog.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionItemDto } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { ACTION_ITEMS_QUERY_KEY } from '../../../lib/query-keys';

export const actionItemQueryKey = (id: number) =>
  [...ACTION_ITEMS_QUERY_KEY, 'detail', id] as const;

export async function getActionItem(id: number, signal?: AbortSignal): Promise<ActionItemDto> {
  return await apiRequest<ActionItemDto>('GET', `/api/action-items/${id}`, undefined, { signal });
}

export const actionItemQueryOptions = (id: number) =>
  queryOptions({
    queryKey: actionItemQueryKey(id),
    queryFn: ({ signal }) => getActionItem(id, signal),
    staleTime: 0,
  });

export function useActionItem(id: number) {
  return useQuery(actionItemQueryOptions(id));
}
