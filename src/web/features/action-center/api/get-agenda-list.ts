// GET /api/tasks, /api/action-items, /api/calendar: the user's items of one kind, as the Action
// Center lists them (and the header's "N today" badge counts the events). Every mutation of a kind
// refreshes its list's key. GET /api/calendar?guestId= reads one guest's events.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEventDto } from '#shared/schemas/action-center.js';
import { apiRequest } from '#web/lib/api.js';
import type { AgendaKind } from '../agenda';
import { AGENDA_KINDS, type AgendaDtos } from './agenda-kinds';

export async function getAgendaList<K extends AgendaKind>(
  kind: K,
  signal?: AbortSignal,
): Promise<AgendaDtos[K][]> {
  return await apiRequest<AgendaDtos[K][]>('GET', AGENDA_KINDS[kind].path, undefined, { signal });
}

export const agendaListQueryOptions = <K extends AgendaKind>(kind: K) =>
  queryOptions({
    queryKey: AGENDA_KINDS[kind].queryKey,
    queryFn: ({ signal }) => getAgendaList(kind, signal),
  });

export function useAgendaList<K extends AgendaKind>(kind: K) {
  return useQuery(agendaListQueryOptions(kind));
}

export const guestEventsQueryOptions = (guestId: number) =>
  queryOptions({
    queryKey: [...AGENDA_KINDS.event.queryKey, 'guest', guestId],
    queryFn: ({ signal }) =>
      apiRequest<CalendarEventDto[]>('GET', `/api/calendar?guestId=${guestId}`, undefined, {
        signal,
      }),
  });
