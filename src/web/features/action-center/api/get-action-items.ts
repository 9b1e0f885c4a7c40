// GET /api/action-items: the user's action items, listed by the Action Center. Every action-item
// mutation refreshes ACTION_ITEMS_QUERY_KEY.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActionItemDto } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { ACTION_ITEMS_QUERY_KEY } from '../../../lib/query-keys';

export { ACTION_ITEMS_QUERY_KEY };

export async function getActionItems(signal?: AbortSignal): Promise<ActionItemDto[]> {
  return await apiRequest<ActionItemDto[]>('GET', '/api/action-items', undefined, { signal });
}

export const actionItemsQueryOptions = queryOptions({
  queryKey: ACTION_ITEMS_QUERY_KEY,
  queryFn: ({ signal }) => getActionItems(signal),
});

export function useActionItems() {
  return useQuery(actionItemsQueryOptions);
}
