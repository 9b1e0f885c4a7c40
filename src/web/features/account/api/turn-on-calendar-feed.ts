// POST /api/user/calendar-feed {timeZone}: turns the feed on, or regenerates its URL (the old one
// answers 404 at once). The answer carries the URL, shown this once. The browser's time zone
// decides the day of all-day due dates in the feed. The toasts say how it went; a 401 is left to
// the screen, which shows that the session ended.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated } from '#shared/schemas/calendar-feed.js';
import { CALENDAR_FEED_TEXT } from '#shared/schemas/calendar-feed.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { accountFailureMessage, isSessionEnded } from './account-failure';
import { CALENDAR_FEED_QUERY_KEY } from './get-calendar-feed';

export function turnOnCalendarFeed(): Promise<CalendarFeedCreated> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return apiRequest('POST', '/api/user/calendar-feed', { timeZone });
}

const T = CALENDAR_FEED_TEXT;

/** `regenerate`: the feed was on already, so the toast says its URL changed. */
export function useTurnOnCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_variables: { regenerate: boolean }) => turnOnCalendarFeed(),
    onSuccess: (created, { regenerate }) => {
      const { url: _url, ...status } = created;
      queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, status);
      showToast(regenerate ? T.regenerated : T.turnedOn, T.onceOnly, 'success');
    },
    onError: (error) => {
      if (!isSessionEnded(error))
        showToast('Error', accountFailureMessage(error, T.failed), 'error');
    },
  });
}
