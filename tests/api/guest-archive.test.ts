import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  actionItems,
  calendarEvents,
  guestArchive,
  guests,
  journalEntries,
  organizations,
  tasks,
} from '#server/db/schema/index.js';
import {
  addGuest as addGuestVia,
  apiCall,
  createTestApp,
  signedInUser,
  START_TIME,
} from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const DAY = 86_400_000;
const call = (cookie: string | undefined, method: string, url: string, payload?: unknown) =>
  apiCall(t, cookie, method as 'GET', url, payload as Json | undefined);
const addGuest = (cookie: string, fields: Json = {}) => addGuestVia(t, cookie, fields);

interface ArchivedGuest {
  id: number;
  originalId: number;
  name: string;
  archivedAt: string;
}

/** Archives a guest from the board and answers its archive entry as the archive lists it. */
async function archive(cookie: string, guestId: number): Promise<ArchivedGuest> {
  const response = await call(cookie, 'DELETE', `/api/guests/${guestId}`);
  expect(response.statusCode).toBe(200);
  const list = (await call(cookie, 'GET', '/api/guests/archived')).json() as ArchivedGuest[];
  const entry = list.find((candidate) => candidate.originalId === guestId);
  if (!entry) throw new Error(`guest ${guestId} is not in the archive`);
  return entry;
}

