// The database keeps the stays rule of docs/product.md#insights (guest_stays, its triggers and the
// migration's fill); the rule's statement is the pure function staysFromHistory
// (src/server/services/insight-stays.ts, unit-tested on its own). Here guests live varied lives
// through the routes, as hosts live them (added, moved back and forth, created into a later column,
// archived, restored), the clock moved between steps; the stalls and flow cards must answer, for
// several periods, what the function computes from the same histories: first from the stays the
// triggers wrote, then from those the migration's fill reads out of the journal
// (docs/decisions/028-insights.md).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GuestStatus } from '#shared/enums.js';
import { resolvePeriod } from '#shared/schemas/insights.js';
import type { GuestHistory } from '#server/services/insight-stays.js';
import { staysFromHistory } from '#server/services/insight-stays.js';
import { apiCall, createTestApp, login, signedInUser, START_TIME } from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';
import { refillStaysAsTheMigrationsDo } from '../helpers/insights.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 86_400_000;
/** Day 0: 100 days before the test clock's start; day n may be fractional (a quarter is 6 hours). */
const B = START_TIME.getTime() - 100 * DAY;
const day = (n: number) => new Date(B + n * DAY);
const date = (n: number) => day(n).toISOString().slice(0, 10);

interface Host {
  username: string;
  cookie: string;
  /** The day the host last signed in. */
  signedIn: number;
}

/** The hosts and, for each of their guests, the history the routes were asked to make. */
const hosts: Host[] = [];
const histories = new Map<Host, Map<number, GuestHistory>>();

async function travelTo(n: number) {
  t.clock.current = day(n);
  // Sessions idle out after 14 days: sign in again before then (not at every step: signing in
  // hashes a password, and the story has many steps).
  for (const host of hosts) {
    if (n - host.signedIn < 10) continue;
    host.cookie = await login(t, host.username);
    host.signedIn = n;
  }
}

async function newHost(): Promise<Host> {
  const { user, cookie } = await signedInUser(t);
  const host = { username: user.username, cookie, signedIn: (t.clock.current.getTime() - B) / DAY };
  hosts.push(host);
  histories.set(host, new Map());
  return host;
}

