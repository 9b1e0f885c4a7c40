// The app's real route table, read from its OpenAPI document (every route that is not hidden, with
// its params and body schema), and a cheap fingerprint of every table: the abuse and isolation
// tests are generated from the first and compare the second, so a route added later is covered
// without editing them.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import type { Json, TestApp } from './app.js';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  [key: string]: unknown;
}

export interface Route {
  method: Method;
  /** OpenAPI form: `/api/guests/{id}`. */
  path: string;
  /** Path parameter names, in order. */
  params: string[];
  /** Query parameter names the route documents. */
  query: string[];
  /** The JSON body schema, when the route takes a body. */
  body: JsonSchema | undefined;
  /** `GET /api/guests/{id}`: how tests name a route. */
  key: string;
}

/**
 * Routes anyone may call without a session (docs/product.md#auth-api). Every other
 * /api route must answer 401 without one. A new public route is added here, on purpose.
 */
export const PUBLIC_ROUTES = new Set([
  'GET /api/captcha/challenge',
  'GET /api/captcha/config',
  'POST /api/login',
  'POST /api/cancel-deletion',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/pre-register-verification',
  'POST /api/verify-pre-registration',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  // The calendar feed is read by calendar apps without a cookie: its unguessable token is the
  // credential, and a wrong one answers 404 (docs/decisions/010-calendar-feed-and-dark-mode.md).
  'GET /api/calendar-feed/{file}',
  // Twilio's inbound-message webhook proves itself with X-Twilio-Signature (403 without it) and
  // does not exist without Twilio configured (docs/decisions/022-sms-notifications.md).
  'POST /api/sms/inbound',
]);

/** Every documented /api route of the app. */
export async function routeTable(t: TestApp): Promise<Route[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = response.json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase() as Method;
      if (!['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].includes(method)) continue;
      routes.push({
        method,
        path,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
        key: `${method} ${path}`,
      });
    }
  }
  return routes;
}

/** Lone surrogates replaced (encodeURIComponent throws on them); they are sent percent-encoded apart. */
export const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/**
 * API routes registered but hidden from the OpenAPI document, on purpose. Any other hidden /api
 * route fails the completeness test (isolation.test.ts): it would escape the generated tests.
 */
export const HIDDEN_ROUTES = new Set(['GET /api/openapi.json', 'GET /api/captcha/config']);

/** Every /api route Fastify has registered (`METHOD /api/x/{id}`), from its route tree. */
export async function registeredApiRoutes(t: TestApp): Promise<string[]> {
  await t.app.ready();
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    // `│   ├── /status (PATCH)`; a node without methods is only a prefix of deeper routes.
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (!path.startsWith('/api/')) continue;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') found.push(`${method} ${path}`);
    }
  }
  return found;
}

/** `/api/guests/{id}` with `{id: 7}` -> `/api/guests/7`; values are URL-encoded. */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(wellFormed(String(value)));
  });
}

export const isWrite = (route: Route) => route.method !== 'GET';

/**
 * Tables whose rows only count attempts (failed logins, texts sent, used captcha solutions): a
 * refused login is *meant* to write one. Every other table must not change on a refused request.
 */
export const COUNTER_TABLES = new Set(['login_failures', 'sms_sends', 'captcha_replays']);

export type Fingerprint = Record<string, string>;

/** Row count and a hash of the rows of every table, in one round trip. */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  const { rows: tables } = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const query = tables
    .map(
      ({ tablename }) =>
        `select '${tablename}' as name, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as print from "${tablename}" x`,
    )
    .join(' union all ');
  const { rows } = (await db.execute(sql.raw(query))) as unknown as {
    rows: { name: string; print: string }[];
  };
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The fingerprint without the attempt counters. */
export function withoutCounters(print: Fingerprint): Fingerprint {
  return Object.fromEntries(Object.entries(print).filter(([name]) => !COUNTER_TABLES.has(name)));
}

/**
 * Routes whose answer is an endless stream (docs/product.md#live-updates): rawCall reads their
 * first event, then hangs up, and answers with what it read as the body.
 */
const STREAM_PATHS = new Set(['/api/live']);

/** Inject a raw request (a string body is sent as is). */
export async function rawCall(
  t: TestApp,
  method: Method,
  url: string,
  options: { cookie?: string; body?: string; contentType?: string; headers?: Json } = {},
) {
  const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined)
    headers['content-type'] = options.contentType ?? 'application/json';
  const request = {
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: options.body } : {}),
  };
  if (method !== 'GET' || !STREAM_PATHS.has(url.split('?')[0] as string)) {
    return t.app.inject(request);
  }
  const response = await t.app.inject({ ...request, payloadAsStream: true });
  let body = '';
  const endless = String(response.headers['content-type']).startsWith('text/event-stream');
  for await (const chunk of response.stream()) {
    body += String(chunk);
    if (endless && body.includes('\n\n')) break;
  }
  if (endless) response.raw.res.destroy();
  return Object.assign(response, {
    body,
    payload: body,
    rawPayload: Buffer.from(body),
    json: () => JSON.parse(body) as unknown,
  });
}
