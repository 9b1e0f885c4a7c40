// PATCH /api/calendar/:id/complete (no body): the Complete button of an event, optimistic; a
// refusal puts it back and says why (SPEC §8 "Action Center toasts").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarEventChangedResponse,
  CalendarEventDto,
} from '../../../../shared/schemas/action-center';
import { apiRequest, serverMessage } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { CALENDAR_QUERY_KEY, invalidateGuestAfterChange } from '../../../lib/query-keys';
import { patchCachedEntry } from './list-cache';

export async function completeCalendarEvent(id: number): Promise<CalendarEventChangedResponse> {
  return await apiRequest<CalendarEventChangedResponse>('PATCH', `/api/calendar/${id}/complete`);
}

export function useCompleteCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeCalendarEvent,
    onMutate: async (id) => {
      const now = new Date().toISOString();
      const undo = await patchCachedEntry<CalendarEventDto>(
        queryClient,
        CALENDAR_QUERY_KEY,
        id,
        (event) => ({ ...event, isCompleted: true, completedAt: now, updatedAt: now }),
      );
      return { undo };
    },
    onError: (error, _id, context) => {
      context?.undo();
      showToast(
        'Error',
        `Failed to complete calendar event: ${serverMessage(error) ?? error.message}`,
        'error',
      );
    },
    onSuccess: ({ guestId }) => invalidateGuestAfterChange(queryClient, guestId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_KEY }),
  });
}
