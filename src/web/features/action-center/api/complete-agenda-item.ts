// PATCH {kind}/:id/status or /complete: the Complete button. The item moves to Completed at once
// (optimistic); a refusal puts it back and says why (docs/product.md#action-center-messages).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { invalidateGuestAfterChange } from '#web/lib/query-keys.js';
import type { AgendaKind } from '../agenda';
import { agendaListQueryKeys, AGENDA_KINDS, shownVersion, type AgendaDtos } from './agenda-kinds';
import { patchCachedEntry } from './list-cache';

/** The answer of every kind's Complete: the guest whose journal gained an entry. */
interface ItemChangedResponse {
  guestId: number | null;
}

/** Completes the item, naming the version the user saw (a stale one answers 409). */
export async function completeAgendaItem(kind: AgendaKind, id: number, version?: number) {
  const { path, complete } = AGENDA_KINDS[kind];
  const url = `${path}/${id}/${complete.path}`;
  return await apiRequest<ItemChangedResponse>('PATCH', url, { ...complete.body, version });
}

export function useCompleteAgendaItem<K extends AgendaKind>(kind: K) {
  const queryClient = useQueryClient();
  const { queryKey, noun, complete } = AGENDA_KINDS[kind];
  return useMutation({
    mutationFn: (id: number) => completeAgendaItem(kind, id, shownVersion(queryClient, kind, id)),
    onMutate: async (id) => {
      const now = new Date().toISOString();
      const undo = await patchCachedEntry<AgendaDtos[K]>(
        queryClient,
        agendaListQueryKeys(kind),
        id,
        (item) => complete.optimistic(item, now),
      );
      return { undo };
    },
    onError: (error, _id, context) => {
      context?.undo();
      showToast(
        'Error',
        `Failed to complete ${noun}: ${serverMessage(error) ?? error.message}`,
        'error',
      );
    },
    onSuccess: ({ guestId }) => invalidateGuestAfterChange(queryClient, guestId),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
