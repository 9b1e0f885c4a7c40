// GET /api/live (docs/product.md#live-updates, docs/decisions/020-live-updates.md) over real HTTP:
// inject cannot stream, so the app listens on a free loopback port and LiveClient reads the events
// as they come. No test sleeps: each waits for an event, and "receives nothing" is shown by a later
// event of the listener's own (a fence: the relay hands rows out in id order, so anything it was
// going to send would have come first).
//
// The tests make teams by setting users.organization_id directly: the team routes are not here.
// They never empty the database between tests (each test has its own users), because the relay of
// a running app keeps its place in the change ids, which truncating would restart.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { LISTENER_APPLICATION_NAME, openPostgres } from '#server/db/client.js';
import {
  changeEvents,
  guests,
  journalEntries,
  organizations,
  users,
} from '#server/db/schema/index.js';
import { pruneChangeEvents } from '#server/live/prune.js';
import { REPLAY_LIMIT } from '#server/live/relay.js';
import {
  addGuest,
  apiCall,
  createTestApp,
  PASSWORD,
  signedInUser,
  type TestApp,
} from '../helpers/app.js';
import { usingPostgres } from '../helpers/db.js';
import { LiveClient, listenOnFreePort } from '../helpers/live.js';

let t: TestApp;
let base: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnFreePort(t.app);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(async () => t.close());

async function open(
  cookie: string | undefined,
  options: Parameters<typeof LiveClient.open>[1] = {},
) {
  const client = await LiveClient.open(base, { ...options, ...(cookie ? { cookie } : {}) });
  clients.push(client);
  if (client.status === 200) await client.waitUntil(() => client.retry !== undefined, 'retry');
  return client;
}

async function team(name = 'Live Network') {
  const [row] = await t.database.db.insert(organizations).values({ name }).returning();
  return row!.id;
}

/** Puts a user in a team the way the team routes will (they are built elsewhere). */
async function setTeam(userId: number, organizationId: number | null) {
  await t.database.db.update(users).set({ organizationId }).where(eq(users.id, userId));
}

/** Two members of one team and a user of another, each signed in. */
async function cast() {
  const network = await team();
  const other = await team('Other Network');
  return {
    alice: await signedInUser(t, { organizationId: network }),
    bob: await signedInUser(t, { organizationId: network }),
    carol: await signedInUser(t, { organizationId: other }),
    network,
  };
}

async function ok(response: { statusCode: number; body: string }, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return JSON.parse(response.body) as { id: number };
}

