// PATCH /api/calendar/:id {reminders, version}: an event's SMS reminders changed from its row in
// the Action Center (docs/product.md#sms-notifications). The version is the one the row was read
// at; a change made meanwhile is refused with the server's message and the list is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEventDto } from '#shared/schemas/action-center.js';
import { reminderSummary } from '#shared/notifications.js';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { CALENDAR_QUERY_KEY, invalidateGuestAfterChange } from '#web/lib/query-keys.js';

export interface UpdateRemindersVariables {
  event: Pick<CalendarEventDto, 'id' | 'version' | 'title'>;
  reminders: number[];
}

export function useUpdateEventReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, reminders }: UpdateRemindersVariables) =>
      apiRequest<{ guestId: number | null; event: CalendarEventDto }>(
        'PATCH',
        `/api/calendar/${event.id}`,
        { reminders, version: event.version },
      ),
    onSuccess: async (answer) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY }),
        invalidateGuestAfterChange(queryClient, answer.guestId),
      ]);
      const summary = answer.event.reminders.length
        ? reminderSummary(answer.event.reminders)
        : 'No SMS reminders';
      showToast('Reminders saved', `${answer.event.title}: ${summary}.`, 'success');
    },
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY });
      showToast(
        'Error',
        `Failed to save the reminders: ${serverMessage(error) ?? error.message}`,
        'error',
      );
    },
  });
}
