// GET /api/tasks/:id, /api/action-items/:id: one item, for the journal's View Task and View Action
// dialogs. It is always read afresh (the item may have changed since the journal entry was
// written); a 404 means the link is broken, which the dialog and a toast explain.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#web/lib/api.js';
import type { DueKind } from '../agenda';
import { AGENDA_KINDS, type AgendaDtos } from './agenda-kinds';

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

/** The item, read afresh; the detail dialog says what a 404 means. */
export function useAgendaItem<K extends DueKind>(kind: K, id: number) {
  return useQuery(agendaItemQueryOptions(kind, id));
}
