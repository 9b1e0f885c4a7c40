// PATCH /api/tasks/:id, /api/action-items/:id {dueDate}: the Update Due Date dialog's Save. The
// version is the one of the copy the dialog opened on, as Move Event sends it: a change made
// meanwhile (the list may be read again under the dialog) is refused with the server's message
// and the list is read again (docs/product.md#versions).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { invalidateGuestAfterChange } from '#web/lib/query-keys.js';
import { formatDueDate } from '#web/lib/dates.js';
import type { DueKind } from '../agenda';
import { AGENDA_KINDS } from './agenda-kinds';

export interface UpdateDueDateVariables {
  id: number;
  /** For the toast. */
  title: string;
  /** ISO instant. */
  dueDate: string;
  /** The version of the copy the dialog saves against (a stale one answers 409). */
  version: number;
}

export async function updateAgendaDueDate(
  kind: DueKind,
  { id, dueDate, version }: UpdateDueDateVariables,
) {
  const url = `${AGENDA_KINDS[kind].path}/${id}`;
  return await apiRequest<{ guestId: number | null }>('PATCH', url, { dueDate, version });
}

export function useUpdateAgendaDueDate(kind: DueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateDueDateVariables) => updateAgendaDueDate(kind, variables),
    onSuccess: async ({ guestId }, { title, dueDate }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: AGENDA_KINDS[kind].queryKey }),
        invalidateGuestAfterChange(queryClient, guestId),
      ]);
      showToast('Due date updated', `${title} is now due ${formatDueDate(dueDate)}.`, 'success');
    },
    onError: async (error) => {
      await queryClient.invalidateQueries({ queryKey: AGENDA_KINDS[kind].queryKey });
      showToast(
        'Error',
        `Failed to update due date: ${serverMessage(error) ?? error.message}`,
        'error',
      );
    },
  });
}
