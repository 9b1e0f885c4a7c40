// The Action Center's three lists read together and sorted into its groups for the browser's day;
// one failure or one pending read stands for all three.
import { useMemo } from 'react';
import { fromActionItem, fromCalendarEvent, fromTask, groupAgenda } from '../agenda';
import { useAgendaList } from '../api/get-agenda-list';

export function useAgenda(now: Date) {
  const tasks = useAgendaList('task');
  const actionItems = useAgendaList('action_item');
  const events = useAgendaList('event');

  const groups = useMemo(() => {
    const entries = [
      ...(tasks.data ?? []).map(fromTask),
      ...(actionItems.data ?? []).map(fromActionItem),
      ...(events.data ?? []).map(fromCalendarEvent),
    ];
    return groupAgenda(entries, now);
  }, [tasks.data, actionItems.data, events.data, now]);

  const queries = [tasks, actionItems, events];
  return {
    groups,
    error: queries.find((query) => query.isError)?.error ?? null,
    loading: queries.some((query) => query.isPending),
    retry: () => queries.forEach((query) => void query.refetch()),
  };
}
