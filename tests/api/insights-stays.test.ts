// The stays rule of docs/product.md#insights, one case per short history: each guest's life written
// straight into the database with its own times (the guest row and its journal entries, as the
// routes write them), then the cards read through the API at a fixed clock, every figure worked out
// by hand beside it. The rule's statement is staysFromHistory (tests/unit/insights-stays.test.ts);
// tests/api/insights-rule.test.ts holds the database to it on histories made through the routes,
// and tests/api/insights.test.ts tells one longer story (docs/decisions/028-insights.md).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { GuestStatus } from '#shared/enums.js';
import { guests, journalEntries } from '#server/db/schema/index.js';
import { apiCall, createTestApp, signedInUser } from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';
import { entered, stalls } from '../helpers/insights.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const DAY = 86_400_000;
/** Day 0 is a UTC midnight, so that a from-to period (whole UTC days) starts and ends on a day. */
const D0 = Date.UTC(2026, 5, 1);
const day = (n: number) => new Date(D0 + n * DAY);
/** A from-to period from day `a` to day `b`, both included: it ends at the start of day b + 1. */
const between = (a: number, b: number) =>
  `from=${day(a).toISOString().slice(0, 10)}&to=${day(b).toISOString().slice(0, 10)}`;

type Step =
  | [at: number, 'added', GuestStatus]
  | [at: number, 'moved', GuestStatus]
  | [at: number, 'archived' | 'restored'];

interface Host {
  id: number;
  username: string;
  cookie: string;
}

async function newHost(): Promise<Host> {
  const { user, cookie } = await signedInUser(t);
  return { id: user.id, username: user.username, cookie };
}

/** One guest's life: added first, then moves, archives and restores, each on its day. */
async function live(host: Host, name: string, [added, ...steps]: [Step, ...Step[]]) {
  const { db } = t.database;
  const [first, , status] = added;
  const [guest] = await db
    .insert(guests)
    .values({
      userId: host.id,
      name,
      details: 'A guest of the show',
      status: status as GuestStatus,
      dateAdded: day(first),
      createdBy: host.id,
      lastModifiedBy: host.id,
    })
    .returning({ id: guests.id });
  const id = (guest as { id: number }).id;
  const entry = { guestId: id, userId: host.id, username: host.username };
  await db.insert(journalEntries).values({
    ...entry,
    action: 'created',
    description: 'Guest created',
    newValue: name,
    createdAt: day(first),
  });
  let current = status as GuestStatus;
  for (const [at, kind, to] of steps) {
    const createdAt = day(at);
    if (kind === 'moved' && to) {
      await db.update(guests).set({ status: to }).where(eq(guests.id, id));
      await db.insert(journalEntries).values({
        ...entry,
        action: 'status_change',
        description: `Status changed from ${current} to ${to}`,
        oldValue: current,
        newValue: to,
        createdAt,
      });
      current = to;
    } else {
      await db
        .update(guests)
        .set({ isArchived: kind === 'archived' })
        .where(eq(guests.id, id));
      await db.insert(journalEntries).values({
        ...entry,
        action: kind as 'archived' | 'restored',
        description: `Guest ${kind}`,
        createdAt,
      });
    }
  }
  return id;
}

