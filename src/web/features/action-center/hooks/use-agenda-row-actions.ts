// What the buttons of an Action Center row do: Complete, Archive and Delete through the kind's
// mutation (which raises the toasts), Update Due Date by opening its dialog, Contact Info through
// the host. Stable callbacks, so the memoized rows do not redraw when the sheet does.
import { useCallback, useMemo, useState } from 'react';
import { deleteConfirmation, isDueEntry, type DueEntry } from '../agenda';
import { useCompleteAgendaItem } from '../api/complete-agenda-item';
import { useArchiveAgendaItem, useDeleteAgendaItem } from '../api/remove-agenda-item';
import type { AgendaRowActions } from '../components/agenda-row';

export interface DueDateDialogState {
  entry: DueEntry | null;
  opened: boolean;
  /** A new key for every opening: the dialog starts from tomorrow again. */
  key: number;
}

export function useAgendaRowActions(onShowContact: (guestId: number) => void) {
  const [dueDate, setDueDate] = useState<DueDateDialogState>({
    entry: null,
    opened: false,
    key: 0,
  });

  const { mutate: completeTask } = useCompleteAgendaItem('task');
  const { mutate: completeActionItem } = useCompleteAgendaItem('action_item');
  const { mutate: completeEvent } = useCompleteAgendaItem('event');
  const { mutate: archiveTask } = useArchiveAgendaItem('task');
  const { mutate: archiveActionItem } = useArchiveAgendaItem('action_item');
  const { mutate: deleteTask } = useDeleteAgendaItem('task');
  const { mutate: deleteActionItem } = useDeleteAgendaItem('action_item');

  const actions = useMemo<AgendaRowActions>(() => {
    const complete = { task: completeTask, action_item: completeActionItem, event: completeEvent };
    const archive = { task: archiveTask, action_item: archiveActionItem };
    const remove = { task: deleteTask, action_item: deleteActionItem };
    return {
      onComplete: (entry) => complete[entry.kind](entry.id),
      onUpdateDueDate: (entry) => {
        if (isDueEntry(entry)) {
          setDueDate((current) => ({ entry, opened: true, key: current.key + 1 }));
        }
      },
      onShowContact: (entry) => {
        if (entry.guestId !== null) onShowContact(entry.guestId);
      },
      onArchive: (entry) => {
        if (isDueEntry(entry)) archive[entry.kind]({ id: entry.id, title: entry.title });
      },
      onDelete: (entry) => {
        if (!isDueEntry(entry) || !window.confirm(deleteConfirmation(entry.kind))) return;
        remove[entry.kind]({ id: entry.id, title: entry.title });
      },
    };
  }, [
    completeTask,
    completeActionItem,
    completeEvent,
    archiveTask,
    archiveActionItem,
    deleteTask,
    deleteActionItem,
    onShowContact,
  ]);

  const closeDueDate = useCallback(
    () => setDueDate((current) => ({ ...current, opened: false })),
    [],
  );

  return { actions, dueDate, closeDueDate };
}
