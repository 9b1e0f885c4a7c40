// Calendar routes (docs/product.md#calendar-api): the agenda routes of the calendar event kind; a
// guestId query naming no guest the caller may see answers 404 "Guest not found".
import { calendarEventKind } from '#server/services/calendar.js';
import { agendaRoutes } from '../agenda-routes.js';

export const calendarRoutes = agendaRoutes(calendarEventKind);
