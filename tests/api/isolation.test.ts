// Isolation matrix (docs/decisions/009-hardening.md, docs/product.md#ownership, docs/security.md),
// generated from the app's route table (tests/helpers/routes.ts reads the OpenAPI document):
// - every route that is not in PUBLIC_ROUTES answers 401 without a session, changing nothing;
// - every route with a path id, called by another user with the owner's ids, answers 404 and
//   changes nothing; an organization member may read the owner's resource, a stranger may not;
// - every list route (a protected GET without ids) shows a stranger none of the owner's data.
// Strangers are a user of another team, a user without a team and a former teammate (removed from
// the owner's team after the data was made: docs/product.md#sharing); a teammate reads and edits
// the owner's shared guests. The teams are made through the team routes (docs/product.md#team-api).
//
// Adding a route family (the lead, after merging): add one entry to FIXTURES below: which routes
// it covers, how the owner creates one resource (return the path params; put MARKER in its text),
// and a valid body per write route, so the refusal is about ownership and not about the body, e.g.
//
//   {
//     name: 'tasks',
//     covers: (route) => route.path.startsWith('/api/tasks/{id}'),
//     create: async (t, owner) => ({ id: (await json(t, owner, 'POST', '/api/tasks', { title: MARKER })).id }),
//     bodies: { 'PATCH /api/tasks/{id}': { title: 'Hijacked' } },
//     notFound: { message: 'Task not found' },
//   },
//
// A route with ids that no fixture covers is still probed: with the owner's guest and journal
// entry ids (add other tables to the `ownerIds` query in beforeAll) and with ids that name nothing,
// it must answer a 4xx that does not contain MARKER. A route taking a `guestId` (or any `...Id`) in
// its query string or body is probed with the owner's guest id there (a valid rest of the body
// comes from the fixture's `bodies`). A public route goes in PUBLIC_ROUTES (tests/helpers/routes.ts);
// every other one is closed by the API door (plugins/api.ts) in `onRequest`, so `{}` without a
// session answers 401, not 400.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addGuest, apiCall, createTestApp, signedInUser, START_TIME } from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';
import {
  fillPath,
  fingerprint,
  HIDDEN_ROUTES,
  isWrite,
  PUBLIC_ROUTES,
  rawCall,
  registeredApiRoutes,
  routeTable,
} from '../helpers/routes.js';
import type { Route } from '../helpers/routes.js';

/** Text every resource of the owner carries: no answer to anyone else may contain it. */
const MARKER = 'Owner-Only-7f3c';
const TOMORROW = new Date(START_TIME.getTime() + 24 * 3_600_000).toISOString();

interface Who {
  cookie: string;
  id?: number;
}

interface Fixture {
  name: string;
  covers: (route: Route) => boolean;
  /** Creates one resource of `owner`; answers a value for each path param of the covered routes. */
  create: (t: TestApp, owner: Who) => Promise<Record<string, number | string>>;
  /** A valid body for each covered write route (by route key); `{}` otherwise. */
  bodies?: Record<string, Json>;
  /** The exact answer a stranger gets. */
  notFound: Json;
}

async function json(t: TestApp, who: Who, method: 'POST' | 'PATCH', url: string, body: Json) {
  const response = await apiCall(t, who.cookie, method, url, body);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
  return response.json() as Json & { id: number };
}

