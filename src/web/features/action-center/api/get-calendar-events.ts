// GET /api/calendar: the user's calendar events (the Action Center and the header's "N today"
// badge). GET /api/calendar?guestId= reads one guest's events.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEventDto } from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { CALENDAR_QUERY_KEY } from '../../../lib/query-keys';

export { CALENDAR_QUERY_KEY };

export async function getCalendarEvents(
  guestId: number | null,
  signal?: AbortSignal,
): Promise<CalendarEventDto[]> {
  const path = guestId === null ? '/api/calendar' : `/api/calendar?guestId=${guestId}`;
  return await apiRequest<CalendarEventDto[]>('GET', path, undefined, { signal });
}

export const calendarEventsQueryOptions = queryOptions({
  queryKey: CALENDAR_QUERY_KEY,
  queryFn: ({ signal }) => getCalendarEvents(null, signal),
});

export const guestCalendarEventsQueryOptions = (guestId: number) =>
  queryOptions({
    queryKey: [...CALENDAR_QUERY_KEY, 'guest', guestId] as const,
    queryFn: ({ signal }) => getCalendarEvents(guestId, signal),
  });

export function useCalendarEvents() {
  return useQuery(calendarEventsQueryOptions);
}