/** A task, an action item and a calendar event attached to the guest, created through the API. */
async function attachWork(cookie: string, guestId: number) {
  const create = async (url: string, payload: Json) => {
    const response = await call(cookie, 'POST', url, { guestId, ...payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Json & { id: number };
  };
  const task = await create('/api/tasks', {
    title: 'Send questions',
    dueDate: '2026-12-01T00:00:00Z',
    status: 'in_progress',
  });
  const item = await create('/api/action-items', {
    title: 'Book studio',
    priority: 'high',
    isEvergreen: true,
  });
  const event = await create('/api/calendar', {
    title: 'Recording',
    startTime: '2026-12-03T15:00:00Z',
    endTime: '2026-12-03T16:00:00Z',
    eventType: 'recording',
  });
  return { task, item, event };
}

async function workOf(guestId: number) {
  const db = t.database.db;
  return {
    tasks: await db.select().from(tasks).where(eq(tasks.guestId, guestId)),
    items: await db.select().from(actionItems).where(eq(actionItems.guestId, guestId)),
    events: await db.select().from(calendarEvents).where(eq(calendarEvents.guestId, guestId)),
  };
}

async function organization(name = 'Podcast Network') {
  const [row] = await t.database.db.insert(organizations).values({ name }).returning();
  return row!.id;
}

describe('GET /api/guests/archived', () => {
  it('lists the archived guests, most recently archived first, with the fields docs/product.md names', async () => {
    const { cookie } = await signedInUser(t);
    const first = await addGuest(cookie, {
      name: 'First Guest',
      details: 'Economist',
      status: 'hot',
      organization: 'Central Bank',
      title: 'Chief Economist',
    });
    const second = await addGuest(cookie, { name: 'Second Guest' });
    const active = await addGuest(cookie, { name: 'Still Active' });
    t.clock.advance(DAY);
    await call(cookie, 'DELETE', `/api/guests/${first.id}`);
    t.clock.advance(DAY);
    await call(cookie, 'DELETE', `/api/guests/${second.id}`);

    const response = await call(cookie, 'GET', '/api/guests/archived');
    expect(response.statusCode).toBe(200);
    const list = response.json() as Json[];
    expect(list).toEqual([
      {
        id: expect.any(Number),
        originalId: second.id,
        name: 'Second Guest',
        details: 'Author and researcher',
        status: 'prospect',
        organization: null,
        title: null,
        dateAdded: START_TIME.toISOString(),
        archivedAt: new Date(START_TIME.getTime() + 2 * DAY).toISOString(),
      },
      {
        id: expect.any(Number),
        originalId: first.id,
        name: 'First Guest',
        details: 'Economist',
        status: 'hot',
        organization: 'Central Bank',
        title: 'Chief Economist',
        dateAdded: START_TIME.toISOString(),
        archivedAt: new Date(START_TIME.getTime() + DAY).toISOString(),
      },
    ]);
    expect(list.map((entry) => entry.originalId)).not.toContain(active.id);
  });

  it('is empty for a new user, and is not shadowed by /api/guests/:id', async () => {
    const { cookie } = await signedInUser(t);
    const response = await call(cookie, 'GET', '/api/guests/archived');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("shows neither another user's archive nor another organization's", async () => {
    const orgId = await organization();
    const host = await signedInUser(t, { organizationId: orgId });
    const member = await signedInUser(t, { organizationId: orgId });
    const outsider = await signedInUser(t, { organizationId: await organization('Other') });
    const loner = await signedInUser(t);
    const guest = await addGuest(host.cookie);
    const entry = await archive(host.cookie, guest.id);

    expect((await call(member.cookie, 'GET', '/api/guests/archived')).json()).toEqual([entry]);
    for (const stranger of [outsider, loner]) {
      expect((await call(stranger.cookie, 'GET', '/api/guests/archived')).json()).toEqual([]);
    }
  });
});

describe('POST /api/guests/archived/:id/restore', () => {
  it('brings the guest back with the same id, journal, tasks, action items and events', async () => {
    const { user, cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { email: 'jane@example.com', status: 'scheduled' });
    await call(cookie, 'POST', `/api/guests/${guest.id}/journal`, { description: 'Great chat' });
    const work = await attachWork(cookie, guest.id);
    const before = await workOf(guest.id);
    t.clock.advance(DAY);
    const entry = await archive(cookie, guest.id);
    t.clock.advance(DAY);

    const response = await call(cookie, 'POST', `/api/guests/archived/${entry.id}/restore`);
    expect(response.statusCode).toBe(200);
    const restoredAt = new Date(START_TIME.getTime() + 2 * DAY).toISOString();
    expect(response.json()).toEqual({
      ...guest,
      lastModifiedBy: user.id,
      lastModifiedAt: restoredAt,
      updatedAt: restoredAt,
      // Archiving and restoring are changes: docs/product.md#versions.
      version: 3,
    });

    expect((await call(cookie, 'GET', '/api/guests')).json()).toEqual([response.json()]);
    expect((await call(cookie, 'GET', `/api/guests/${guest.id}`)).statusCode).toBe(200);
    expect((await call(cookie, 'GET', '/api/guests/archived')).json()).toEqual([]);
    expect(await t.database.db.select().from(guestArchive)).toEqual([]);

    const journal = (await call(cookie, 'GET', `/api/guests/${guest.id}/journal`)).json() as Json[];
    expect(journal.map((e) => [e.action, e.description, e.guestId])).toEqual([
      ['restored', 'Guest restored from the archive', guest.id],
      ['archived', 'Guest archived', guest.id],
      // The work attached through the API is journaled, and comes back with the rest.
      ['calendar', 'Event scheduled: Recording', guest.id],
      ['action_item', 'Action item created: Book studio [pending]', guest.id],
      ['task', 'Task created: Send questions [in progress]', guest.id],
      ['manual_note', 'Great chat', guest.id],
      ['created', 'Guest created', guest.id],
    ]);
    expect(journal[0]).toMatchObject({ userId: user.id, username: user.username });

    const after = await workOf(guest.id);
    expect(after).toEqual(before);
    expect(after.tasks.map((row) => row.id)).toEqual([work.task.id]);
    expect(after.items.map((row) => row.id)).toEqual([work.item.id]);
    expect(after.events.map((row) => row.id)).toEqual([work.event.id]);
  });

  it("takes the archive entry's id, as the list gives it, not the guest's", async () => {
    const { cookie } = await signedInUser(t);
    const first = await addGuest(cookie, { name: 'First' });
    const second = await addGuest(cookie, { name: 'Second' });
    const secondEntry = await archive(cookie, second.id);
    const firstEntry = await archive(cookie, first.id);
    expect(firstEntry.id).toBe(second.id);
    expect(secondEntry.id).toBe(first.id);

    const response = await call(cookie, 'POST', `/api/guests/archived/${firstEntry.id}/restore`);
    expect(response.json()).toMatchObject({ id: first.id, name: 'First' });
    expect((await call(cookie, 'GET', '/api/guests/archived')).json()).toEqual([secondEntry]);
  });

  it('answers 404 once restored, so a second restore changes nothing', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const entry = await archive(cookie, guest.id);
    expect(
      (await call(cookie, 'POST', `/api/guests/archived/${entry.id}/restore`)).statusCode,
    ).toBe(200);
    const again = await call(cookie, 'POST', `/api/guests/archived/${entry.id}/restore`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Archived guest not found' });
    const journal = (await call(cookie, 'GET', `/api/guests/${guest.id}/journal`)).json() as Json[];
    expect(journal.filter((e) => e.action === 'restored')).toHaveLength(1);
  });

  it('restores even when an active guest with the same email was added meanwhile', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { name: 'Jane Doe', email: 'jane@example.com' });
    const entry = await archive(cookie, guest.id);
    const twin = await addGuest(cookie, { name: 'Janet Doe', email: 'JANE@example.com' });

    const response = await call(cookie, 'POST', `/api/guests/archived/${entry.id}/restore`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: guest.id, email: 'jane@example.com' });
    const ids = ((await call(cookie, 'GET', '/api/guests')).json() as Json[]).map((g) => g.id);
    expect(ids.sort()).toEqual([guest.id, twin.id].sort());
  });

  it('can archive, restore and archive a guest again', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const first = await archive(cookie, guest.id);
    await call(cookie, 'POST', `/api/guests/archived/${first.id}/restore`);
    t.clock.advance(DAY);
    const second = await archive(cookie, guest.id);
    expect(second.archivedAt).toBe(new Date(START_TIME.getTime() + DAY).toISOString());
    expect((await call(cookie, 'GET', '/api/guests/archived')).json()).toHaveLength(1);
    const restored = await call(cookie, 'POST', `/api/guests/archived/${second.id}/restore`);
    expect(restored.json()).toMatchObject({ id: guest.id });
  });

  it('lets a member of the organization restore a shared guest', async () => {
    const orgId = await organization();
    const host = await signedInUser(t, { organizationId: orgId });
    const member = await signedInUser(t, { organizationId: orgId });
    const guest = await addGuest(host.cookie);
    const entry = await archive(host.cookie, guest.id);
    const response = await call(member.cookie, 'POST', `/api/guests/archived/${entry.id}/restore`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: guest.id,
      userId: host.user.id,
      lastModifiedBy: member.user.id,
    });
  });
});