const FIXTURES: Fixture[] = [
  {
    name: 'guests and their journal',
    covers: (route) => route.path.startsWith('/api/guests/{id}'),
    create: async (t, owner) => {
      const guest = await addGuest(t, owner.cookie, { name: MARKER, email: 'marker@example.com' });
      await json(t, owner, 'POST', `/api/guests/${guest.id}/journal`, {
        action: 'manual note',
        description: `${MARKER} note`,
      });
      return { id: guest.id };
    },
    bodies: {
      'PATCH /api/guests/{id}': { name: 'Hijacked', email: 'x@example.com' },
      'PATCH /api/guests/{id}/status': { status: 'complete' },
      'POST /api/guests/{id}/journal': { action: 'manual note', description: 'Sneaky note' },
      'POST /api/guests/{id}/quiet-snooze': { days: 7 },
    },
    notFound: { message: 'Guest not found' },
  },
  {
    name: 'tasks',
    covers: (route) => route.path.startsWith('/api/tasks/{id}'),
    create: async (t, owner) => {
      const guest = await addGuest(t, owner.cookie, { name: `${MARKER} task guest` });
      const task = await json(t, owner, 'POST', '/api/tasks', {
        title: MARKER,
        description: `${MARKER} task`,
        guestId: guest.id,
      });
      return { id: task.id };
    },
    bodies: {
      'PATCH /api/tasks/{id}/status': { status: 'completed' },
      'PATCH /api/tasks/{id}': { dueDate: TOMORROW },
    },
    notFound: { message: 'Task not found' },
  },
  {
    name: 'action items',
    covers: (route) => route.path.startsWith('/api/action-items/{id}'),
    create: async (t, owner) => {
      const guest = await addGuest(t, owner.cookie, { name: `${MARKER} item guest` });
      const item = await json(t, owner, 'POST', '/api/action-items', {
        title: MARKER,
        description: `${MARKER} item`,
        guestId: guest.id,
      });
      return { id: item.id };
    },
    bodies: {
      'PATCH /api/action-items/{id}/complete': { isCompleted: true },
      'PATCH /api/action-items/{id}': { dueDate: TOMORROW },
    },
    notFound: { message: 'Action item not found' },
  },
  {
    name: 'calendar events',
    covers: (route) => route.path.startsWith('/api/calendar/{id}'),
    create: async (t, owner) => {
      const guest = await addGuest(t, owner.cookie, { name: `${MARKER} event guest` });
      const event = await json(t, owner, 'POST', '/api/calendar', {
        title: MARKER,
        description: `${MARKER} event`,
        startTime: TOMORROW,
        endTime: new Date(Date.parse(TOMORROW) + 3_600_000).toISOString(),
        eventType: 'recording',
        guestId: guest.id,
      });
      return { id: event.id };
    },
    bodies: {
      'PATCH /api/calendar/{id}': { reminders: [15] },
    },
    notFound: { message: 'Event not found' },
  },
  {
    name: 'the guest archive',
    covers: (route) => route.path.startsWith('/api/guests/archived/{id}'),
    create: async (t, owner) => {
      const guest = await addGuest(t, owner.cookie, { name: `${MARKER} archived guest` });
      await apiCall(t, owner.cookie, 'DELETE', `/api/guests/${guest.id}`);
      const archived = (await apiCall(t, owner.cookie, 'GET', '/api/guests/archived')).json() as {
        id: number;
        originalId: number;
      }[];
      const entry = archived.find((row) => row.originalId === guest.id);
      if (!entry) throw new Error('the archived guest is not in the archive');
      return { id: entry.id };
    },
    notFound: { message: 'Archived guest not found' },
  },
];

let t: TestApp;
let routes: Route[];
let owner: Who;
let member: Who;
let outsider: Who;
let loner: Who;
let former: Who;
/** Per fixture, the owner's resource's path params. */
const owned = new Map<Fixture, Record<string, number | string>>();
/** Ids of every row of the owner's, for routes no fixture covers. */
let ownerIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  routes = await routeTable(t);
  const ownerUser = await signedInUser(t);
  owner = ownerUser;
  member = await signedInUser(t);
  const formerUser = await signedInUser(t);
  former = { cookie: formerUser.cookie, id: formerUser.user.id };
  outsider = await signedInUser(t);
  loner = await signedInUser(t);
  await json(t, owner, 'POST', '/api/team', { name: `${MARKER} Network` });
  const link = (await json(t, owner, 'POST', '/api/team/invites', {})) as unknown as {
    token: string;
  };
  for (const who of [member, former]) {
    await json(t, who, 'POST', `/api/invites/${link.token}/join`, {});
  }
  await json(t, outsider, 'POST', '/api/team', { name: 'Other Network' });
  for (const fixture of FIXTURES) owned.set(fixture, await fixture.create(t, owner));
  // The former teammate saw all of it until now.
  expect((await apiCall(t, former.cookie, 'GET', '/api/guests')).body).toContain(MARKER);
  const removed = await apiCall(t, owner.cookie, 'DELETE', `/api/team/members/${former.id}`);
  expect(removed.statusCode).toBe(200);
  const { rows } = (await t.database.db.execute(
    sql`select id from guests union select id from journal_entries union select id from tasks
        union select id from action_items union select id from calendar_events
        union select id from guest_archive union select id from team_invites
        where organization_id = (select organization_id from users where id = ${ownerUser.user.id})
        union select id from users where organization_id is not null`,
  )) as unknown as { rows: { id: number }[] };
  ownerIds = rows.map((row) => Number(row.id));
});
afterAll(async () => t.close());

