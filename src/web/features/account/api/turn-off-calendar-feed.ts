// DELETE /api/user/calendar-feed: turns the feed off; its URL answers 404 from then on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '../../../../shared/schemas/calendar-feed';
import { apiRequest } from '../../../lib/api';
import { CALENDAR_FEED_QUERY_KEY } from './get-calendar-feed';

export function turnOffCalendarFeed(): Promise<CalendarFeedStatus> {
  return apiRequest('DELETE', '/api/user/calendar-feed');
}

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffCalendarFeed,
    onSuccess: (status) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, status),
  });
}
