// GET /api/tasks/:id, /api/action-items/:id: one item, for the journal's View Task and View Action
// dialogs. It is always read afresh (the item may have changed since the journal entry was
// written); a 404 means the link is broken, which a toast explains.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { wentWithGuestMessage } from '#shared/action-center-messages.js';
import { ApiError, apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import type { DueKind } from '../agenda';
import { AGENDA_KINDS, sentenceCase, type AgendaDtos } from './agenda-kinds';

export const agendaItemQueryKey = (kind: DueKind, id: number) =>
  [...AGENDA_KINDS[kind].queryKey, 'detail', id] as const;

export async function getAgendaItem<K extends DueKind>(
  kind: K,
  id: number,
  signal?: AbortSignal,
): Promise<AgendaDtos[K]> {
  const path = `${AGENDA_KINDS[kind].path}/${id}`;
  return await apiRequest<AgendaDtos[K]>('GET', path, undefined, { signal });
}

export const agendaItemQueryOptions = <K extends DueKind>(kind: K, id: number) =>
  queryOptions({
    queryKey: agendaItemQueryKey(kind, id),
    queryFn: ({ signal }) => getAgendaItem(kind, id, signal),
    staleTime: 0,
  });

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * What a 404 says in the dialog and its toast: for an item the user worked on that went with its
 * guest, the server's words (docs/decisions/047-items-that-went-with-their-guest.md); otherwise
 * that it was not found and may have been deleted.
 */
export function notFoundText(kind: DueKind, error: unknown): { alert: string; toast: string } {
  const { noun } = AGENDA_KINDS[kind];
  const message = serverMessage(error);
  if (message === wentWithGuestMessage(noun)) return { alert: message, toast: message };
  return {
    // "Task not found or was deleted."
    alert: `${sentenceCase(noun)} not found or was deleted.`,
    toast: `The linked ${noun} could not be found. It may have been deleted.`,
  };
}

/** "Task not found": the linked task could not be found (or went with its guest). */
export function useAgendaItem<K extends DueKind>(kind: K, id: number) {
  const query = useQuery(agendaItemQueryOptions(kind, id));
  const toast = isNotFound(query.error) ? notFoundText(kind, query.error).toast : null;
  useEffect(() => {
    if (toast) showToast(`${sentenceCase(AGENDA_KINDS[kind].noun)} not found`, toast, 'error');
  }, [toast, kind]);
  return query;
}
