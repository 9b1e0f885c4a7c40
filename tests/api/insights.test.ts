// The Insights cards (docs/product.md#insights, #insights-api) on a history made through the
// routes as a host makes it, the clock moved between steps; every expected number is worked out
// by hand in the comments beside it. Then the period's validation, and whose data is counted:
// never another user's or another team's guests, and a member filter only within one's team.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCall, createTestApp, login, signedInUser, START_TIME } from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';
import { refillStaysAsTheMigrationsDo } from '../helpers/insights.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const DAY = 86_400_000;
/** Day 0 of the story: 100 days before the test clock's start (2026-08-14T12:00Z, a Friday). */
const B = START_TIME.getTime() - 100 * DAY;
const day = (n: number) => new Date(B + n * DAY);

interface Host {
  id: number;
  username: string;
  cookie: string;
}

/** Moves the clock to day `n` and signs the hosts in again (sessions idle out after 14 days). */
async function travelTo(n: number, ...hosts: Host[]) {
  t.clock.current = day(n);
  for (const host of hosts) host.cookie = await login(t, host.username);
}

async function newHost(): Promise<Host> {
  const { user, cookie } = await signedInUser(t);
  return { id: user.id, username: user.username, cookie };
}

async function ok(host: Host, method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: Json) {
  const response = await apiCall(t, host.cookie, method, url, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as Json & { id: number };
}

const addGuest = (host: Host, name: string, status?: string) =>
  ok(host, 'POST', '/api/guests', {
    name,
    details: 'Guest of the show',
    ...(status ? { status } : {}),
  });
const move = (host: Host, id: number, status: string) =>
  ok(host, 'PATCH', `/api/guests/${id}/status`, { status });

const card = (host: Host, name: string, query = '') =>
  apiCall(t, host.cookie, 'GET', `/api/insights/${name}${query ? `?${query}` : ''}`);
async function read<T = Json>(host: Host, name: string, query = ''): Promise<T> {
  const response = await card(host, name, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

interface Story {
  host: Host;
  guests: Record<'ada' | 'bo' | 'cy' | 'di', number>;
}

/**
 * One host's hundred days (day n = B + n days; now = day 100):
 * - Ada: added day 0 (Prospect); Hot day 10; Episode Scheduled day 20; Complete day 30; a note on
 *   day 95. A recording scheduled on day 20 for day 21, completed on day 21.
 * - Bo: added day 5 (Prospect); Limbo day 15; back to Prospect day 25; Episode Scheduled day 60.
 * - Cy: created straight into Intro Call on day 40; archived day 50; restored day 70.
 * - Di: added day 90 (Prospect).
 * - Tasks made day 40: T1 due day 45, completed day 44 then archived; T2 due day 50, never done.
 *   Action item A1 due day 47, completed day 55.
 * - Day 95: recordings booked for day 105 (within 14 days) and day 120 (not).
 */
async function tellStory(): Promise<Story> {
  await travelTo(0);
  const host = await newHost();
  const ada = (await addGuest(host, 'Ada')).id;
  await travelTo(5, host);
  const bo = (await addGuest(host, 'Bo')).id;
  await travelTo(10, host);
  await move(host, ada, 'hot');
  await travelTo(15, host);
  await move(host, bo, 'limbo');
  await travelTo(20, host);
  await move(host, ada, 'scheduled');
  const recording = await ok(host, 'POST', '/api/calendar', {
    title: 'Recording with Ada',
    startTime: day(21).toISOString(),
    endTime: new Date(day(21).getTime() + 3_600_000).toISOString(),
    eventType: 'recording',
    guestId: ada,
  });
  await travelTo(21, host);
  await ok(host, 'PATCH', `/api/calendar/${recording.id}/complete`);
  await travelTo(25, host);
  await move(host, bo, 'prospect');
  await travelTo(30, host);
  await move(host, ada, 'complete');
  await travelTo(40, host);
  const cy = (await addGuest(host, 'Cy', 'intro')).id;
  const t1 = await ok(host, 'POST', '/api/tasks', {
    title: 'Send questions',
    dueDate: day(45).toISOString(),
  });
  await ok(host, 'POST', '/api/tasks', { title: 'Book studio', dueDate: day(50).toISOString() });
  const a1 = await ok(host, 'POST', '/api/action-items', {
    title: 'Share bio',
    dueDate: day(47).toISOString(),
  });
  await travelTo(44, host);
  await ok(host, 'PATCH', `/api/tasks/${t1.id}/status`, { status: 'completed' });
  await ok(host, 'POST', `/api/tasks/${t1.id}/archive`);
  await travelTo(50, host);
  await ok(host, 'DELETE', `/api/guests/${cy}`);
  await travelTo(55, host);
  await ok(host, 'PATCH', `/api/action-items/${a1.id}/complete`, { isCompleted: true });
  await travelTo(60, host);
  await move(host, bo, 'scheduled');
  await travelTo(70, host);
  const archived = (await apiCall(t, host.cookie, 'GET', '/api/guests/archived')).json() as {
    id: number;
    originalId: number;
  }[];
  const entry = archived.find((candidate) => candidate.originalId === cy);
  await ok(host, 'POST', `/api/guests/archived/${entry?.id}/restore`);
  await travelTo(90, host);
  const di = (await addGuest(host, 'Di')).id;
  await travelTo(95, host);
  await ok(host, 'POST', `/api/guests/${ada}/journal`, { description: 'Sent a thank-you note' });
  for (const start of [105, 120]) {
    await ok(host, 'POST', '/api/calendar', {
      title: `Recording on day ${start}`,
      startTime: day(start).toISOString(),
      endTime: new Date(day(start).getTime() + 3_600_000).toISOString(),
      eventType: 'recording',
      guestId: di,
    });
  }
  await travelTo(100, host);
  return { host, guests: { ada, bo, cy, di } };
}

const columns = (counts: Record<string, number>) =>
  ['prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete'].map((status) => ({
    status,
    guests: counts[status] ?? 0,
  }));

/**
 * A host's work on one of their guests, all within the last 30 days: a task completed now, a task
 * due in 30 seconds and never done (past due once the clock moves on), a recording completed now,
 * and a recording in three days. `assignee` takes the completed task (the creator otherwise).
 */
async function workOn(host: Host, guestId: number, assignee?: number) {
  const now = t.clock.current.getTime();
  const done = await ok(host, 'POST', '/api/tasks', {
    title: 'Send questions',
    dueDate: new Date(now + DAY).toISOString(),
    guestId,
    ...(assignee ? { assigneeId: assignee } : {}),
  });
  await ok(host, 'PATCH', `/api/tasks/${done.id}/status`, { status: 'completed' });
  await ok(host, 'POST', '/api/tasks', {
    title: 'Book studio',
    dueDate: new Date(now + 30_000).toISOString(),
    guestId,
  });
  for (const start of [now - 3_600_000, now + 3 * DAY]) {
    const recording = await ok(host, 'POST', '/api/calendar', {
      title: 'Recording',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 3_600_000).toISOString(),
      eventType: 'recording',
      guestId,
    });
    if (start < now) await ok(host, 'PATCH', `/api/calendar/${recording.id}/complete`);
  }
}

/** The episodes and follow-through cards summed over the period: what a host's work adds up to. */
async function workCounted(host: Host, query = '') {
  const episodes = await read<{ months: { recorded: number }[]; upcoming: Json[] }>(
    host,
    'episodes',
    query,
  );
  const followThrough = await read<{ weeks: { completed: number; pastDue: number }[] }>(
    host,
    'follow-through',
    query,
  );
  const sum = <T>(rows: T[], count: (row: T) => number) =>
    rows.reduce((total, row) => total + count(row), 0);
  return {
    recorded: sum(episodes.months, (month) => month.recorded),
    upcoming: episodes.upcoming.length,
    completed: sum(followThrough.weeks, (week) => week.completed),
    pastDue: sum(followThrough.weeks, (week) => week.pastDue),
  };
}

// A hundred days of a host's work told through the routes: dozens of requests, several seconds on
// a loaded machine, so more time than the suite's default.
const STORY_TIMEOUT = { timeout: 60_000 };

describe('the Insights cards on a hundred days of one host', STORY_TIMEOUT, () => {
  it('answers every card with the numbers worked out by hand', async () => {
    const { host } = await tellStory();

    // Now: Ada Complete, Bo Scheduled, Cy Intro (restored), Di Prospect. Quiet since day 86: Bo
    // (last entry day 60) and Cy (day 70); Ada has a note on day 95, Di was added on day 90.
    expect(await read(host, 'pipeline')).toEqual({
      columns: columns({ prospect: 1, intro: 1, scheduled: 1, complete: 1 }),
      quietGuests: 2,
      activeGuests: 4,
    });

    // Last 90 days: from day 10 to day 100.
    const from90 = day(10).toISOString();
    const now = day(100).toISOString();
    // Entered: Prospect Bo (25) and Di (90); Hot Ada (10); Intro Cy (40, and 70 again: one guest);
    // Limbo Bo; Scheduled Ada (20) and Bo (60); Complete Ada (30).
    // Conversion: Bo and Di entered Prospect; Bo reached Scheduled (day 60), neither Complete.
    // Booked (first scheduled in the period): Ada after 20 days, Bo after 55: median 37.5.
    expect(await read(host, 'flow', 'days=90')).toEqual({
      period: { from: from90, to: now },
      entered: columns({ prospect: 2, hot: 1, intro: 1, limbo: 1, scheduled: 2, complete: 1 }),
      conversion: {
        prospects: 2,
        scheduled: 1,
        complete: 0,
        scheduledPercent: 50,
        completePercent: 0,
      },
      booked: 2,
      medianDaysToScheduled: 37.5,
    });

    // Stays overlapping days 10-100, measured from their start, cut at day 100:
    // Prospect: Bo 5-15 (10), Bo 25-60 (35), Di 90- (10, ongoing); Ada's 0-10 ended at the
    //   period's start. Median 10; p90 = 10 + 0.8 x (35 - 10) = 30.
    // Hot: Ada 10-20 (10). Intro: Cy 40-50 (10, archived), Cy 70- (30, ongoing): median 20,
    //   p90 10 + 0.9 x 20 = 28. Limbo: Bo 15-25 (10). Scheduled: Ada 20-30 (10), Bo 60- (40,
    //   ongoing): median 25, p90 37. Complete: Ada 30- (70, ongoing).
    expect(await read(host, 'stalls', 'days=90')).toEqual({
      period: { from: from90, to: now },
      columns: [
        { status: 'prospect', stays: 3, ongoing: 1, medianDays: 10, p90Days: 30 },
        { status: 'hot', stays: 1, ongoing: 0, medianDays: 10, p90Days: 10 },
        { status: 'intro', stays: 2, ongoing: 1, medianDays: 20, p90Days: 28 },
        { status: 'limbo', stays: 1, ongoing: 0, medianDays: 10, p90Days: 10 },
        { status: 'scheduled', stays: 2, ongoing: 1, medianDays: 25, p90Days: 37 },
        { status: 'complete', stays: 1, ongoing: 1, medianDays: 70, p90Days: 70 },
      ],
    });

    // Months touched by Aug 24 - Nov 22; Ada's recording completed on Sep 4. Coming within 14
    // days of day 100: the recording on day 105, not the one on day 120.
    const episodes = await read<{ months: Json[]; upcoming: Json[] }>(host, 'episodes', 'days=90');
    expect(episodes.months).toEqual([
      { month: '2026-08', recorded: 0 },
      { month: '2026-09', recorded: 1 },
      { month: '2026-10', recorded: 0 },
      { month: '2026-11', recorded: 0 },
    ]);
    expect(episodes.upcoming).toEqual([
      {
        id: expect.any(Number),
        title: 'Recording on day 105',
        startTime: day(105).toISOString(),
        guestName: 'Di',
      },
    ]);
  });

  it('cuts stays at the end of a from-to period and counts follow-through per week', async () => {
    const { host } = await tellStory();

    // Aug 29 - Sep 18, both days: from day 14.5 to day 35.5.
    // Stays overlapping it: Prospect Bo 5-15 (10) and 25-60 (cut: 10.5, ongoing); Hot Ada 10-20
    // (10); Limbo Bo 15-25 (10); Scheduled Ada 20-30 (10); Complete Ada 30- (cut: 5.5, ongoing).
    const stalls = await read<{ period: Json; columns: Json[] }>(
      host,
      'stalls',
      'from=2026-08-29&to=2026-09-18',
    );
    expect(stalls.period).toEqual({
      from: '2026-08-29T00:00:00.000Z',
      to: '2026-09-19T00:00:00.000Z',
    });
    expect(stalls.columns).toEqual([
      { status: 'prospect', stays: 2, ongoing: 1, medianDays: 10.3, p90Days: 10.5 },
      { status: 'hot', stays: 1, ongoing: 0, medianDays: 10, p90Days: 10 },
      { status: 'intro', stays: 0, ongoing: 0, medianDays: null, p90Days: null },
      { status: 'limbo', stays: 1, ongoing: 0, medianDays: 10, p90Days: 10 },
      { status: 'scheduled', stays: 1, ongoing: 0, medianDays: 10, p90Days: 10 },
      { status: 'complete', stays: 1, ongoing: 1, medianDays: 5.5, p90Days: 5.5 },
    ]);

    // Weeks from Monday Sep 21 to Sunday Oct 11: T1 completed Sep 27 (its week: Sep 21), before
    // its due date, and archived since (still counted); T2 due Oct 3, never done: past due in the
    // week of Sep 28; A1 due Sep 30, completed Oct 8: past due that week, completed the next.
    expect(await read(host, 'follow-through', 'from=2026-09-21&to=2026-10-11')).toEqual({
      period: { from: '2026-09-21T00:00:00.000Z', to: '2026-10-12T00:00:00.000Z' },
      weeks: [
        { week: '2026-09-21', completed: 1, pastDue: 0 },
        { week: '2026-09-28', completed: 0, pastDue: 2 },
        { week: '2026-10-05', completed: 1, pastDue: 0 },
      ],
    });

    // Last 30 days (day 70 to 100): Di entered Prospect; Cy came back into Intro on day 70.
    // Nobody was first scheduled: no median.
    const flow = await read<Json>(host, 'flow');
    expect(flow).toMatchObject({
      entered: columns({ prospect: 1, intro: 1 }),
      conversion: { prospects: 1, scheduled: 0, complete: 0, scheduledPercent: 0 },
      booked: 0,
      medianDaysToScheduled: null,
    });
  });
});

describe('guest stays', STORY_TIMEOUT, () => {
  const staysOf = async () =>
    (
      (await t.database.db.execute(
        // Times as epoch milliseconds: the two drivers spell timestamps differently.
        sql`select guest_id, user_id, organization_id,
            (extract(epoch from guest_added) * 1000)::float8 as guest_added, status,
            (extract(epoch from entered_at) * 1000)::float8 as entered_at,
            (extract(epoch from left_at) * 1000)::float8 as left_at, entered_by, left_by
          from guest_stays order by guest_id, entered_at, id`,
      )) as unknown as { rows: Record<string, unknown>[] }
    ).rows;

  it('are written as the host works, and the migration reads the same ones out of the journal', async () => {
    const { host, guests } = await tellStory();
    const kept = await staysOf();
    // Cy: into Intro on day 40, out by archiving on day 50, back into Intro on day 70.
    expect(kept.filter((stay) => stay.guest_id === guests.cy)).toEqual([
      {
        guest_id: guests.cy,
        user_id: host.id,
        organization_id: null,
        guest_added: day(40).getTime(),
        status: 'intro',
        entered_at: day(40).getTime(),
        left_at: day(50).getTime(),
        entered_by: 'created',
        left_by: 'archived',
      },
      {
        guest_id: guests.cy,
        user_id: host.id,
        organization_id: null,
        guest_added: day(40).getTime(),
        status: 'intro',
        entered_at: day(70).getTime(),
        left_at: null,
        entered_by: 'restored',
        left_by: null,
      },
    ]);
    expect(kept).toHaveLength(4 + 4 + 2 + 1);

    // The migrations' fill for guests that were there before them.
    await refillStaysAsTheMigrationsDo(t.database.db);
    expect(await staysOf()).toEqual(kept);
  });
});

describe('the period and the member filter', () => {
  it('refuses a period that does not parse with 400 and the field at fault', async () => {
    const host = await newHost();
    const cases: [string, string, string][] = [
      ['days=7', 'days', 'Period must be 30, 90 or 365 days'],
      ['from=2026-13-01&to=2026-12-31', 'from', 'From must be a date written YYYY-MM-DD'],
      // Years before 1000 are no date the stores agree on (year 0 failed the query with a 500).
      ['from=0000-01-01&to=2026-01-01', 'from', 'From must be a date written YYYY-MM-DD'],
      ['from=0999-12-31&to=1000-01-01', 'from', 'From must be a date written YYYY-MM-DD'],
      ['from=2026-01-01', 'to', 'To is required with From'],
      ['to=2026-01-01', 'from', 'From is required with To'],
      ['from=2026-02-01&to=2026-01-31', 'from', 'From must be on or before To'],
      ['from=2024-01-01&to=2026-01-01', 'to', 'A period may span at most 731 days'],
      [
        'days=30&from=2026-01-01&to=2026-01-31',
        'days',
        'Choose a number of days or a from-to period, not both',
      ],
      ['member=abc', 'member', 'Member must be a user id'],
    ];
    for (const [query, path, message] of cases) {
      for (const name of ['pipeline', 'flow', 'stalls', 'episodes', 'follow-through']) {
        const response = await card(host, name, query);
        expect(response.statusCode, `${name}?${query}`).toBe(400);
        expect(response.json(), `${name}?${query}`).toEqual({
          message,
          errors: [{ path, message }],
        });
      }
    }
    // Two full years with a leap day is the longest period allowed.
    expect((await card(host, 'flow', 'from=2024-01-01&to=2025-12-31')).statusCode).toBe(200);
  });

  it('answers every card for a period ending on the last day of 9999', async () => {
    const host = await newHost();
    for (const name of ['pipeline', 'flow', 'stalls', 'episodes', 'follow-through']) {
      const response = await card(host, name, 'from=9999-12-25&to=9999-12-31');
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      if (name !== 'pipeline') {
        expect(response.json().period, name).toEqual({
          from: '9999-12-25T00:00:00.000Z',
          to: '9999-12-31T23:59:59.999Z',
        });
      }
    }
  });

  it('needs a session', async () => {
    const response = await apiCall(t, undefined, 'GET', '/api/insights/pipeline');
    expect(response.statusCode).toBe(401);
  });

  it("never counts another user's guests, and a member outside one's team is not found", async () => {
    const host = await newHost();
    const stranger = await newHost();
    await addGuest(host, 'Mine');
    for (const name of ['Theirs', 'Also theirs']) await addGuest(stranger, name, 'scheduled');
    const theirs = await addGuest(stranger, 'Worked on', 'scheduled');
    await workOn(stranger, theirs.id);
    // A period ends at the moment it is asked for: ask a minute later.
    t.clock.advance(60_000);

    // The stranger's recordings and tasks are theirs alone.
    const nothing = { recorded: 0, upcoming: 0, completed: 0, pastDue: 0 };
    expect(await workCounted(host)).toEqual(nothing);
    expect(await workCounted(stranger)).toEqual({
      recorded: 1,
      upcoming: 1,
      completed: 1,
      pastDue: 1,
    });

    expect(await read(host, 'pipeline')).toMatchObject({
      columns: columns({ prospect: 1 }),
      activeGuests: 1,
    });
    expect(await read(host, 'flow')).toMatchObject({
      entered: columns({ prospect: 1 }),
      booked: 0,
    });
    expect(await read(stranger, 'flow')).toMatchObject({
      entered: columns({ scheduled: 3 }),
      booked: 3,
    });
    for (const name of ['pipeline', 'flow', 'stalls', 'episodes', 'follow-through']) {
      const response = await card(host, name, `member=${stranger.id}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual({ message: 'Member not found' });
    }
    // Oneself is always a member of one's own insights.
    expect(await read(host, 'pipeline', `member=${host.id}`)).toMatchObject({ activeGuests: 1 });
  });

  it("counts the team's shared guests, one member's with the filter, and never another team's", async () => {
    const owner = await newHost();
    const member = await newHost();
    const otherTeam = await newHost();
    // A guest the member keeps private: they join without sharing what they had.
    await addGuest(member, 'Private to the member');
    await ok(owner, 'POST', '/api/team', { name: 'The Show' });
    const { token } = (await ok(owner, 'POST', '/api/team/invites', {})) as unknown as {
      token: string;
    };
    await ok(member, 'POST', `/api/invites/${token}/join`, { shareExistingGuests: false });
    await ok(otherTeam, 'POST', '/api/team', { name: 'Another Show' });
    const ownerGuest = await addGuest(owner, 'Owner guest');
    const memberGuest = await addGuest(member, 'Member guest', 'hot');
    const otherGuest = await addGuest(otherTeam, 'Other team guest', 'limbo');
    // Each does the same work on their guest; the owner hands one completed task to the member.
    await workOn(owner, ownerGuest.id);
    await workOn(owner, ownerGuest.id, member.id);
    await workOn(member, memberGuest.id);
    await workOn(otherTeam, otherGuest.id);
    t.clock.advance(60_000);

    // The owner sees the team's two shared guests, not the member's private one, nor the other team's.
    expect(await read(owner, 'pipeline')).toMatchObject({
      columns: columns({ prospect: 1, hot: 1 }),
      activeGuests: 2,
    });
    // The member filter keeps the member's guests the owner may see.
    expect(await read(owner, 'pipeline', `member=${member.id}`)).toMatchObject({
      columns: columns({ hot: 1 }),
    });
    expect(await read(owner, 'flow', `member=${member.id}`)).toMatchObject({
      entered: columns({ hot: 1 }),
    });
    // The member sees the shared ones and their private one.
    expect(await read(member, 'pipeline')).toMatchObject({ activeGuests: 3 });
    // Stalls: the two shared guests' stays, still running; the member's alone with the filter.
    const stallsOf = async (query = '') =>
      (
        await read<{ columns: { status: string; stays: number; ongoing: number }[] }>(
          owner,
          'stalls',
          query,
        )
      ).columns.filter((column) => column.stays > 0);
    expect(await stallsOf()).toMatchObject([
      { status: 'prospect', stays: 1, ongoing: 1 },
      { status: 'hot', stays: 1, ongoing: 1 },
    ]);
    expect(await stallsOf(`member=${member.id}`)).toMatchObject([
      { status: 'hot', stays: 1, ongoing: 1 },
    ]);
    // Episodes and follow-through: the owner's two rounds of work and the member's one, never the
    // other team's. With the filter: the member's recordings (they created them), their tasks, and
    // the completed task the owner assigned to them (tasks go by assignee).
    expect(await workCounted(owner)).toEqual({
      recorded: 3,
      upcoming: 3,
      completed: 3,
      pastDue: 3,
    });
    expect(await workCounted(owner, `member=${member.id}`)).toEqual({
      recorded: 1,
      upcoming: 1,
      completed: 2,
      pastDue: 1,
    });
    expect(await workCounted(owner, `member=${owner.id}`)).toEqual({
      recorded: 2,
      upcoming: 2,
      completed: 1,
      pastDue: 2,
    });
    // Someone of another team is not a member here.
    expect((await card(owner, 'stalls', `member=${otherTeam.id}`)).statusCode).toBe(404);
    expect((await card(owner, 'stalls', `member=${owner.id}`)).statusCode).toBe(200);
  });

  it("counts a member's guests with the team while they share them, stays and all", async () => {
    const owner = await newHost();
    const member = await newHost();
    // The member's guest lives a while before the team: added, moved to Hot Candidate a day later.
    const guest = await addGuest(member, 'Brought along');
    t.clock.advance(DAY);
    await move(member, guest.id, 'hot');
    t.clock.advance(DAY);
    await ok(owner, 'POST', '/api/team', { name: 'The Show' });
    const { token } = (await ok(owner, 'POST', '/api/team/invites', {})) as unknown as {
      token: string;
    };
    const teamStalls = async (host: Host) =>
      (await read<{ columns: { status: string; stays: number }[] }>(host, 'stalls')).columns
        .filter((column) => column.stays > 0)
        .map(({ status, stays }) => ({ status, stays }));
    const teamFlow = async (host: Host) =>
      (await read<{ conversion: { prospects: number } }>(host, 'flow')).conversion.prospects;
    expect(await teamStalls(owner)).toEqual([]);

    // Joining with what they have: the guest's whole history counts for the team.
    await ok(member, 'POST', `/api/invites/${token}/join`, { shareExistingGuests: true });
    const both = [
      { status: 'prospect', stays: 1 },
      { status: 'hot', stays: 1 },
    ];
    expect(await teamStalls(owner)).toEqual(both);
    expect(await teamFlow(owner)).toBe(1);
    expect(await read(owner, 'stalls', `member=${member.id}`)).toEqual(
      await read(member, 'stalls'),
    );

    // Leaving takes it back: the team no longer counts it, the member still does.
    await ok(member, 'POST', '/api/team/leave');
    expect(await teamStalls(owner)).toEqual([]);
    expect(await teamFlow(owner)).toBe(0);
    expect(await teamStalls(member)).toEqual(both);
    expect(await teamFlow(member)).toBe(1);
  });
});
