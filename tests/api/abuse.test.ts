// Abuse tests (docs/decisions/009-hardening.md, docs/security.md): property-based bodies, query
// strings and ids for every JSON route of the app, generated from its route table
// (tests/helpers/routes.ts reads the OpenAPI document), so a route added later is fuzzed without
// editing this file. Every answer must be a 4xx JSON {message} or a success, never a 5xx, and a
// refused request must change no row.
//
// Reproduce a failure: fast-check prints the seed and path; run again with FC_SEED=<seed>.
// More runs: FC_RUNS=500 npm run test:unit -- tests/api/abuse.test.ts
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { IMPORT_BODY_LIMIT } from '#server/routes/guest-csv/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGuest,
  apiCall,
  createTestApp,
  PASSWORD,
  sessionCookie,
  signedInUser,
} from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';
import {
  fillPath,
  fingerprint,
  isWrite,
  rawCall,
  routeTable,
  wellFormed,
  withoutCounters,
} from '../helpers/routes.js';
import type { Fingerprint, JsonSchema, Route } from '../helpers/routes.js';

/** Write routes with a body limit of their own; every other one takes at most 1 MB. */
const BODY_LIMITS: Record<string, number> = { 'POST /api/guests/import': IMPORT_BODY_LIMIT };

const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FC_RUNS ?? 30);
const options = { seed: SEED, numRuns: RUNS };
/** Per property over all routes: generous, as the table grows with every merged route. */
const TIMEOUT = Math.max(180_000, RUNS * 6_000);

let t: TestApp;
let routes: Route[];
let owner: { username: string; cookie: string };
/** Ids of the owner's own resources; fuzzed ids avoid them, so a fuzzed id names nothing. */
let ownIds: Record<string, number>;

/** A fresh owner with a guest and a note: the resources the fuzzed requests aim at. */
async function newOwner() {
  const { user, cookie } = await signedInUser(t);
  owner = { username: user.username, cookie };
  const guest = await addGuest(t, cookie, { name: 'Fuzz Target', email: 'fuzz@example.com' });
  await apiCall(t, cookie, 'POST', `/api/guests/${guest.id}/journal`, {
    action: 'manual note',
    description: 'A note to keep',
  });
  ownIds = { id: guest.id, guestId: guest.id };
}

beforeAll(async () => {
  t = await createTestApp();
  routes = await routeTable(t);
  await newOwner();
  console.info(`abuse tests: FC_SEED=${SEED} FC_RUNS=${RUNS} over ${routes.length} routes`);
});
afterAll(async () => t.close());

/** The owner's own ids for every path parameter (1 where the table has no resource of that kind). */
const ownPath = (route: Route) =>
  fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, ownIds[p] ?? 1])));

/** Every path parameter set to an id that names nothing. */
const missingPath = (route: Route) =>
  fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, 999_999])));

/**
 * After a success, make sure the owner is still signed in: a fuzzed logout may have ended the
 * session, and an account route that accepted its body may have deleted the account itself.
 */
async function keepSignedIn() {
  const me = await apiCall(t, owner.cookie, 'GET', '/api/user');
  if (me.statusCode === 200) return;
  const again = await apiCall(t, undefined, 'POST', '/api/login', {
    username: owner.username,
    password: PASSWORD,
  });
  if (again.statusCode === 200) owner.cookie = sessionCookie(again);
  else await newOwner();
}

/**
 * The rule every answer obeys: no 5xx; a 4xx is JSON `{message}` and changes no row outside the
 * attempt counters (none at all for 404 and 413). A 400 may count an attempt: a wrong password on
 * the account routes is a 400 with a field error, and it counts toward the login limit like a
 * failed login (docs/decisions/007-account.md), or guessing through those routes would be free.
 */