async function read(host: Host, card: string, query: string): Promise<Json> {
  const response = await apiCall(t, host.cookie, 'GET', `/api/insights/${card}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Json;
}

it('counts moves back and forth as stays like any other, and a guest once per column entered', async () => {
  const host = await newHost();
  await live(host, 'Ada', [
    [0, 'added', 'prospect'],
    [2, 'moved', 'hot'],
    [5, 'moved', 'prospect'],
    [6, 'moved', 'hot'],
    [10, 'moved', 'scheduled'],
  ]);
  t.clock.current = day(30);

  // Prospect 0-2 and 5-6: days 2 and 1, median 1.5, p90 1 + 0.9 x (2 - 1) = 1.9. Hot 2-5 and 6-10:
  // 3 and 4. Scheduled from day 10, still there at the period's end (day 30): 20.
  expect((await read(host, 'stalls', between(0, 29))).columns).toEqual(
    stalls({
      prospect: [2, 0, 1.5, 1.9],
      hot: [2, 0, 3.5, 3.9],
      scheduled: [1, 1, 20, 20],
    }),
  );
  // One guest in each column it entered, however often; first scheduled on day 10, ten days after
  // being added; it entered Prospect in the period and Episode Scheduled after.
  expect(await read(host, 'flow', between(0, 29))).toMatchObject({
    entered: entered({ prospect: 1, hot: 1, scheduled: 1 }),
    conversion: { prospects: 1, scheduled: 1, complete: 0, scheduledPercent: 100 },
    booked: 1,
    medianDaysToScheduled: 10,
  });
});

it('starts a guest created straight into a later column there, outside the Prospect conversion', async () => {
  const host = await newHost();
  await live(host, 'Bo', [
    [3, 'added', 'intro'],
    [4, 'moved', 'scheduled'],
  ]);
  t.clock.current = day(10);

  expect((await read(host, 'stalls', between(0, 9))).columns).toEqual(
    stalls({ intro: [1, 0, 1, 1], scheduled: [1, 1, 6, 6] }),
  );
  expect(await read(host, 'flow', between(0, 9))).toMatchObject({
    entered: entered({ intro: 1, scheduled: 1 }),
    conversion: { prospects: 0, scheduled: 0, complete: 0, scheduledPercent: null },
    booked: 1,
    medianDaysToScheduled: 1,
  });
});

it('ends a stay when the guest is archived and starts one in its column when it is restored', async () => {
  const host = await newHost();
  await live(host, 'Cy', [
    [0, 'added', 'prospect'],
    [4, 'archived'],
    [10, 'restored'],
    [12, 'moved', 'hot'],
  ]);
  await live(host, 'Di', [
    [1, 'added', 'prospect'],
    [3, 'archived'],
  ]);
  t.clock.current = day(20);

  // Prospect: Cy 0-4 (4) and 10-12 (2), Di 1-3 (2), none still running: days 2, 2, 4, median 2,
  // p90 2 + 0.8 x (4 - 2) = 3.6. Hot: Cy from day 12 to the period's end (day 20): 8.
  expect((await read(host, 'stalls', between(0, 19))).columns).toEqual(
    stalls({ prospect: [3, 0, 2, 3.6], hot: [1, 1, 8, 8] }),
  );
  // Both entered Prospect (Cy once, though twice into it); archived Di is history, not on the board.
  expect(await read(host, 'flow', between(0, 19))).toMatchObject({
    entered: entered({ prospect: 2, hot: 1 }),
    conversion: { prospects: 2, scheduled: 0, complete: 0, scheduledPercent: 0 },
    booked: 0,
  });
  expect(await read(host, 'pipeline', 'days=30')).toMatchObject({
    columns: entered({ hot: 1 }),
    activeGuests: 1,
  });
});

it('cuts a stay at the end of a period that ends before it does, and counts it from its start', async () => {
  const host = await newHost();
  await live(host, 'Ed', [
    [0, 'added', 'prospect'],
    [10, 'moved', 'hot'],
    [40, 'moved', 'scheduled'],
  ]);
  t.clock.current = day(60);

  // Days 20 to 29: Prospect (0-10) ended before it; Hot (10-40) runs on past its end (day 30),
  // counted from day 10: 20 days, still there. Nobody entered a column in it.
  expect((await read(host, 'stalls', between(20, 29))).columns).toEqual(
    stalls({ hot: [1, 1, 20, 20] }),
  );
  expect(await read(host, 'flow', between(20, 29))).toMatchObject({
    entered: entered({}),
    conversion: { prospects: 0, scheduled: 0, complete: 0, scheduledPercent: null },
    booked: 0,
    medianDaysToScheduled: null,
  });

  // Days 35 to 44: Hot ended on day 40 (30 days); Scheduled from day 40 to the period's end (45):
  // 5, still there. First scheduled in the period, 40 days after being added.
  expect((await read(host, 'stalls', between(35, 44))).columns).toEqual(
    stalls({ hot: [1, 0, 30, 30], scheduled: [1, 1, 5, 5] }),
  );
  expect(await read(host, 'flow', between(35, 44))).toMatchObject({
    entered: entered({ scheduled: 1 }),
    booked: 1,
    medianDaysToScheduled: 40,
  });
});

it('books a guest only in the period of its first Episode Scheduled stay', async () => {
  const host = await newHost();
  await live(host, 'Flo', [
    [0, 'added', 'prospect'],
    [5, 'moved', 'scheduled'],
    [8, 'moved', 'limbo'],
    [25, 'moved', 'scheduled'],
  ]);
  t.clock.current = day(30);

  // Scheduled again on day 25, first on day 5: it entered the column in days 20 to 29 but was
  // booked before them.
  expect(await read(host, 'flow', between(20, 29))).toMatchObject({
    entered: entered({ scheduled: 1 }),
    booked: 0,
    medianDaysToScheduled: null,
  });
  // Days 0 to 9: Prospect on day 0, Episode Scheduled on day 5: booked after 5 days.
  expect(await read(host, 'flow', between(0, 9))).toMatchObject({
    entered: entered({ prospect: 1, scheduled: 1, limbo: 1 }),
    conversion: { prospects: 1, scheduled: 1, scheduledPercent: 100 },
    booked: 1,
    medianDaysToScheduled: 5,
  });
});

it('ends a stay still running at now when the period ends after it, not at the period’s end', async () => {
  const host = await newHost();
  await live(host, 'Gus', [
    [0, 'added', 'prospect'],
    [4, 'moved', 'scheduled'],
  ]);
  await live(host, 'Hal', [[2, 'added', 'hot']]);
  // Now is day 10.5, inside days 0 to 29 (a period ending at the start of day 30).
  t.clock.current = new Date(day(10).getTime() + DAY / 2);

  // Prospect 0-4: 4 days. Scheduled from day 4 and Hot from day 2 run on: measured to now (6.5
  // and 8.5 days), not to day 30 (26 and 28), and still there.
  const stallsCard = await read(host, 'stalls', between(0, 29));
  expect(stallsCard.period).toEqual({ from: day(0).toISOString(), to: day(30).toISOString() });
  expect(stallsCard.columns).toEqual(
    stalls({ prospect: [1, 0, 4, 4], hot: [1, 1, 8.5, 8.5], scheduled: [1, 1, 6.5, 6.5] }),
  );
  expect(await read(host, 'flow', between(0, 29))).toMatchObject({
    entered: entered({ prospect: 1, hot: 1, scheduled: 1 }),
    conversion: { prospects: 1, scheduled: 1, complete: 0, scheduledPercent: 100 },
    booked: 1,
    medianDaysToScheduled: 4,
  });

  // Ten days later the same period measures them ten days longer.
  t.clock.current = new Date(day(20).getTime() + DAY / 2);
  expect((await read(host, 'stalls', between(0, 29))).columns).toEqual(
    stalls({ prospect: [1, 0, 4, 4], hot: [1, 1, 18.5, 18.5], scheduled: [1, 1, 16.5, 16.5] }),
  );
});

it('counts nothing in a period wholly in the future, on the stalls card as on the others', async () => {
  const host = await newHost();
  await live(host, 'Ivy', [
    [0, 'added', 'prospect'],
    [4, 'moved', 'hot'],
  ]);
  t.clock.current = day(10);

  // Days 20 to 29 have not begun: Hot from day 4 runs on, but nothing of it falls in them.
  const future = between(20, 29);
  expect((await read(host, 'stalls', future)).columns).toEqual(stalls({}));
  expect(await read(host, 'flow', future)).toMatchObject({ entered: entered({}), booked: 0 });
  // The period that has begun still measures the stay that runs on, up to now.
  expect((await read(host, 'stalls', between(5, 29))).columns).toEqual(
    stalls({ hot: [1, 1, 6, 6] }),
  );
});