const fixtureOf = (route: Route) => FIXTURES.find((fixture) => fixture.covers(route));
const bodyOf = (route: Route) =>
  isWrite(route) ? JSON.stringify(fixtureOf(route)?.bodies?.[route.key] ?? {}) : undefined;
const ownedPath = (route: Route) => {
  const fixture = fixtureOf(route);
  const values = fixture ? owned.get(fixture) : undefined;
  return fillPath(
    route.path,
    Object.fromEntries(route.params.map((p) => [p, values?.[p] ?? ownerIds[0] ?? 1])),
  );
};

describe('isolation: the matrix covers the route table', () => {
  it('finds every registered /api route in the table (none hidden from the generated tests)', async () => {
    const documented = new Set(routes.map((r) => r.key));
    const registered = await registeredApiRoutes(t);
    expect(registered).toEqual(
      expect.arrayContaining(['GET /api/guests', 'PATCH /api/guests/{id}/status']),
    );
    expect(registered.filter((key) => !documented.has(key) && !HIDDEN_ROUTES.has(key))).toEqual([]);
  });

  it('lists every route family with an id, and the guests are covered by a fixture', () => {
    const withIds = routes.filter((r) => r.params.length > 0);
    expect(withIds.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'GET /api/guests/{id}',
        'DELETE /api/guests/{id}',
        'POST /api/guests/{id}/journal',
      ]),
    );
    const uncovered = withIds.filter((r) => !fixtureOf(r)).map((r) => r.key);
    // Not a failure: uncovered routes get the generic probe below. Named here to be seen.
    if (uncovered.length) console.info(`isolation: no fixture yet for ${uncovered.join(', ')}`);
  });
});

