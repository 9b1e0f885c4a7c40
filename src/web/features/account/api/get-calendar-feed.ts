// GET /api/user/calendar-feed: whether the private calendar feed is on (never its URL: only the
// token's hash is stored, so the URL exists in the answer that created it).
import { queryOptions } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '#shared/schemas/calendar-feed.js';
import { apiRequest } from '#web/lib/api.js';

export const CALENDAR_FEED_QUERY_KEY = ['calendar-feed'] as const;

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: CALENDAR_FEED_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest<CalendarFeedStatus>('GET', '/api/user/calendar-feed', undefined, { signal }),
  });
