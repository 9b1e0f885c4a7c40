// POST /api/user/calendar-feed {timeZone}: turns the feed on, or regenerates its URL (the old one
// answers 404 at once). The answer carries the URL, shown this once. The browser's time zone
// decides the day of all-day due dates in the feed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated } from '../../../../shared/schemas/calendar-feed';
import { apiRequest } from '../../../lib/api';
import { CALENDAR_FEED_QUERY_KEY } from './get-calendar-feed';

export function turnOnCalendarFeed(): Promise<CalendarFeedCreated> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return apiRequest('POST', '/api/user/calendar-feed', { timeZone });
}

export function useTurnOnCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOnCalendarFeed,
    onSuccess: (created) => {
      const { url: _url, ...status } = created;
      queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, status);
    },
  });
}
