// DELETE /api/user/calendar-feed: turns the feed off; its URL answers 404 from then on. The toasts
// say how it went; a 401 is left to the screen, which shows that the session ended.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CALENDAR_FEED_TEXT, type CalendarFeedStatus } from '#shared/schemas/calendar-feed.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { accountFailureMessage, isSessionEnded } from './account-failure';
import { CALENDAR_FEED_QUERY_KEY } from './get-calendar-feed';

export function turnOffCalendarFeed(): Promise<CalendarFeedStatus> {
  return apiRequest('DELETE', '/api/user/calendar-feed');
}

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffCalendarFeed,
    onSuccess: (status) => {
      queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, status);
      showToast(CALENDAR_FEED_TEXT.turnedOff, CALENDAR_FEED_TEXT.off, 'success');
    },
    onError: (error) => {
      if (!isSessionEnded(error)) {
        showToast('Error', accountFailureMessage(error, CALENDAR_FEED_TEXT.failed), 'error');
      }
    },
  });
}
