// POST /api/action-items/archive-completed: moves every completed action item to the archive.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchiveCompletedResponse } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { ACTION_ITEMS_QUERY_KEY, invalidateGuestAfterChange } from '../../../lib/query-keys';

export async function archiveCompletedActionItems(): Promise<ArchiveCompletedResponse> {
  return await apiRequest<ArchiveCompletedResponse>('POST', '/api/action-items/archive-completed');
}

export function useArchiveCompletedActionItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveCompletedActionItems,
    onSuccess: ({ guestIds }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTION_ITEMS_QUERY_KEY }),
        ...guestIds.map((guestId) => invalidateGuestAfterChange(queryClient, guestId)),
      ]),
  });
}
