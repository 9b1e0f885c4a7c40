// PATCH /api/tasks/:id, /api/action-items/:id {dueDate}: the Update Due Date dialog's Save.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { invalidateGuestAfterChange } from '#web/lib/query-keys.js';
import { formatDueDate } from '#web/lib/dates.js';
import type { DueKind } from '../agenda';
import { AGENDA_KINDS, shownVersion } from './agenda-kinds';

export interface UpdateDueDateVariables {
  id: number;
  /** For the toast. */
  title: string;
  /** ISO instant. */
  dueDate: string;
}

export async function updateAgendaDueDate(
  kind: DueKind,
  { id, dueDate }: UpdateDueDateVariables,
  version?: number,
) {
  const url = `${AGENDA_KINDS[kind].path}/${id}`;
  return await apiRequest<{ guestId: number | null }>('PATCH', url, { dueDate, version });
}

export function useUpdateAgendaDueDate(kind: DueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateDueDateVariables) =>
      updateAgendaDueDate(kind, variables, shownVersion(queryClient, kind, variables.id)),
    onSuccess: async ({ guestId }, { title, dueDate }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: AGENDA_KINDS[kind].queryKey }),
        invalidateGuestAfterChange(queryClient, guestId),
      ]);
      showToast('Due date updated', `${title} is now due ${formatDueDate(dueDate)}.`, 'success');
    },
    onError: (error) =>
      showToast(
        'Error',
        `Failed to update due date: ${serverMessage(error) ?? error.message}`,
        'error',
      ),
  });
}
