// PATCH /api/tasks/:id, /api/action-items/:id {assigneeId, version}: the detail dialog's "Assigned
// to" (docs/product.md#action-center-assignees). The version is the one the item was read at, so
// a change someone made meanwhile is not overwritten: the server answers 409 with its message
// ("sam changed this task since you opened it.") and the item as it is now, which replaces the one
// shown (docs/product.md#versions).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VersionConflict } from '#shared/schemas/versions.js';
import { ApiError, apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { invalidateGuestAfterChange } from '#web/lib/query-keys.js';
import type { DueKind } from '../agenda';
import { AGENDA_KINDS, type AgendaDtos } from './agenda-kinds';
import { agendaItemQueryKey } from './get-agenda-item';

export interface UpdateAssigneeVariables {
  id: number;
  /** The version the item was read at. */
  version: number;
  assigneeId: number;
  /** For the toast. */
  title: string;
  assigneeName: string;
}

/** The answer: the item's guest (whose journal may have gained an entry) and the changed item. */
type ItemChanged<K extends DueKind> = { guestId: number | null } & (K extends 'task'
  ? { task: AgendaDtos['task'] }
  : { actionItem: AgendaDtos['action_item'] });

export async function updateAgendaAssignee<K extends DueKind>(
  kind: K,
  { id, version, assigneeId }: UpdateAssigneeVariables,
): Promise<ItemChanged<K>> {
  const url = `${AGENDA_KINDS[kind].path}/${id}`;
  return await apiRequest<ItemChanged<K>>('PATCH', url, { assigneeId, version });
}

function changedItem<K extends DueKind>(answer: ItemChanged<K>): AgendaDtos[K] {
  return ('task' in answer ? answer.task : answer.actionItem) as AgendaDtos[K];
}

/** The item as the server has it now, from a 409 answer; null for any other failure. */
export function conflictCurrent<K extends DueKind>(error: unknown): AgendaDtos[K] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const conflict = (error.body as Partial<VersionConflict<AgendaDtos[K]>> | null)?.conflict;
  return conflict?.current ?? null;
}

export function useUpdateAgendaAssignee<K extends DueKind>(kind: K) {
  const queryClient = useQueryClient();
  const { queryKey, noun } = AGENDA_KINDS[kind];
  return useMutation({
    mutationFn: (variables: UpdateAssigneeVariables) => updateAgendaAssignee(kind, variables),
    onSuccess: async (answer, { id, title, assigneeName }) => {
      queryClient.setQueryData(agendaItemQueryKey(kind, id), changedItem(answer));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        invalidateGuestAfterChange(queryClient, answer.guestId),
      ]);
      showToast('Assignee changed', `${title} is now assigned to ${assigneeName}.`, 'success');
    },
    onError: async (error, { id }) => {
      const current = conflictCurrent<K>(error);
      if (current) {
        // The dialog says what happened; it shows the item as it is now.
        queryClient.setQueryData(agendaItemQueryKey(kind, id), current);
        await queryClient.invalidateQueries({ queryKey });
        return;
      }
      showToast(
        'Error',
        `Failed to change the ${noun}'s assignee: ${serverMessage(error) ?? error.message}`,
        'error',
      );
    },
  });
}
