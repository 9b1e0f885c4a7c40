// The one door into the API (docs/decisions/015-api-door.md): the session gate, the error
// handler and the list of route folders. Registered after the session plugin, so the gate sees
// `request.user`, and before any route, so no route is registered outside it.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { unauthorized } from '../errors.js';
import type {} from '../route-config.js';
import { accountRoutes } from '../routes/account/index.js';
import { actionItemRoutes } from '../routes/action-items/index.js';
import { archiveRoutes } from '../routes/archive/index.js';
import { authRoutes } from '../routes/auth/index.js';
import { calendarFeedRoutes } from '../routes/calendar-feed/index.js';
import { calendarRoutes } from '../routes/calendar/index.js';
import { captchaRoutes } from '../routes/captcha/index.js';
import { guestCsvRoutes } from '../routes/guest-csv/index.js';
import { guestRoutes } from '../routes/guests/index.js';
import { healthRoutes } from '../routes/health.js';
import { taskRoutes } from '../routes/tasks/index.js';
import { teamRoutes } from '../routes/team/index.js';
import { handleError } from './errors.js';

export interface ApiOptions {
  ctx: AppContext;
  database: Database;
}

/**
 * Every route folder, in the order the OpenAPI document lists them. A new folder is added here;
 * its routes need a session unless they declare `config: { public: true }`.
 */
const ROUTE_FOLDERS: FastifyPluginAsync<ApiOptions>[] = [
  healthRoutes,
  captchaRoutes,
  authRoutes,
  guestRoutes,
  guestCsvRoutes,
  accountRoutes,
  archiveRoutes,
  taskRoutes,
  actionItemRoutes,
  calendarRoutes,
  calendarFeedRoutes,
  teamRoutes,
];

export const apiPlugin = fp(async (app: FastifyInstance, opts: ApiOptions) => {
  // At the root, so pages, static files and unknown paths answer in the same format.
  app.setErrorHandler(handleError);

  // At the root too, so an /api route registered anywhere is behind it. onRequest comes before
  // the body is read: an anonymous caller learns nothing but 401. Unknown paths have no route
  // url and keep their 404.
  app.addHook('onRequest', async (request) => {
    if (request.user || request.routeOptions.config.public) return;
    if (request.routeOptions.url?.startsWith('/api/')) throw unauthorized();
  });

  for (const routes of ROUTE_FOLDERS) await app.register(routes, opts);
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, async () =>
    app.swagger(),
  );
});
