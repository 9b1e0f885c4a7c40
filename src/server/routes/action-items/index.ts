// Action item routes (docs/product.md#action-items-api): the agenda routes of the action item kind.
import { actionItemKind } from '#server/services/action-items.js';
import { agendaRoutes } from '../agenda-routes.js';

export const actionItemRoutes = agendaRoutes(actionItemKind);
