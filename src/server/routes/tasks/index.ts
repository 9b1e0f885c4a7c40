// Task routes (docs/product.md#tasks-api): the agenda routes of the task kind.
import { taskKind } from '#server/services/tasks.js';
import { agendaRoutes } from '../agenda-routes.js';

export const taskRoutes = agendaRoutes(taskKind);
