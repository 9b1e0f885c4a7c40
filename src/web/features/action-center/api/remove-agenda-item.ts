// POST {kind}/:id/archive (a completed item to the archive) and DELETE {kind}/:id (for good, after
// the browser's confirmation, docs/product.md#errors): two ways an item leaves its list, which it
// does at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemRemovedResponse } from '#shared/schemas/action-center.js';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { invalidateGuestAfterChange } from '#web/lib/query-keys.js';
import type { DueKind } from '../agenda';
import { agendaListQueryKeys, AGENDA_KINDS, sentenceCase, type AgendaDtos } from './agenda-kinds';
import { replaceById } from '#web/lib/list-cache.js';

export interface RemoveVariables {
  id: number;
  /** For the toast. */
  title: string;
}

const REMOVALS = {
  archive: {
    request: (path: string, id: number) =>
      apiRequest<ItemRemovedResponse>('POST', `${path}/${id}/archive`),
    /** "Archived": "{title} was archived." */
    doneTitle: () => 'Archived',
    done: 'archived',
  },
  delete: {
    request: (path: string, id: number) =>
      apiRequest<ItemRemovedResponse>('DELETE', `${path}/${id}`),
    /** "Task deleted", "Action item deleted": "{title} was deleted." */
    doneTitle: (noun: string) => `${sentenceCase(noun)} deleted`,
    done: 'deleted',
  },
} as const;

function useRemoveAgendaItem(kind: DueKind, removal: keyof typeof REMOVALS) {
  const queryClient = useQueryClient();
  const { path, queryKey, noun } = AGENDA_KINDS[kind];
  const { request, doneTitle, done } = REMOVALS[removal];
  return useMutation({
    mutationFn: ({ id }: RemoveVariables) => request(path, id),
    onSuccess: async ({ guestId }, { id, title }) => {
      for (const listKey of agendaListQueryKeys(kind)) {
        queryClient.setQueryData<AgendaDtos[DueKind][]>(listKey, (list) =>
          replaceById(list, id, null),
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        invalidateGuestAfterChange(queryClient, guestId),
      ]);
      showToast(doneTitle(noun), `${title} was ${done}.`, 'success');
    },
    onError: (error) =>
      showToast(
        'Error',
        `Failed to ${removal} ${noun}: ${serverMessage(error) ?? error.message}`,
        'error',
      ),
  });
}

export const useArchiveAgendaItem = (kind: DueKind) => useRemoveAgendaItem(kind, 'archive');

export const useDeleteAgendaItem = (kind: DueKind) => useRemoveAgendaItem(kind, 'delete');