async function checkAnswer(
  label: string,
  response: LightMyRequestResponse,
  before: Fingerprint,
  expectStatus?: (status: number) => boolean,
) {
  const where = `${label} answered ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (expectStatus) expect(expectStatus(response.statusCode), where).toBe(true);
  if (response.statusCode >= 400) {
    expect(response.headers['content-type'], where).toMatch(/^application\/json/);
    expect(typeof (response.json() as { message?: unknown }).message, where).toBe('string');
    const after = await fingerprint(t.database.db);
    if ([404, 413].includes(response.statusCode)) expect(after, where).toEqual(before);
    else expect(withoutCounters(after), where).toEqual(withoutCounters(before));
  } else {
    await keepSignedIn();
  }
}

// ---- arbitraries -----------------------------------------------------------------------------

const oddUnicode = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '\u202e\u0041\u0042', // right-to-left override
    '\ud800', // lone surrogate
    '\udfff\ud800',
    'e\u0301\u0301\u0301\u0301', // stacked combining marks
    '\ufeff',
    '👩‍👩‍👧‍👦'.repeat(50),
    'Ａｄｍｉｎ', // full-width
    '\u2028\u2029',
    "'; drop table guests; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00%ff',
  ),
);
const longString = fc.constantFrom(1_000, 10_000, 200_000).map((n) => 'x'.repeat(n));
/** JSON text sent as is (too deep for JSON.stringify to write). */
class RawJson {
  constructor(readonly text: string) {}
}
const nested = fc.oneof(
  fc.integer({ min: 50, max: 20_000 }).map((d) => new RawJson('['.repeat(d) + ']'.repeat(d))),
  fc
    .integer({ min: 50, max: 20_000 })
    .map((d) => new RawJson('{"a":'.repeat(d) + '1' + '}'.repeat(d))),
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  oddUnicode,
  longString,
  nested,
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.jsonValue(),
);
const extraKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'userId',
  'organizationId',
  'isAdmin',
  'isArchived',
  'createdAt',
  '',
  '\u0000',
);

/** A JSON object text built by hand, so `__proto__` and duplicate keys reach the server as sent. */
function objectText(entries: [string, unknown][]): string {
  const text = (value: unknown) =>
    value instanceof RawJson ? value.text : (JSON.stringify(value) ?? 'null');
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${text(value)}`).join(',')}}`;
}

/** Bodies around a route's schema: declared fields missing, null, of any type, plus extra keys. */
function fuzzedBody(schema: JsonSchema): fc.Arbitrary<string> {
  const declared = Object.keys(schema.properties ?? {});
  const fields = declared.map((key) =>
    fc.option(
      anyValue.map((value) => [key, value] as [string, unknown]),
      { nil: undefined },
    ),
  );
  const extras = fc.array(
    fc.tuple(extraKeys, anyValue).map(([k, v]) => [k, v] as [string, unknown]),
    { maxLength: 3 },
  );
  return fc
    .tuple(fc.tuple(...fields), extras)
    .map(([chosen, more]) =>
      objectText([...chosen.filter((e): e is [string, unknown] => e !== undefined), ...more]),
    );
}

/** The JSON type of a value once sent, as JSON Schema names it (NaN, ±Infinity, undefined: null). */
function jsonType(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Declared fields with one plain type: a value of another type must be refused. */
function typedFields(schema: JsonSchema): [string, string, boolean][] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) =>
    typeof field.type === 'string' && !field.anyOf && !field.oneOf
      ? [[key, field.type, Boolean(field.nullable)] as [string, string, boolean]]
      : [],
  );
}

function wrongTypeBody(schema: JsonSchema): fc.Arbitrary<string> | undefined {
  const typed = typedFields(schema);
  if (typed.length === 0) return undefined;
  return fc
    .tuple(fc.constantFrom(...typed), anyValue)
    .filter(([[, type, nullable], value]) => {
      const actual = jsonType(value);
      if (actual === 'null') return !nullable;
      if (type === 'number') return actual !== 'integer' && actual !== 'number';
      return actual !== type;
    })
    .map(([[key], value]) => objectText([[key, value]]));
}

const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":1,}',
    "{'a':1}",
    '{"a":}',
    'NaN',
    'undefined',
    '[1,2',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":"\u0000',
    '\u0000',
    '{"a":1}{"b":2}',
    '',
  ),
  fc.string().map((s) => `{"a":${JSON.stringify(s)},`),
);

const fuzzedId = fc.oneof(
  fc.integer({ min: 1_000, max: 2 ** 31 - 1 }),
  fc.integer({ min: -(2 ** 31), max: 0 }),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }),
  fc.constantFrom(
    '9999999999',
    '4294967297',
    '1e3',
    '0x10',
    '1.5',
    // Leading space and zeros, on numbers far past any id a test creates: an id they parse to
    // must still name nothing (' 7' once named an invite the file's earlier tests had made).
    ' 7777777',
    '007777777',
    '-0',
    'null',
    'undefined',
    '[]',
    '%00',
    '../1',
    '9'.repeat(400),
  ),
  fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !/^\d+$/.test(s) || Number(s) >= 1_000),
  oddUnicode.filter((s) => s.length > 0),
);

const queryPart = fc.oneof(
  fc
    .tuple(extraKeys, fc.string())
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
  fc.constantFrom(
    '__proto__[isAdmin]=1',
    'constructor[prototype][x]=1',
    'a=1&a=2&a=3',
    'a[]=1&a[]=2',
    'status=%E0%A4%A',
    'x=%ff%fe',
    `q=${'y'.repeat(20_000)}`,
    'limit=-1',
    'offset=99999999999999999999',
    'includeArchived=true',
    'userId=1',
  ),
  oddUnicode.map((s) => `q=${encodeURIComponent(wellFormed(s))}`),
  fc.constant('q=%ED%A0%80'), // a lone surrogate, percent-encoded
);

/**
 * Twilio's webhook, which without Twilio (as here) does not exist: 404 whatever is sent
 * (docs/product.md#sms-notifications).
 */
const INBOUND_OFF = 'POST /api/sms/inbound';

// ---- properties ------------------------------------------------------------------------------

describe('abuse: every route from the route table', () => {
  it('finds the routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.map((r) => r.key)).toEqual(
      expect.arrayContaining(['POST /api/guests', 'PATCH /api/guests/{id}', 'POST /api/login']),
    );
  });

  it(
    'answers fuzzed bodies (missing, null, wrong-typed, huge, nested, extra and __proto__ keys) with 4xx or success, never 5xx',
    async () => {
      for (const route of routes.filter((r) => r.body)) {
        await fc.assert(
          fc.asyncProperty(fuzzedBody(route.body as JsonSchema), async (body) => {
            const before = await fingerprint(t.database.db);
            const response = await rawCall(t, route.method, ownPath(route), {
              cookie: owner.cookie,
              body,
            });
            await checkAnswer(`${route.key} ${body.slice(0, 200)}`, response, before);
          }),
          options,
        );
      }
    },
    TIMEOUT,
  );

  it(
    'refuses a declared field of the wrong type with 400 and changes nothing',
    async () => {
      let checked = 0;
      for (const route of routes.filter((r) => r.body)) {
        const arbitrary = wrongTypeBody(route.body as JsonSchema);
        if (!arbitrary) continue;
        checked += 1;
        await fc.assert(
          fc.asyncProperty(arbitrary, async (body) => {
            const before = await fingerprint(t.database.db);
            const response = await rawCall(t, route.method, ownPath(route), {
              cookie: owner.cookie,
              body,
            });
            await checkAnswer(
              `${route.key} ${body.slice(0, 200)}`,
              response,
              before,
              (s) => s === (route.key === INBOUND_OFF ? 404 : 400),
            );
          }),
          options,
        );
      }
      expect(checked).toBeGreaterThan(5);
    },
    TIMEOUT,
  );

  it(
    'refuses malformed JSON on every write route with 400 and changes nothing',
    async () => {
      for (const route of routes.filter(isWrite)) {
        await fc.assert(
          fc.asyncProperty(malformedJson, async (body) => {
            const before = await fingerprint(t.database.db);
            const response = await rawCall(t, route.method, ownPath(route), {
              cookie: owner.cookie,
              body,
            });
            await checkAnswer(
              `${route.key} ${body.slice(0, 200)}`,
              response,
              before,
              (s) => s === (route.key === INBOUND_OFF ? 404 : 400),
            );
          }),
          options,
        );
      }
    },
    TIMEOUT,
  );

  it(
    'answers ids that name nothing with 4xx on every route with an id, changing nothing',
    async () => {
      const withIds = routes.filter((r) => r.params.length > 0);
      expect(withIds.length).toBeGreaterThan(3);
      for (const route of withIds) {
        await fc.assert(
          fc.asyncProperty(fuzzedId, async (id) => {
            const url = fillPath(
              route.path,
              Object.fromEntries(route.params.map((p) => [p, String(id)])),
            );
            const before = await fingerprint(t.database.db);
            const response = await rawCall(t, route.method, url, {
              cookie: owner.cookie,
              ...(isWrite(route) ? { body: '{}' } : {}),
            });
            await checkAnswer(
              `${route.method} ${url}`,
              response,
              before,
              (s) => s >= 400 && s < 500,
            );
          }),
          options,
        );
      }
    },
    TIMEOUT,
  );

  it(
    'shrugs off odd query strings on every route: no 5xx, and a read changes nothing',
    async () => {
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(fc.array(queryPart, { minLength: 1, maxLength: 4 }), async (parts) => {
            const path = route.method === 'GET' ? ownPath(route) : missingPath(route);
            const url = `${path}?${parts.join('&')}`;
            const before = await fingerprint(t.database.db);
            const response = await rawCall(t, route.method, url, {
              cookie: owner.cookie,
              ...(isWrite(route) ? { body: '{}' } : {}),
            });
            if (route.method === 'GET') {
              expect(withoutCounters(await fingerprint(t.database.db)), url).toEqual(
                withoutCounters(before),
              );
            }
            await checkAnswer(`${route.method} ${url.slice(0, 200)}`, response, before);
          }),
          { ...options, numRuns: Math.ceil(RUNS / 2) },
        );
      }
    },
    TIMEOUT,
  );

  it('answers a body over 1 MB with 413 {message} on every write route, changing nothing', async () => {
    const bodyOver = (limit: number) =>
      JSON.stringify({ name: 'x'.repeat(limit + 100_000), description: 'x', password: 'x' });
    const big = bodyOver(1_000_000);
    for (const route of routes.filter(isWrite)) {
      const before = await fingerprint(t.database.db);
      // The CSV import takes files up to 5 MB, so its own limit is larger (routes/guest-csv).
      const limit = BODY_LIMITS[route.key];
      const response = await rawCall(t, route.method, ownPath(route), {
        cookie: owner.cookie,
        body: limit ? bodyOver(limit) : big,
      });
      await checkAnswer(
        route.key,
        response,
        before,
        (s) => s === (route.key === INBOUND_OFF ? 404 : 413),
      );
      expect(response.json()).toEqual({
        message: route.key === INBOUND_OFF ? 'Not found' : expect.stringMatching(/too large/i),
      });
    }
  });

  it("still has the owner's guest and note afterwards", async () => {
    const journal = await apiCall(t, owner.cookie, 'GET', `/api/guests/${ownIds.id}/journal`);
    expect(journal.statusCode).toBe(200);
    expect(JSON.stringify(journal.json())).toContain('A note to keep');
  });
});