describe('GET /api/live: the stream', () => {
  it('answers 401 signed out, as JSON, without opening a stream', async () => {
    const client = await open(undefined);
    expect(client.status).toBe(401);
    expect(JSON.parse(await client.body)).toEqual({ message: 'Authentication required' });
    const stale = await open(`sid=${'A'.repeat(32)}`);
    expect(stale.status).toBe(401);
  });

  it('opens an uncompressed, unbuffered, uncached event stream that starts with retry: 3000', async () => {
    const { cookie } = await signedInUser(t);
    const client = await open(cookie, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['content-encoding']).toBeUndefined();
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['cache-control']).toBe('no-store');
    expect(client.headers['x-content-type-options']).toBe('nosniff');
    expect(client.retry).toBe(3000);
  });

  it('answers 400 with a field error for a malformed ?lastEventId', async () => {
    const { cookie } = await signedInUser(t);
    // Empty (once read as 0: a replay of everything), exponent, hex, spaced, signed, fractional.
    for (const value of ['abc', '', '1e3', '0x10', '%205', '-1', '1.5', '99999999999999999']) {
      const response = await apiCall(t, cookie, 'GET', `/api/live?lastEventId=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json(), value).toEqual({
        message: 'Last event id must be a whole number',
        errors: [{ path: 'lastEventId', message: 'Last event id must be a whole number' }],
      });
    }
  });
});

describe("a team member hears the team's changes (docs/product.md#live-updates)", () => {
  it('guest created and moved, a journal note, a task: the other member hears each within 2 s; another team nothing', async () => {
    const { alice, bob, carol } = await cast();
    const aliceStream = await open(alice.cookie);
    const carolStream = await open(carol.cookie);

    const guest = await addGuest(t, bob.cookie, { name: 'Live Guest' });
    expect(await aliceStream.waitForChange({ kind: 'guest', op: 'insert', id: guest.id })).toEqual(
      expect.objectContaining({ guestId: guest.id, by: bob.user.id }),
    );

    await ok(
      await apiCall(t, bob.cookie, 'PATCH', `/api/guests/${guest.id}/status`, { status: 'hot' }),
    );
    expect(await aliceStream.waitForChange({ kind: 'guest', op: 'update', id: guest.id })).toEqual(
      expect.objectContaining({ guestId: guest.id, by: bob.user.id }),
    );

    const note = await ok(
      await apiCall(t, bob.cookie, 'POST', `/api/guests/${guest.id}/journal`, {
        action: 'manual note',
        description: 'Called, will send dates',
      }),
      201,
    );
    expect(await aliceStream.waitForChange({ kind: 'journal', id: note.id })).toEqual({
      kind: 'journal',
      op: 'insert',
      id: note.id,
      guestId: guest.id,
      version: null,
      by: bob.user.id,
      eventId: expect.any(Number),
    });

    const task = await ok(
      await apiCall(t, bob.cookie, 'POST', '/api/tasks', {
        title: 'Send questions',
        guestId: guest.id,
      }),
      201,
    );
    await aliceStream.waitForChange({ kind: 'task', op: 'insert', id: task.id, guestId: guest.id });

    // The fence: Carol's own change comes after every one of the above; she heard none of them.
    const own = await addGuest(t, carol.cookie, { name: 'Carol Guest' });
    await carolStream.waitForChange({ kind: 'guest', id: own.id });
    expect(carolStream.changes.every((c) => c.guestId === own.id)).toBe(true);
    // Alice did not hear Carol's.
    expect(aliceStream.changes.some((c) => c.guestId === own.id)).toBe(false);
  });

  it('a task without a guest reaches its owner only', async () => {
    const { alice, bob } = await cast();
    const aliceStream = await open(alice.cookie);
    const bobStream = await open(bob.cookie);
    const task = await ok(
      await apiCall(t, bob.cookie, 'POST', '/api/tasks', { title: 'Private' }),
      201,
    );
    await bobStream.waitForChange({ kind: 'task', id: task.id, guestId: null });
    const fence = await addGuest(t, alice.cookie, { name: 'Fence' });
    await aliceStream.waitForChange({ kind: 'guest', id: fence.id });
    expect(aliceStream.changes.some((c) => c.kind === 'task')).toBe(false);
  });

  it('a removed member gets a team event, then nothing more of the team', async () => {
    const { alice, bob, network } = await cast();
    const aliceStream = await open(alice.cookie);
    const bobStream = await open(bob.cookie);

    await setTeam(bob.user.id, null);
    const teamEvent = await bobStream.waitForChange({ kind: 'team', id: bob.user.id });
    expect(teamEvent).toEqual(
      expect.objectContaining({ op: 'update', guestId: null, version: null, by: null }),
    );
    // The team hears that its membership changed.
    await aliceStream.waitForChange({ kind: 'team', id: bob.user.id });

    const teamGuest = await addGuest(t, alice.cookie, { name: 'After Bob' });
    await aliceStream.waitForChange({ kind: 'guest', id: teamGuest.id });
    const own = await addGuest(t, bob.cookie, { name: 'Bob Alone' });
    await bobStream.waitForChange({ kind: 'guest', id: own.id });
    expect(bobStream.changes.some((c) => c.guestId === teamGuest.id)).toBe(false);

    // Back in the team: he hears it again, without reconnecting.
    await setTeam(bob.user.id, network);
    await bobStream.waitForChange({ kind: 'team', id: bob.user.id, op: 'update' });
    await bobStream.waitUntil(
      () => bobStream.changes.filter((c) => c.kind === 'team').length === 2,
      'a second team event',
    );
    const again = await addGuest(t, alice.cookie, { name: 'Welcome Back' });
    await bobStream.waitForChange({ kind: 'guest', id: again.id });
  });

  it('through the team routes: a member who joins hears the team; once removed, nothing more', async () => {
    const owner = await signedInUser(t);
    const member = await signedInUser(t);
    await ok(await apiCall(t, owner.cookie, 'POST', '/api/team', { name: 'Routed Crew' }), 201);
    const invite = await apiCall(t, owner.cookie, 'POST', '/api/team/invites', {});
    const { token } = JSON.parse(invite.body) as { token: string };
    const memberStream = await open(member.cookie);
    await ok(await apiCall(t, member.cookie, 'POST', `/api/invites/${token}/join`, {}));
    await memberStream.waitForChange({ kind: 'team', id: member.user.id });

    const shared = await addGuest(t, owner.cookie, { name: 'Shared Before' });
    await memberStream.waitForChange({ kind: 'guest', id: shared.id });

    await ok(await apiCall(t, owner.cookie, 'DELETE', `/api/team/members/${member.user.id}`));
    await memberStream.waitUntil(
      () => memberStream.changes.filter((c) => c.kind === 'team').length === 2,
      'the team event of the removal',
    );
    const after = await addGuest(t, owner.cookie, { name: 'Shared After' });
    const own = await addGuest(t, member.cookie, { name: 'Fence' });
    await memberStream.waitForChange({ kind: 'guest', id: own.id });
    expect(memberStream.changes.some((c) => c.guestId === after.id)).toBe(false);
  });

  it("a team's rename is heard by its members, as a team event naming the team; not by others", async () => {
    const owner = await signedInUser(t);
    const member = await signedInUser(t);
    const outsider = await signedInUser(t);
    const created = await apiCall(t, owner.cookie, 'POST', '/api/team', { name: 'Old Name' });
    await ok(created, 201);
    const teamId = (JSON.parse(created.body) as { team: { id: number } }).team.id;
    const invite = await apiCall(t, owner.cookie, 'POST', '/api/team/invites', {});
    const { token } = JSON.parse(invite.body) as { token: string };
    await ok(await apiCall(t, member.cookie, 'POST', `/api/invites/${token}/join`, {}));
    const memberStream = await open(member.cookie);
    const outsiderStream = await open(outsider.cookie);
    // The team's creation and the join were written before the stream opened, but the relay may
    // hand them out after: a fence of the member's own marks where the rename's events begin.
    const fence = await addGuest(t, member.cookie, { name: 'Member Fence' });
    const { eventId: fenceId } = await memberStream.waitForChange({ kind: 'guest', id: fence.id });
    const teamEventsAfterFence = () =>
      memberStream.changes.filter((c) => c.kind === 'team' && c.eventId > fenceId);

    await ok(await apiCall(t, owner.cookie, 'PATCH', '/api/team', { name: 'New Name' }));
    await memberStream.waitUntil(() => teamEventsAfterFence().length > 0, 'the rename');
    const [renamed] = teamEventsAfterFence();
    expect(renamed).toMatchObject({ kind: 'team', op: 'update', id: teamId, guestId: null });
    expect((await apiCall(t, member.cookie, 'GET', '/api/team')).json()).toMatchObject({
      team: { name: 'New Name' },
    });
    // The same name again changes nothing, and is not told.
    await ok(await apiCall(t, owner.cookie, 'PATCH', '/api/team', { name: 'New Name' }));
    const own = await addGuest(t, outsider.cookie, { name: 'Outsider Own' });
    await outsiderStream.waitForChange({ kind: 'guest', id: own.id });
    expect(outsiderStream.changes.some((c) => c.kind === 'team')).toBe(false);
    const mine = await addGuest(t, member.cookie, { name: 'Member Own' });
    await memberStream.waitForChange({ kind: 'guest', id: mine.id });
    expect(teamEventsAfterFence()).toHaveLength(1);
  });

  it('a guest leaving the team is heard by the team it left (the old audience)', async () => {
    const { alice, bob } = await cast();
    const guest = await addGuest(t, bob.cookie, { name: 'Leaving' });
    const aliceStream = await open(alice.cookie);
    await t.database.db.update(guests).set({ organizationId: null }).where(eq(guests.id, guest.id));
    await aliceStream.waitForChange({ kind: 'guest', op: 'update', id: guest.id });
  });
  it('a member who deletes their account: the team hears them leave and their shared guest pass to the owner; no change row names them', async () => {
    const { alice, bob } = await cast();
    const guest = await addGuest(t, bob.cookie, { name: 'Bob Only' });
    const aliceStream = await open(alice.cookie);
    await ok(
      await apiCall(t, bob.cookie, 'POST', '/api/user/delete/permanent', {
        password: PASSWORD,
        confirmPhrase: 'PERMANENTLY DELETE MY ACCOUNT',
      }),
    );
    // docs/product.md#account-deletion: the shared guest stays with the team, now the owner's.
    await aliceStream.waitForChange({ kind: 'team', op: 'update', id: bob.user.id });
    await aliceStream.waitForChange({ kind: 'guest', id: guest.id });
    expect((await apiCall(t, alice.cookie, 'GET', `/api/guests/${guest.id}`)).statusCode).toBe(200);
    const traces = await t.database.db
      .select({ id: changeEvents.id })
      .from(changeEvents)
      .where(
        sql`${changeEvents.changedBy} = ${bob.user.id} or ${bob.user.id}::int = any(${changeEvents.audienceUserIds})`,
      );
    expect(traces).toEqual([]);
  });
});

describe('notification settings (docs/decisions/048-notification-settings-live.md)', () => {
  it("a save is heard on the user's own streams (every tab), not by a teammate or anyone else", async () => {
    const { alice, bob, carol } = await cast();
    const aliceTab = await open(alice.cookie);
    const aliceOtherTab = await open(alice.cookie);
    const bobStream = await open(bob.cookie);
    const carolStream = await open(carol.cookie);

    const told = {
      kind: 'notification_settings',
      op: 'update',
      id: alice.user.id,
      guestId: null,
      version: null,
      by: null,
    };
    // The first save inserts the row, the next updates it: each is told.
    for (const quietStart of ['22:00', '23:00']) {
      const saved = await apiCall(t, alice.cookie, 'PUT', '/api/user/notifications', {
        quietStart,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    for (const stream of [aliceTab, aliceOtherTab]) {
      await stream.waitUntil(
        () => stream.changes.filter((c) => c.kind === 'notification_settings').length === 2,
        'two notification_settings events',
      );
      expect(stream.changes.filter((c) => c.kind === 'notification_settings')).toEqual([
        expect.objectContaining(told),
        expect.objectContaining(told),
      ]);
    }

    // Fences: each hears a later change of their own, so the save would have come first.
    for (const { user, stream } of [
      { user: bob, stream: bobStream },
      { user: carol, stream: carolStream },
    ]) {
      const own = await addGuest(t, user.cookie, { name: 'Settings Fence' });
      await stream.waitForChange({ kind: 'guest', id: own.id });
      expect(stream.changes.some((c) => c.kind === 'notification_settings')).toBe(false);
    }
  });
});

describe('resuming with Last-Event-ID', () => {
  it('replays the changes missed that the user may see, then goes on live', async () => {
    const { alice, bob, carol } = await cast();
    const first = await open(alice.cookie);
    const seen = await addGuest(t, bob.cookie, { name: 'Seen' });
    await first.waitForChange({ kind: 'guest', id: seen.id });
    // Her own change comes after everything about Bob's guest: once it is here, all of it is.
    const mark = await addGuest(t, alice.cookie, { name: 'Mark' });
    await first.waitForChange({ kind: 'guest', id: mark.id });
    const lastEventId = Math.max(...first.changes.map((c) => c.eventId));
    first.close();

    const missed = await addGuest(t, bob.cookie, { name: 'Missed' });
    await addGuest(t, carol.cookie, { name: 'Not for Alice' });
    const resumed = await open(alice.cookie, { lastEventId: String(lastEventId) });
    const fence = await addGuest(t, alice.cookie, { name: 'Fence' });
    await resumed.waitForChange({ kind: 'guest', id: fence.id });

    const after = resumed.changes.filter((c) => c.eventId > lastEventId);
    expect(new Set(after.map((c) => c.guestId))).toEqual(new Set([missed.id, fence.id]));
    // Before them, the changes of the minute up to the last id named, which the client skips when
    // it has them (one of them may have committed after it): still only what Alice may see.
    const before = resumed.changes.filter((c) => c.eventId <= lastEventId);
    expect(new Set(before.map((c) => c.guestId))).toEqual(new Set([seen.id, mark.id]));
    // In id order, each once.
    const ids = resumed.changes.map((c) => c.eventId);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    // The same through ?lastEventId= (for clients that cannot set the header).
    const viaQuery = await open(alice.cookie, { query: `?lastEventId=${lastEventId}` });
    await viaQuery.waitForChange({ kind: 'guest', id: fence.id });
    expect(viaQuery.changes.map((c) => c.eventId)).toEqual(ids);
  });

  // Two transactions at once: the embedded database runs one at a time.
  it.runIf(usingPostgres)(
    'replays a change that committed after a later one the client had heard of',
    async () => {
      const { alice, bob } = await cast();
      const first = await open(alice.cookie);
      const slow = await addGuest(t, bob.cookie, { name: 'Slow' });
      await first.waitForChange({ kind: 'guest', id: slow.id });

      // Bob's note takes its change id, then waits to commit while a later change goes out.
      // (Not a guest write: one on the same board would wait for this one, at its version row.)
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let taken!: () => void;
      const idTaken = new Promise<void>((resolve) => (taken = resolve));
      let noteId = 0;
      const note = t.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(journalEntries)
          .values({
            guestId: slow.id,
            userId: bob.user.id,
            username: bob.user.username,
            action: 'manual_note',
            description: 'Noted late',
          })
          .returning({ id: journalEntries.id });
        noteId = row!.id;
        taken();
        await held;
      });
      await idTaken;
      const later = await addGuest(t, bob.cookie, { name: 'Later' });
      await first.waitForChange({ kind: 'guest', id: later.id });
      const lastEventId = Math.max(...first.changes.map((c) => c.eventId));
      first.close();
      commit();
      await note;

      const resumed = await open(alice.cookie, { lastEventId: String(lastEventId) });
      const fence = await addGuest(t, alice.cookie, { name: 'Fence' });
      await resumed.waitForChange({ kind: 'guest', id: fence.id });
      const late = resumed.changes.filter((c) => c.kind === 'journal' && c.id === noteId);
      expect(late).toHaveLength(1);
      expect(late[0]!.eventId).toBeLessThan(lastEventId);
    },
  );

  it('sends event: reset for an id it cannot serve: unknown, pruned, or too far behind', async () => {
    const { alice } = await cast();
    const future = await open(alice.cookie, { lastEventId: '999999999' });
    await future.waitUntil(() => future.events.some((e) => e.event === 'reset'), 'a reset');
    const reset = future.events.find((e) => e.event === 'reset');
    expect(Number(reset?.id)).toBeLessThan(999999999);
    expect(reset?.data).toBe('{}');

    const garbled = await open(alice.cookie, { lastEventId: 'not-a-number' });
    await garbled.waitUntil(() => garbled.events.some((e) => e.event === 'reset'), 'a reset');
  });

  it('sends event: reset when the gap is longer than the replay limit', async () => {
    const { alice } = await cast();
    const [{ max }] = (
      (await t.database.db.execute(
        sql`select coalesce(max(id), 0)::int as max from change_events`,
      )) as unknown as {
        rows: { max: number }[];
      }
    ).rows as [{ max: number }];
    await t.database.db.insert(changeEvents).values(
      Array.from({ length: REPLAY_LIMIT + 1 }, (_, i) => ({
        kind: 'guest' as const,
        op: 'update' as const,
        recordId: 1_000_000 + i,
        audienceUserIds: [alice.user.id],
      })),
    );
    const behind = await open(alice.cookie, { lastEventId: String(max) });
    await behind.waitUntil(() => behind.events.some((e) => e.event === 'reset'), 'a reset');
    expect(behind.changes).toEqual([]);
  });
});

describe('the heartbeat and the session', () => {
  it('sends : ping on the configured interval and ends the stream once signed out', async () => {
    const fast = await createTestApp({ LIVE_HEARTBEAT_MS: '50' });
    try {
      const url = await listenOnFreePort(fast.app);
      const { cookie } = await signedInUser(fast);
      const client = await LiveClient.open(url, { cookie });
      await client.waitUntil(() => client.comments.includes('ping'), 'a ping');
      await client.waitUntil(() => client.comments.length >= 2, 'a second ping');
      await apiCall(fast, cookie, 'POST', '/api/logout');
      await client.waitUntil(() => client.ended, 'the stream to end');
    } finally {
      await fast.close();
    }
  });

  it('app.close() ends open streams instead of waiting for them', async () => {
    const other = await createTestApp();
    const url = await listenOnFreePort(other.app);
    const { cookie } = await signedInUser(other);
    const client = await LiveClient.open(url, { cookie });
    await client.waitUntil(() => client.retry !== undefined, 'retry');
    const started = Date.now();
    await other.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
    await client.waitUntil(() => client.ended, 'the stream to end');
    await other.database.close();
  });
});

describe('pruning', () => {
  it('deletes change rows older than 24 hours, keeps the rest, and a resume from before them resets', async () => {
    const { alice } = await cast();
    const guest = await addGuest(t, alice.cookie, { name: 'Old News' });
    const [old] = await t.database.db
      .select({ id: changeEvents.id })
      .from(changeEvents)
      .where(eq(changeEvents.recordId, guest.id));
    await t.database.db.execute(
      sql`update change_events set created_at = now() - interval '25 hours' where id <= ${old!.id}`,
    );
    const fresh = await addGuest(t, alice.cookie, { name: 'Fresh' });
    expect(await pruneChangeEvents(t.database.db)).toBe(true);
    const left = await t.database.db.select({ id: changeEvents.id }).from(changeEvents);
    expect(left.every((row) => row.id > old!.id)).toBe(true);
    expect(left.length).toBeGreaterThan(0);

    const stream = await open(alice.cookie, { lastEventId: String(old!.id - 1) });
    await stream.waitUntil(() => stream.events.some((e) => e.event === 'reset'), 'a reset');
    expect(stream.changes.some((c) => c.guestId === fresh.id)).toBe(false);
  });

  it.runIf(usingPostgres)(
    'runs on one instance at a time: a held claim skips the run',
    async () => {
      const url = await databaseUrl();
      const other = await openPostgres(url, 1);
      try {
        await t.database.db.insert(changeEvents).values({
          kind: 'guest',
          op: 'delete',
          recordId: 1,
          createdAt: new Date(Date.now() - 48 * 3_600_000),
        });
        const ids = () => t.database.db.select({ id: changeEvents.id }).from(changeEvents);
        const count = (await ids()).length;
        await other.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(7401, 1)`);
          expect(await pruneChangeEvents(t.database.db)).toBe(false);
          expect((await ids()).length).toBe(count);
        });
        expect(await pruneChangeEvents(t.database.db)).toBe(true);
        expect((await ids()).length).toBe(count - 1);
      } finally {
        await other.close();
      }
    },
  );
});

