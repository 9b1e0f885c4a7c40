// The calendar list under the name the app layer imports it by (the header's "N today" badge).
import { useAgendaList } from './get-agenda-list';

export function useCalendarEvents() {
  return useAgendaList('event');
}
