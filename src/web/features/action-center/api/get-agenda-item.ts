// GET /api/tasks/:id, /api/action-items/:id: one item, for the journal's View Task and View Action
// dialogs. It is always read afresh (the item may have changed since the journal entry was
// written); a 404 means the link is broken, which a toast explains.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '#web/lib/api.js';
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

/** "Task not found": the linked task could not be found. */
export function useAgendaItem<K extends DueKind>(kind: K, id: number) {
  const query = useQuery(agendaItemQueryOptions(kind, id));
  const notFound = isNotFound(query.error);
  useEffect(() => {
    if (!notFound) return;
    const { noun } = AGENDA_KINDS[kind];
    showToast(
      `${sentenceCase(noun)} not found`,
      `The linked ${noun} could not be found. It may have been deleted.`,
      'error',
    );
  }, [notFound, kind]);
  return query;
}
