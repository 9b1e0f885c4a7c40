// POST /api/tasks (the journal's Create Task tab), /api/action-items (the Action Center's Add
// Action Item form), /api/calendar (the schedule dialog). A task that moves the guest's follow-up
// date changes the guest's card, so the guest list is refreshed as well as the list and the
// journal. An action item is sent only after a session check (docs/product.md#api, #errors).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { invalidateGuestAfterChange } from '#web/lib/query-keys.js';
import { formatDueDate } from '#web/lib/dates.js';
import type { AgendaKind } from '../agenda';
import { AGENDA_KINDS, type AgendaCreateInputs, type AgendaDtos } from './agenda-kinds';
import { showCreationFailedToast } from './creation-failed-toast';
import { isSessionExpiry, withLiveSession } from './session-expiry';

interface CreateDescription<K extends AgendaKind> {
  checksSession: boolean;
  /** Whether the new item moved its guest's follow-up date (shown on the guest's card). */
  movesGuest: (input: AgendaCreateInputs[K]) => boolean;
  created: (item: AgendaDtos[K], input: AgendaCreateInputs[K]) => [title: string, message: string];
  failed: (error: Error) => void;
}

const CREATE: { [K in AgendaKind]: CreateDescription<K> } = {
  task: {
    checksSession: false,
    movesGuest: (input) => input.updateFollowUpDate === true,
    created: (task, input) => [
      'Task created',
      input.updateFollowUpDate && task.dueDate
        ? `${task.title} was created; ${task.guestName}'s follow-up date is now ${formatDueDate(task.dueDate)}.`
        : `${task.title} was created.`,
    ],
    failed: (error) =>
      showCreationFailedToast('Task Creation Failed', error, {
        failed: 'Failed to create task',
        validation: 'Task validation failed',
      }),
  },
  action_item: {
    checksSession: true,
    movesGuest: () => false,
    created: (item) => ['Action item added', `${item.title} was added.`],
    failed: (error) =>
      isSessionExpiry(error)
        ? showToast(
            'Authentication Error',
            'Your session has expired. Redirecting to login page...',
            'error',
          )
        : showCreationFailedToast('Action Item Creation Failed', error, {
            failed: 'Failed to create action item',
            validation: 'Action item validation failed',
          }),
  },
  event: {
    checksSession: false,
    movesGuest: () => false,
    created: (event) => [
      'Event scheduled',
      `${event.title} on ${formatDueDate(event.startTime)} is in your Action Center.`,
    ],
    failed: (error) =>
      showToast('Failed to create event', serverMessage(error) ?? error.message, 'error'),
  },
};

export async function createAgendaItem<K extends AgendaKind>(
  kind: K,
  input: AgendaCreateInputs[K],
): Promise<AgendaDtos[K]> {
  const send = () => apiRequest<AgendaDtos[K]>('POST', AGENDA_KINDS[kind].path, input);
  return CREATE[kind].checksSession ? await withLiveSession(send) : await send();
}

export function useCreateAgendaItem<K extends AgendaKind>(kind: K) {
  const queryClient = useQueryClient();
  const { movesGuest, created, failed } = CREATE[kind];
  return useMutation({
    mutationFn: (input: AgendaCreateInputs[K]) => createAgendaItem(kind, input),
    onSuccess: async (item, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: AGENDA_KINDS[kind].queryKey }),
        invalidateGuestAfterChange(queryClient, item.guestId, { guestChanged: movesGuest(input) }),
      ]);
      const [title, message] = created(item, input);
      showToast(title, message, 'success');
    },
    onError: failed,
  });
}
