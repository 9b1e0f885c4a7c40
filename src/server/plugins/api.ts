// The one door into the API (docs/decisions/015-api-door.md): the session gate, the error
// handler and the list of route folders. Registered after the session plugin, so the gate sees
// `request.user`, and before any route, so no route is registered outside it.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { badRequest, unauthorized } from '../errors.js';
import type {} from '../route-config.js';
import { accountRoutes } from '../routes/account/index.js';
import { actionItemRoutes } from '../routes/action-items/index.js';
import { applyRoutes } from '../routes/apply/index.js';
import { archiveRoutes } from '../routes/archive/index.js';
import { authRoutes } from '../routes/auth/index.js';
import { calendarFeedRoutes } from '../routes/calendar-feed/index.js';
import { calendarRoutes } from '../routes/calendar/index.js';
import { captchaRoutes } from '../routes/captcha/index.js';
import { guestCsvRoutes } from '../routes/guest-csv/index.js';
import { guestFormRoutes } from '../routes/guest-form/index.js';
import { guestRoutes } from '../routes/guests/index.js';
import { healthRoutes } from '../routes/health.js';
import { insightsRoutes } from '../routes/insights/index.js';
import { liveRoutes } from '../routes/live/index.js';
import { notificationRoutes } from '../routes/notifications/index.js';
import { taskRoutes } from '../routes/tasks/index.js';
import { teamRoutes } from '../routes/team/index.js';
import { handleError, INVALID_REQUEST } from './errors.js';

export interface ApiOptions {
  ctx: AppContext;
  database: Database;
  config: Config;
  /** The web build (dist/web): the public guest form finds its script in its manifest. */
  webRoot: string;
  /** The shared Redis (REDIS_URL), when there is one. */
  redis: Redis | undefined;
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
  insightsRoutes,
  liveRoutes,
  guestFormRoutes,
  // The public guest form's HTML pages (/apply/...), after the API it uses.
  applyRoutes,
  notificationRoutes,
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

  // Fastify's JSON parser refuses a key that could poison an object's prototype (`__proto__`, or
  // `constructor` holding `prototype`) with the words of a body that is not JSON at all. The same
  // parser and the same refusal, in its own words when the text is JSON after all
  // (docs/product.md#error-format).
  const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
  const readJson = app.getDefaultJsonParser(
    onProtoPoisoning ?? 'error',
    onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    readJson(request, text, (error, value) => {
      const code = (error as { code?: unknown } | null)?.code;
      if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' && isJsonText(text)) {
        done(badRequest(FORBIDDEN_KEY_MESSAGE), undefined);
      } else {
        done(error, value);
      }
    });
  });

  // PostgreSQL text cannot hold the NUL character: refused here, for every route at once, rather
  // than failing the write with a 500 (docs/product.md#validation).
  app.addHook('preValidation', async (request) => {
    // A JSON `null` is a body of the wrong kind on every route that reads one, a route whose body
    // may be left out included: its validator cannot tell it from no body (Fastify hands it `null`
    // for both), so it is told here, with the answer any other route gives it.
    if (request.body === null && request.routeOptions.schema?.body !== undefined) {
      throw badRequest(INVALID_REQUEST, [{ path: '', message: INVALID_REQUEST }]);
    }
    const path = nulCharacterPath(request.body);
    if (path !== null) throw badRequest(NUL_MESSAGE, [{ path, message: NUL_MESSAGE }]);
  });

  for (const routes of ROUTE_FOLDERS) await app.register(routes, opts);
  app.get('/api/openapi.json', { schema: { hide: true }, config: { public: true } }, async () =>
    app.swagger(),
  );
});

const NUL_MESSAGE = 'Text must not contain the NUL character';
const FORBIDDEN_KEY_MESSAGE =
  'The request body may not contain a "__proto__" key or a "constructor" key holding a "prototype".';

/** Whether the text reads as JSON (a leading byte-order mark allowed, as the parser allows it). */
function isJsonText(text: string): boolean {
  try {
    JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where in a JSON body a string holds U+0000 ("guests.2.name"; "" for the body itself), or null.
 * Walked without recursion, and the path spelled only once found: a body may nest deeply.
 */
export function nulCharacterPath(body: unknown): string | null {
  const nodes: { value: unknown; key: string; parent: number }[] = [
    { value: body, key: '', parent: -1 },
  ];
  for (let index = 0; index < nodes.length; index += 1) {
    const { value } = nodes[index]!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(nodes, index);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        nodes.push({ value: item, key, parent: index });
    }
  }
  return null;
}

function pathOf(nodes: readonly { key: string; parent: number }[], index: number): string {
  const keys: string[] = [];
  for (let at = index; at > 0; at = nodes[at]!.parent) keys.push(nodes[at]!.key);
  return keys.reverse().join('.');
}
