// GET /api/tasks, /api/action-items, /api/calendar: the user's items of one kind, as the Action
// Center lists them (and the header's "N today" badge counts the events). Tasks and action items
// are read as the user's own (?assignee=me) or everything the user may see
// (docs/product.md#action-center-assignees), each under its own key below the kind's, so every
// mutation of a kind refreshes both. GET /api/calendar?guestId= reads one guest's events.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEventDto } from '#shared/schemas/action-center.js';
import { apiRequest } from '#web/lib/api.js';
import type { AgendaKind } from '../agenda';
import {
  agendaListPath,
  agendaListQueryKey,
  AGENDA_KINDS,
  type AgendaDtos,
  type AgendaScope,
} from './agenda-kinds';

export async function getAgendaList<K extends AgendaKind>(
  kind: K,
  scope: AgendaScope = 'all',
  signal?: AbortSignal,
): Promise<AgendaDtos[K][]> {
  return await apiRequest<AgendaDtos[K][]>('GET', agendaListPath(kind, scope), undefined, {
    signal,
  });
}

export const agendaListQueryOptions = <K extends AgendaKind>(kind: K, scope: AgendaScope = 'all') =>
  queryOptions({
    queryKey: agendaListQueryKey(kind, scope),
    queryFn: ({ signal }) => getAgendaList(kind, scope, signal),
  });

/** One kind's list; `enabled: false` waits (until the Action Center knows which list to read). */
export function useAgendaList<K extends AgendaKind>(
  kind: K,
  scope: AgendaScope = 'all',
  enabled = true,
) {
  return useQuery({ ...agendaListQueryOptions(kind, scope), enabled });
}

export const guestEventsQueryOptions = (guestId: number) =>
  queryOptions({
    queryKey: [...AGENDA_KINDS.event.queryKey, 'guest', guestId],
    queryFn: ({ signal }) =>
      apiRequest<CalendarEventDto[]>('GET', `/api/calendar?guestId=${guestId}`, undefined, {
        signal,
      }),
  });
