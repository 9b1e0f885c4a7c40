// Action item routes (SPEC §7 "Action items"): the agenda routes of the action item kind.
import { actionItemKind } from '../../services/action-items.js';
import { agendaRoutes } from '../agenda-routes.js';

export const actionItemRoutes = agendaRoutes(actionItemKind);
