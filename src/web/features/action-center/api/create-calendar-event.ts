// POST /api/calendar: the schedule dialog's event form.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarEventDto,
  CreateCalendarEventInput,
} from '../../../../shared/schemas/action-center';
import { apiRequest } from '../../../lib/api';
import { CALENDAR_QUERY_KEY, invalidateGuestAfterChange } from '../../../lib/query-keys';

export async function createCalendarEvent(
  input: CreateCalendarEventInput,
): Promise<CalendarEventDto> {
  return await apiRequest<CalendarEventDto>('POST', '/api/calendar', input);
}

export function useCreateCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarEvent,
    onSuccess: (event) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY }),
        invalidateGuestAfterChange(queryClient, event.guestId),
      ]),
  });
}