describe('DELETE /api/guests/archived/:id', () => {
  it('removes the guest with its tasks, action items and events, keeping its journal', async () => {
    const { user, cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { name: 'Gone For Good' });
    const other = await addGuest(cookie, { name: 'Stays Around' });
    await call(cookie, 'POST', `/api/guests/${guest.id}/journal`, { description: 'Met once' });
    await attachWork(cookie, guest.id);
    const otherWork = await attachWork(cookie, other.id);
    const journalIds = (
      (await call(cookie, 'GET', `/api/guests/${guest.id}/journal`)).json() as Json[]
    ).map((entry) => entry.id as number);
    const entry = await archive(cookie, guest.id);
    t.clock.advance(DAY);

    const response = await call(cookie, 'DELETE', `/api/guests/archived/${entry.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Guest permanently deleted', id: entry.id });

    const db = t.database.db;
    expect(await db.select().from(guests).where(eq(guests.id, guest.id))).toEqual([]);
    expect(await db.select().from(guestArchive)).toEqual([]);
    expect(await workOf(guest.id)).toEqual({ tasks: [], items: [], events: [] });
    expect((await workOf(other.id)).tasks.map((row) => row.id)).toEqual([otherWork.task.id]);
    expect((await call(cookie, 'GET', '/api/guests/archived')).json()).toEqual([]);
    expect((await call(cookie, 'GET', `/api/guests/${guest.id}`)).statusCode).toBe(404);

    // Every journal entry of the guest survives, now pointing at no guest, plus the deletion.
    const kept = await db
      .select()
      .from(journalEntries)
      .where(inArray(journalEntries.id, journalIds));
    expect(kept).toHaveLength(journalIds.length);
    expect(kept.every((row) => row.guestId === null)).toBe(true);
    const [deleted] = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.action, 'deleted'));
    expect(deleted).toMatchObject({
      guestId: null,
      userId: user.id,
      username: user.username,
      description: `Guest Gone For Good (ID ${guest.id}) permanently deleted`,
      oldValue: 'Gone For Good',
      createdAt: new Date(START_TIME.getTime() + DAY),
    });

    const again = await call(cookie, 'DELETE', `/api/guests/archived/${entry.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Archived guest not found' });
  });

  it('refuses an active guest: only archived guests can be deleted for good', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const entry = await archive(cookie, guest.id);
    await call(cookie, 'POST', `/api/guests/archived/${entry.id}/restore`);
    const response = await call(cookie, 'DELETE', `/api/guests/archived/${entry.id}`);
    expect(response.statusCode).toBe(404);
    expect((await call(cookie, 'GET', `/api/guests/${guest.id}`)).statusCode).toBe(200);
  });
});

describe('bulk restore and bulk delete', () => {
  async function mixedIds() {
    const owner = await signedInUser(t);
    const stranger = await signedInUser(t);
    const mine = [
      await addGuest(owner.cookie, { name: 'Mine One' }),
      await addGuest(owner.cookie, { name: 'Mine Two' }),
    ];
    const theirs = await addGuest(stranger.cookie, { name: 'Theirs' });
    await attachWork(stranger.cookie, theirs.id);
    const myEntries = [
      await archive(owner.cookie, mine[0]!.id),
      await archive(owner.cookie, mine[1]!.id),
    ];
    const theirEntry = await archive(stranger.cookie, theirs.id);
    const missing = theirEntry.id + 1000;
    return { owner, stranger, mine, theirs, myEntries, theirEntry, missing };
  }

  it('bulk-restore restores the caller’s own guests and counts foreign and missing ids as failed', async () => {
    const { owner, stranger, mine, theirs, myEntries, theirEntry, missing } = await mixedIds();
    const response = await call(owner.cookie, 'POST', '/api/guests/archived/bulk-restore', {
      ids: [myEntries[0]!.id, theirEntry.id, myEntries[1]!.id, missing, myEntries[0]!.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Successfully restored 2 guests. Failed: 2',
      results: { success: 2, failed: 2 },
    });
    const board = ((await call(owner.cookie, 'GET', '/api/guests')).json() as Json[]).map(
      (g) => g.id,
    );
    expect(board.sort()).toEqual(mine.map((g) => g.id).sort());
    for (const guest of mine) {
      const journal = (
        await call(owner.cookie, 'GET', `/api/guests/${guest.id}/journal`)
      ).json() as Json[];
      expect(journal[0]).toMatchObject({ action: 'restored', guestId: guest.id });
    }
    // The stranger's guest is untouched: still archived, still theirs, its work still there.
    expect((await call(stranger.cookie, 'GET', '/api/guests/archived')).json()).toEqual([
      theirEntry,
    ]);
    expect((await workOf(theirs.id)).tasks).toHaveLength(1);
  });

  it('bulk-delete deletes the caller’s own guests and counts foreign and missing ids as failed', async () => {
    const { owner, stranger, mine, theirs, myEntries, theirEntry, missing } = await mixedIds();
    const response = await call(owner.cookie, 'POST', '/api/guests/archived/bulk-delete', {
      ids: [myEntries[0]!.id, theirEntry.id, myEntries[1]!.id, missing, 2_147_483_648],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Successfully deleted 2 guests. Failed: 3',
      results: { success: 2, failed: 3 },
    });
    const db = t.database.db;
    expect(
      await db
        .select()
        .from(guests)
        .where(
          inArray(
            guests.id,
            mine.map((g) => g.id),
          ),
        ),
    ).toEqual([]);
    expect(
      await db.select().from(journalEntries).where(eq(journalEntries.action, 'deleted')),
    ).toHaveLength(2);
    expect((await call(owner.cookie, 'GET', '/api/guests/archived')).json()).toEqual([]);
    expect((await call(stranger.cookie, 'GET', '/api/guests/archived')).json()).toEqual([
      theirEntry,
    ]);
    expect((await workOf(theirs.id)).events).toHaveLength(1);
  });

  it('lets only one of a simultaneous restore and deletes of the same guest act', async () => {
    const { cookie } = await signedInUser(t);
    // Several rounds, so the calls interleave at different points.
    for (let round = 0; round < 8; round += 1) {
      const guest = await addGuest(cookie, { name: `Contested ${round}` });
      const entry = await archive(cookie, guest.id);
      const [restore, remove, bulk] = await Promise.all([
        call(cookie, 'POST', `/api/guests/archived/${entry.id}/restore`),
        call(cookie, 'DELETE', `/api/guests/archived/${entry.id}`),
        call(cookie, 'POST', '/api/guests/archived/bulk-delete', { ids: [entry.id] }),
      ]);
      for (const response of [restore!, remove!]) expect([200, 404]).toContain(response.statusCode);
      expect(bulk!.statusCode).toBe(200);
      const restored = restore!.statusCode === 200;
      const bulkSuccess = (bulk!.json() as { results: { success: number } }).results.success;
      expect(Number(restored) + Number(remove!.statusCode === 200) + bulkSuccess).toBe(1);

      const rows = await t.database.db.select().from(guests).where(eq(guests.id, guest.id));
      if (restored) expect(rows).toMatchObject([{ isArchived: false }]);
      else expect(rows).toEqual([]);
      const deletions = await t.database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.oldValue, `Contested ${round}`));
      expect(deletions.filter((row) => row.action === 'deleted')).toHaveLength(restored ? 0 : 1);
    }
    expect(await t.database.db.select().from(guestArchive)).toEqual([]);
  });

  it('answers success 0 when nothing listed can be acted on', async () => {
    const { stranger, theirEntry } = await mixedIds();
    const nobody = await signedInUser(t);
    for (const route of ['bulk-restore', 'bulk-delete']) {
      const response = await call(nobody.cookie, 'POST', `/api/guests/archived/${route}`, {
        ids: [theirEntry.id],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ results: { success: 0, failed: 1 } });
    }
    expect((await call(stranger.cookie, 'GET', '/api/guests/archived')).json()).toEqual([
      theirEntry,
    ]);
  });

  it('refuses an empty, oversized or malformed ids list with field errors, changing nothing', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const entry = await archive(cookie, guest.id);
    const cases: [unknown, string, string][] = [
      [{ ids: [] }, 'ids', 'Select at least one guest'],
      [{}, 'ids', 'ids must be a list of archived guest ids'],
      [{ ids: 'all' }, 'ids', 'ids must be a list of archived guest ids'],
      [{ ids: null }, 'ids', 'ids must be a list of archived guest ids'],
      [{ ids: [entry.id, 'x'] }, 'ids.1', 'Each id must be a positive whole number'],
      [{ ids: [1.5] }, 'ids.0', 'Each id must be a positive whole number'],
      [{ ids: [0] }, 'ids.0', 'Each id must be a positive whole number'],
      [{ ids: [-3] }, 'ids.0', 'Each id must be a positive whole number'],
      [{ ids: [null] }, 'ids.0', 'Each id must be a positive whole number'],
      [
        { ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
        'ids',
        'At most 1,000 guests can be changed at once',
      ],
    ];
    for (const route of ['bulk-restore', 'bulk-delete']) {
      for (const [payload, path, message] of cases) {
        const response = await call(cookie, 'POST', `/api/guests/archived/${route}`, payload);
        expect(response.statusCode, `${route} ${JSON.stringify(payload).slice(0, 40)}`).toBe(400);
        const body = response.json() as { message: string; errors: Json[] };
        expect(body.errors).toContainEqual({ path, message });
        expect(body.message).toBe(body.errors[0]!.message);
      }
    }
    expect((await call(cookie, 'GET', '/api/guests/archived')).json()).toEqual([entry]);
  });

  it('takes exactly 1,000 ids', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const entry = await archive(cookie, guest.id);
    const ids = [entry.id, ...Array.from({ length: 999 }, (_, i) => entry.id + i + 1)];
    const response = await call(cookie, 'POST', '/api/guests/archived/bulk-restore', { ids });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ results: { success: 1, failed: 999 } });
  });
});