describe('every protected route answers 401 without a session, changing nothing', () => {
  const sessions: [string, string | undefined][] = [
    ['no cookie', undefined],
    ['an unknown session id', `sid=${'A'.repeat(32)}`],
    ['a malformed session id', 'sid=../../x'],
  ];
  it.each(sessions)('%s', async (_name, cookie) => {
    const protectedRoutes = routes.filter((r) => !PUBLIC_ROUTES.has(r.key));
    expect(protectedRoutes.length).toBeGreaterThan(8);
    const before = await fingerprint(t.database.db);
    for (const route of protectedRoutes) {
      const response = await rawCall(t, route.method, ownedPath(route), {
        ...(cookie ? { cookie } : {}),
        ...(isWrite(route) ? { body: bodyOf(route) ?? '{}' } : {}),
      });
      expect(response.statusCode, `${route.key} ${response.body}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Authentication required' });
    }
    expect(await fingerprint(t.database.db)).toEqual(before);
  });
});

describe("another user's ids answer 404 and change nothing (docs/product.md#ownership)", () => {
  const strangers = () =>
    [
      ['a user of another team', outsider],
      ['a user without a team', loner],
      ['a former teammate (removed from the team)', former],
    ] as const;

  it.each([0, 1, 2])('covered routes, stranger %#', async (index) => {
    const [, stranger] = strangers()[index] as readonly [string, Who];
    const before = await fingerprint(t.database.db);
    for (const route of routes.filter((r) => r.params.length > 0 && fixtureOf(r))) {
      const response = await rawCall(t, route.method, ownedPath(route), {
        cookie: stranger.cookie,
        ...(isWrite(route) ? { body: bodyOf(route) } : {}),
      });
      expect(response.statusCode, `${route.key} ${response.body}`).toBe(404);
      expect(response.json(), route.key).toEqual(fixtureOf(route)?.notFound);
    }
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it("routes no fixture covers: the owner's ids of every kind answer a 4xx without the owner's data", async () => {
    const before = await fingerprint(t.database.db);
    for (const route of routes.filter((r) => r.params.length > 0 && !fixtureOf(r))) {
      for (const id of [...ownerIds, 999_999]) {
        const url = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, id])));
        for (const [, stranger] of strangers()) {
          const response = await rawCall(t, route.method, url, {
            cookie: stranger.cookie,
            ...(isWrite(route) ? { body: '{}' } : {}),
          });
          expect(
            response.statusCode,
            `${route.method} ${url} ${response.body}`,
          ).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${route.method} ${url} ${response.body}`).toBeLessThan(500);
          expect(response.body).not.toContain(MARKER);
        }
      }
    }
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it("another user's guest id in a query string or a body (guestId, ...Id) answers a 4xx or nothing of the owner's", async () => {
    const guestId = owned.get(FIXTURES[0] as Fixture)?.id as number;
    const idNames = (names: string[]) => names.filter((n) => n === 'id' || /Id$/.test(n));
    const before = await fingerprint(t.database.db);
    let probed = 0;
    for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(r.key))) {
      const inQuery = idNames(route.query);
      const inBody = idNames(Object.keys(route.body?.properties ?? {}));
      if (inQuery.length === 0 && inBody.length === 0) continue;
      const path = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, 999_999])));
      const query = inQuery.map((n) => `${n}=${guestId}`).join('&');
      const url = query ? `${path}?${query}` : path;
      const body = {
        ...fixtureOf(route)?.bodies?.[route.key],
        ...Object.fromEntries(inBody.map((n) => [n, guestId])),
      };
      for (const stranger of [outsider, loner, former]) {
        const response = await rawCall(t, route.method, url, {
          cookie: stranger.cookie,
          ...(isWrite(route) ? { body: JSON.stringify(body) } : {}),
        });
        probed += 1;
        expect(response.statusCode, `${route.key} ${response.body}`).toBeLessThan(500);
        expect(response.body, route.key).not.toContain(MARKER);
        if (isWrite(route))
          expect(response.statusCode, `${route.key} ${response.body}`).toBeGreaterThanOrEqual(400);
      }
    }
    // Today no route takes a guest id outside its path; the tasks and calendar routes will.
    if (probed === 0) console.info('isolation: no route takes an id in its query or body yet');
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it("list routes show a stranger none of the owner's data, and a member all of it", async () => {
    const lists = routes.filter(
      (r) => r.method === 'GET' && r.params.length === 0 && !PUBLIC_ROUTES.has(r.key),
    );
    expect(lists.map((r) => r.key)).toContain('GET /api/guests');
    for (const route of lists) {
      for (const stranger of [outsider, loner, former]) {
        const response = await rawCall(t, 'GET', route.path, { cookie: stranger.cookie });
        expect(response.statusCode, route.key).toBeLessThan(500);
        expect(response.body, route.key).not.toContain(MARKER);
      }
    }
    const shared = await apiCall(t, member.cookie, 'GET', '/api/guests');
    expect(shared.body).toContain(MARKER);
  });

  it("a teammate reads the owner's resources on every covered read route", async () => {
    for (const route of routes.filter(
      (r) => r.method === 'GET' && r.params.length > 0 && fixtureOf(r),
    )) {
      const mine = await rawCall(t, 'GET', ownedPath(route), { cookie: owner.cookie });
      const theirs = await rawCall(t, 'GET', ownedPath(route), { cookie: member.cookie });
      expect(mine.statusCode, route.key).toBe(200);
      expect(theirs.statusCode, route.key).toBe(200);
      expect(theirs.json(), route.key).toEqual(mine.json());
      expect(theirs.body).toContain(MARKER);
    }
  });
});

describe('a teammate edits the shared guests (docs/product.md#sharing)', () => {
  // Last: the edits change the owner's records the tests above read.
  it("answers a teammate's every covered update of the owner's records as it answers the owner", async () => {
    const updates = routes.filter((r) => r.method === 'PATCH' && fixtureOf(r));
    expect(updates.map((r) => r.key)).toContain('PATCH /api/guests/{id}');
    for (const route of updates) {
      const response = await rawCall(t, 'PATCH', ownedPath(route), {
        cookie: member.cookie,
        body: bodyOf(route),
      });
      expect(response.statusCode, `${route.key} ${response.body}`).toBe(200);
    }
    const guestId = owned.get(FIXTURES[0] as Fixture)?.id as number;
    const guest = await apiCall(t, owner.cookie, 'GET', `/api/guests/${guestId}`);
    expect(guest.json()).toMatchObject({ name: 'Hijacked', lastModifiedBy: expect.any(Number) });
    const journal = await apiCall(t, former.cookie, 'GET', `/api/guests/${guestId}/journal`);
    expect(journal.statusCode).toBe(404);
  });
});