async function ok(
  host: Host,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: Json,
) {
  const response = await apiCall(t, host.cookie, method, url, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as unknown;
}

const historyOf = (host: Host, id: number) => histories.get(host)?.get(id) as GuestHistory;

async function add(host: Host, status: GuestStatus = 'prospect'): Promise<number> {
  const { id } = (await ok(host, 'POST', '/api/guests', {
    name: `Guest ${histories.get(host)?.size ?? 0}`,
    details: 'Guest of the show',
    status,
  })) as { id: number };
  histories.get(host)?.set(id, { added: t.clock.current, status, events: [] });
  return id;
}

async function move(host: Host, id: number, status: GuestStatus) {
  await ok(host, 'PATCH', `/api/guests/${id}/status`, { status });
  (historyOf(host, id).events as GuestHistory['events'][number][]).push({
    at: t.clock.current,
    kind: 'moved',
    status,
  });
}

async function archive(host: Host, id: number) {
  await ok(host, 'DELETE', `/api/guests/${id}`);
  (historyOf(host, id).events as GuestHistory['events'][number][]).push({
    at: t.clock.current,
    kind: 'archived',
  });
}

async function restore(host: Host, id: number) {
  const archived = (await ok(host, 'GET', '/api/guests/archived')) as {
    id: number;
    originalId: number;
  }[];
  const entry = archived.find((candidate) => candidate.originalId === id);
  await ok(host, 'POST', `/api/guests/archived/${entry?.id}/restore`);
  (historyOf(host, id).events as GuestHistory['events'][number][]).push({
    at: t.clock.current,
    kind: 'restored',
  });
}

/** Every step of every guest, in time order: [day, what happens]. */
async function liveTheStory(host: Host, stranger: Host) {
  const ids: Record<string, number> = {};
  const steps: [number, () => Promise<unknown>][] = [
    [0, async () => (ids.a = await add(host))],
    [3, () => move(host, ids.a as number, 'hot')],
    [5, async () => (ids.b = await add(host, 'scheduled'))],
    [7.25, () => move(host, ids.a as number, 'prospect')],
    [9, () => move(host, ids.a as number, 'hot')],
    [10, async () => (ids.c = await add(host))],
    [12.5, async () => (ids.s = await add(stranger))],
    [15, () => archive(host, ids.c as number)],
    [20, () => move(host, ids.a as number, 'scheduled')],
    [22, () => move(stranger, ids.s as number, 'scheduled')],
    [25, async () => (ids.d = await add(host, 'hot'))],
    [30, () => move(host, ids.b as number, 'complete')],
    [35, () => archive(host, ids.d as number)],
    [40, () => restore(host, ids.c as number)],
    [42.5, () => move(host, ids.c as number, 'intro')],
    [45, () => move(host, ids.a as number, 'complete')],
    [50, async () => (ids.e = await add(host))],
    [55.75, () => move(host, ids.e as number, 'scheduled')],
    [60, () => move(host, ids.c as number, 'limbo')],
    [66, () => move(stranger, ids.s as number, 'prospect')],
    [70, () => move(host, ids.e as number, 'prospect')],
    [80, () => archive(host, ids.e as number)],
    [85, () => restore(host, ids.e as number)],
    [88.25, async () => (ids.f = await add(host))],
    [92, () => move(host, ids.f as number, 'intro')],
    [96, () => move(host, ids.f as number, 'scheduled')],
  ];
  for (const [n, step] of steps) {
    await travelTo(n);
    await step();
  }
  await travelTo(100);
}

/** Last 30, 90, 365 days; from-to periods that cut stays, run on past now, lie in the future. */
const QUERIES = [
  'days=30',
  'days=90',
  'days=365',
  `from=${date(12)}&to=${date(44)}`,
  `from=${date(0)}&to=${date(9)}`,
  `from=${date(60)}&to=${date(130)}`,
  `from=${date(101)}&to=${date(120)}`,
];

async function expectTheRule(host: Host) {
  const guests = [...(histories.get(host)?.values() ?? [])];
  const now = t.clock.current;
  for (const query of QUERIES) {
    const params = Object.fromEntries(new URLSearchParams(query));
    const expected = staysFromHistory(guests, resolvePeriod(params, now), now);
    const stalls = await ok(host, 'GET', `/api/insights/stalls?${query}`);
    expect((stalls as { columns: unknown }).columns, `stalls?${query}`).toEqual(expected.stalls);
    const { period: _period, ...flow } = (await ok(
      host,
      'GET',
      `/api/insights/flow?${query}`,
    )) as Json;
    expect(flow, `flow?${query}`).toEqual(expected.flow);
  }
}

let host: Host;
let stranger: Host;
beforeAll(async () => {
  t.clock.current = day(0);
  host = await newHost();
  stranger = await newHost();
  await liveTheStory(host, stranger);
});

it('reaches every case of the rule with these histories', () => {
  const all = staysFromHistory(
    [...(histories.get(host)?.values() ?? [])],
    resolvePeriod({ days: '365' }, t.clock.current),
    t.clock.current,
  );
  // Prospects A, C, E, F; A, E and F scheduled after it, A complete; B (created scheduled) booked.
  expect(all.flow.conversion).toMatchObject({ prospects: 4, scheduled: 3, complete: 1 });
  expect(all.flow.booked).toBe(4);
  // Prospect stays: A 0-3 and 7.25-9 (back and forth); C 10-15 (archived) and 40-42.5 (restored);
  // E 50-55.75, 70-80 (archived) and from 85 (restored, still there); F 88.25-92.
  expect(all.stalls.find((column) => column.status === 'prospect')).toMatchObject({
    stays: 8,
    ongoing: 1,
  });
});

it('answers the stalls and flow cards as the rule does from the stays the triggers wrote', async () => {
  await expectTheRule(host);
  await expectTheRule(stranger);
});

it('answers them the same from the stays the migration fills from the journal', async () => {
  await refillStaysAsTheMigrationsDo(t.database.db);
  await expectTheRule(host);
  await expectTheRule(stranger);
});