describe('ownership and sessions', () => {
  it("answers 404 on the single-id routes for another user's entry, an unknown or a malformed id", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const outsider = await signedInUser(t, { organizationId: await organization('Elsewhere') });
    const guest = await addGuest(owner.cookie);
    const entry = await archive(owner.cookie, guest.id);

    for (const cookie of [intruder.cookie, outsider.cookie]) {
      for (const [method, url] of [
        ['POST', `/api/guests/archived/${entry.id}/restore`],
        ['DELETE', `/api/guests/archived/${entry.id}`],
      ] as const) {
        const response = await call(cookie, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Archived guest not found' });
      }
    }
    for (const id of ['999999', 'abc', '0', '1.5', '99999999999']) {
      for (const [method, url] of [
        ['POST', `/api/guests/archived/${id}/restore`],
        ['DELETE', `/api/guests/archived/${id}`],
      ] as const) {
        const response = await call(owner.cookie, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Archived guest not found' });
      }
    }
    // Untouched.
    expect((await call(owner.cookie, 'GET', '/api/guests/archived')).json()).toEqual([entry]);
  });

  it('answers 401 on every route without a session, before looking at the body', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const entry = await archive(cookie, guest.id);
    const all: [string, string, unknown?][] = [
      ['GET', '/api/guests/archived'],
      ['POST', `/api/guests/archived/${entry.id}/restore`],
      ['POST', '/api/guests/archived/abc/restore'],
      ['DELETE', `/api/guests/archived/${entry.id}`],
      ['POST', '/api/guests/archived/bulk-restore', { ids: [entry.id] }],
      ['POST', '/api/guests/archived/bulk-restore', { ids: [] }],
      ['POST', '/api/guests/archived/bulk-delete', { ids: [entry.id] }],
      ['POST', '/api/guests/archived/bulk-delete', { ids: 'x' }],
    ];
    for (const [method, url, payload] of all) {
      const response = await call(undefined, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Authentication required' });
    }
    expect((await call(cookie, 'GET', '/api/guests/archived')).json()).toEqual([entry]);
  });

  it('documents the archive routes in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys((response.json() as { paths: Json }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/guests/archived',
        '/api/guests/archived/{id}/restore',
        '/api/guests/archived/{id}',
        '/api/guests/archived/bulk-delete',
        '/api/guests/archived/bulk-restore',
      ]),
    );
  });
});