/** The test file's own PostgreSQL database, with the credentials of TEST_DATABASE_URL. */
async function databaseUrl() {
  const { rows } = (await t.database.db.execute(
    sql`select current_database() as name`,
  )) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

describe('the listening connection', () => {
  it.runIf(usingPostgres)(
    'comes back after the server drops it, and relays what was written meanwhile',
    async () => {
      const { alice, bob } = await cast();
      const stream = await open(alice.cookie);
      const dropped = (await t.database.db.execute(
        sql`select pg_terminate_backend(pid) as done from pg_stat_activity
            where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
      )) as unknown as { rows: { done: boolean }[] };
      expect(dropped.rows.length).toBeGreaterThan(0);
      // Written while the relay is reconnecting: its notification is lost, the row is not.
      const guest = await addGuest(t, bob.cookie, { name: 'While Away' });
      await stream.waitForChange({ kind: 'guest', id: guest.id }, 5000);
      const after = await addGuest(t, bob.cookie, { name: 'After' });
      await stream.waitForChange({ kind: 'guest', id: after.id });
    },
  );
});

describe('several app instances on one PostgreSQL', () => {
  it.runIf(usingPostgres)("each relays the other's changes to its own streams", async () => {
    const database = await openPostgres(await databaseUrl(), 2);
    const second = await buildApp({
      config: t.config,
      database,
      clock: t.clock.now,
      logger: false,
    });
    try {
      const secondBase = await listenOnFreePort(second);
      const { alice, bob } = await cast();
      const onSecond = await LiveClient.open(secondBase, { cookie: alice.cookie });
      clients.push(onSecond);
      const onFirst = await open(bob.cookie);
      await onSecond.waitUntil(() => onSecond.retry !== undefined, 'retry');

      // Bob writes through the first instance; Alice listens on the second.
      const guest = await addGuest(t, bob.cookie, { name: 'Across' });
      await onSecond.waitForChange({ kind: 'guest', id: guest.id, by: bob.user.id });

      // And the other way round.
      const response = await second.inject({
        method: 'POST',
        url: '/api/guests',
        headers: { cookie: alice.cookie, 'content-type': 'application/json' },
        payload: { name: 'Back Across', details: 'From the second instance' },
      });
      const back = await ok(response, 201);
      await onFirst.waitForChange({ kind: 'guest', id: back.id, by: alice.user.id });
    } finally {
      await second.close();
      await database.close();
    }
  });
});
