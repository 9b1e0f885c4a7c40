// The Action Center's three lists read together and sorted into its groups for the browser's day;
// one failure or one pending read stands for all three. In a team, tasks and action items are the
// user's own unless `wholeTeam` (docs/product.md#action-center-assignees); the lists wait until the
// team is known, so only the list shown is read.
import { useMemo } from 'react';
import { fromActionItem, fromCalendarEvent, fromTask, groupAgenda } from '../agenda';
import { agendaScope } from '../api/agenda-kinds';
import { useAgendaList } from '../api/get-agenda-list';
import { useAgendaViewer } from './use-agenda-viewer';

export function useAgenda(now: Date, wholeTeam: boolean, enabled = true) {
  const { viewer, inTeam } = useAgendaViewer(enabled);
  const scope = agendaScope(inTeam, wholeTeam);
  const tasks = useAgendaList('task', scope ?? 'all', enabled && scope !== null);
  const actionItems = useAgendaList('action_item', scope ?? 'all', enabled && scope !== null);
  const events = useAgendaList('event', 'all', enabled);

  const groups = useMemo(() => {
    const entries = [
      ...(tasks.data ?? []).map((task) => fromTask(task, viewer)),
      ...(actionItems.data ?? []).map((item) => fromActionItem(item, viewer)),
      ...(events.data ?? []).map(fromCalendarEvent),
    ];
    return groupAgenda(entries, now);
  }, [tasks.data, actionItems.data, events.data, now, viewer]);

  const queries = [tasks, actionItems, events];
  return {
    groups,
    /** Which list of tasks and action items is shown (the one read while it is not known yet). */
    scope: scope ?? 'all',
    /** Whether the user is in a team (the "Whole team" switch is shown); undefined until known. */
    inTeam,
    error: queries.find((query) => query.isError)?.error ?? null,
    loading: queries.some((query) => query.isPending),
    retry: () => queries.forEach((query) => void query.refetch()),
  };
}
