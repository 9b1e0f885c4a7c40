// PATCH {kind}/:id/status or /complete: the Complete button. The item moves to Completed at once
// (optimistic); a refusal puts it back and says why (docs/product.md#action-center-messages). A
// refusal as stale (docs/product.md#versions) of an item someone else completed meanwhile is no
// failure: the item is as the click asked, so the list takes it as the server has it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { conflictOf } from '#web/lib/conflict.js';
import { replaceById } from '#web/lib/list-cache.js';
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

/**
 * The item a 409 of a stale version carries when it is already completed (someone else completed
 * it meanwhile), else null: the click's wish holds, so this refusal is not a failure.
 */
export function completedMeanwhile<K extends AgendaKind>(
  kind: K,
  error: unknown,
): AgendaDtos[K] | null {
  const current = conflictOf<AgendaDtos[K]>(error)?.conflict.current;
  return current && AGENDA_KINDS[kind].complete.done(current) ? current : null;
}

export function useCompleteAgendaItem<K extends AgendaKind>(kind: K) {
  const queryClient = useQueryClient();
  const { queryKey, noun, complete } = AGENDA_KINDS[kind];
  return useMutation({
    mutationFn: async (id: number): Promise<ItemChangedResponse & { current?: AgendaDtos[K] }> => {
      try {
        return await completeAgendaItem(kind, id, shownVersion(queryClient, kind, id));
      } catch (error) {
        const current = completedMeanwhile(kind, error);
        if (!current) throw error;
        return { guestId: current.guestId, current };
      }
    },
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
    onSuccess: ({ guestId, current }, id) => {
      if (current) {
        for (const listKey of agendaListQueryKeys(kind)) {
          queryClient.setQueryData<AgendaDtos[K][]>(listKey, (list) =>
            replaceById(list, id, current),
          );
        }
      }
      return invalidateGuestAfterChange(queryClient, guestId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
