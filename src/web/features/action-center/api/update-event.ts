// PATCH /api/calendar/:id from an event's row in the Action Center: its SMS reminders changed
// (docs/product.md#sms-notifications), or the event moved to a new start, the end moving with it
// (docs/product.md#action-center-groups). The version is the one the row was read at; a change made
// meanwhile is refused with the server's message and the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEventDto } from '#shared/schemas/action-center.js';
import { reminderSummary } from '#shared/notifications.js';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { CALENDAR_QUERY_KEY, invalidateGuestAfterChange } from '#web/lib/query-keys.js';
import { eventWhen } from '../agenda';

/** New reminders, or a new start: the end moves with it unless named (an all-day event's). */
export type EventChange = { reminders: number[] } | { startTime: string; endTime?: string };

export interface UpdateEventVariables {
  event: Pick<CalendarEventDto, 'id' | 'version' | 'title'>;
  change: EventChange;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, change }: UpdateEventVariables) =>
      apiRequest<{ guestId: number | null; event: CalendarEventDto }>(
        'PATCH',
        `/api/calendar/${event.id}`,
        { ...change, version: event.version },
      ),
    onSuccess: async (answer, { change }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY }),
        invalidateGuestAfterChange(queryClient, answer.guestId),
      ]);
      const { event } = answer;
      if ('startTime' in change) {
        showToast('Event moved', `${event.title}: ${eventWhen(event)}.`, 'success');
        return;
      }
      const summary = event.reminders.length
        ? reminderSummary(event.reminders)
        : 'No SMS reminders';
      showToast('Reminders saved', `${event.title}: ${summary}.`, 'success');
    },
    onError: async (error, { change }) => {
      await queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY });
      const what = 'startTime' in change ? 'move the event' : 'save the reminders';
      showToast('Error', `Failed to ${what}: ${serverMessage(error) ?? error.message}`, 'error');
    },
  });
}
