// POST /api/tasks/archive-completed, /api/action-items/archive-completed: moves every completed
// item of the kind that the shown list holds to the archive (?assignee=me with the own list,
// docs/product.md#action-center-assignees); answers how many, and whose journals gained entries.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchiveCompletedResponse } from '#shared/schemas/action-center.js';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { invalidateGuestAfterChange } from '#web/lib/query-keys.js';
import type { DueKind } from '../agenda';
import { AGENDA_KINDS, archiveCompletedPath, sentenceCase, type AgendaScope } from './agenda-kinds';

export async function archiveCompletedAgendaItems(kind: DueKind, scope: AgendaScope) {
  return await apiRequest<ArchiveCompletedResponse>('POST', archiveCompletedPath(kind, scope));
}

/** Archives the completed items of the list the Action Center shows (`scope`). */
export function useArchiveCompletedAgendaItems(kind: DueKind, scope: AgendaScope) {
  const queryClient = useQueryClient();
  const { queryKey, noun, nouns } = AGENDA_KINDS[kind];
  return useMutation({
    mutationFn: () => archiveCompletedAgendaItems(kind, scope),
    onSuccess: async ({ count, guestIds }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        ...guestIds.map((guestId) => invalidateGuestAfterChange(queryClient, guestId)),
      ]);
      // "Tasks archived": "1 completed task was archived." / "3 completed tasks were archived."
      showToast(
        `${sentenceCase(nouns)} archived`,
        `${count} completed ${count === 1 ? `${noun} was` : `${nouns} were`} archived.`,
        'success',
      );
    },
    onError: (error) =>
      showToast(
        'Error',
        `Failed to archive completed ${nouns}: ${serverMessage(error) ?? error.message}`,
        'error',
      ),
  });
}
