import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionItems, actionItemsArchive } from '#server/db/schema/index.js';
import {
  archiveGuest,
  caller,
  fieldErrors,
  guestJournal,
  organization,
  restoreGuest,
} from '../helpers/action-center.js';
import type { Method } from '../helpers/action-center.js';
import {
  addGuest as addGuestVia,
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

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const addGuest = (cookie: string, fields: Json = {}) => addGuestVia(t, cookie, fields);
const at = (ms: number) => new Date(START_TIME.getTime() + ms).toISOString();

type ItemBody = Json & { id: number; guestId: number | null; isCompleted: boolean };

async function addItem(cookie: string, fields: Json = {}): Promise<ItemBody> {
  const response = await call(cookie, 'POST', '/api/action-items', {
    title: 'Find sponsor',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ItemBody;
}

/** A guest's action-item entries as [description, actionItemId, taskId], newest first. */
async function itemEntries(cookie: string, guestId: number) {
  return (await guestJournal(t, cookie, guestId))
    .filter((entry) => entry.action === 'action_item')
    .map((entry) => [entry.description, entry.actionItemId, entry.taskId]);
}

describe('creating and reading action items', () => {
  it('POST /api/action-items answers 201 with the item, priority medium by default', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await call(cookie, 'POST', '/api/action-items', { title: ' Find sponsor ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      userId: user.id,
      guestId: null,
      guestName: null,
      version: 1,
      title: 'Find sponsor',
      assigneeId: user.id,
      assigneeName: user.username,
      description: '',
      dueDate: null,
      priority: 'medium',
      isCompleted: false,
      isEvergreen: false,
      createdAt: START_TIME.toISOString(),
      updatedAt: START_TIME.toISOString(),
    });
  });

  it('stores the documented payload, names the guest and journals the creation', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { name: 'Jane Doe' });
    const item = await addItem(cookie, {
      title: 'Send release form',
      description: 'PDF from legal',
      dueDate: '2026-11-24',
      priority: 'high',
      isEvergreen: false,
      isCompleted: false,
      guestId: guest.id,
    });
    expect(item).toMatchObject({
      guestId: guest.id,
      guestName: 'Jane Doe',
      description: 'PDF from legal',
      dueDate: '2026-11-24T00:00:00.000Z',
      priority: 'high',
    });
    const again = await call(cookie, 'GET', `/api/action-items/${item.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(item);
    expect(await itemEntries(cookie, guest.id)).toEqual([
      ['Action item created: Send release form [pending]', item.id, null],
    ]);
  });

  it('GET /api/action-items lists own and shared items, newest first', async () => {
    const orgId = await organization(t);
    const host = await signedInUser(t, { organizationId: orgId });
    const member = await signedInUser(t, { organizationId: orgId });
    const guest = await addGuest(host.cookie);
    const first = await addItem(host.cookie, { title: 'Own' });
    t.clock.advance(1000);
    const second = await addItem(member.cookie, { title: 'Shared', guestId: guest.id });
    t.clock.advance(1000);
    const third = await addItem(member.cookie, { title: 'Member only' });
    const list = await call(host.cookie, 'GET', '/api/action-items');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([second, first]);
    expect((await call(member.cookie, 'GET', '/api/action-items')).json()).toEqual([third, second]);
  });

  it.each([
    [{}, { title: 'Title is required' }],
    [{ title: '' }, { title: 'Title is required' }],
    [
      { title: 'A', isEvergreen: true, dueDate: '2026-12-01' },
      { dueDate: 'An action item cannot be both evergreen and have a due date' },
    ],
    [
      { title: 'A', priority: 'urgent' },
      { priority: 'Priority must be one of: low, medium, high' },
    ],
    [{ title: 'A', dueDate: 'soon' }, { dueDate: 'Invalid date selected' }],
    [{ title: 'A', isCompleted: 'no' }, { isCompleted: 'isCompleted must be true or false' }],
    [{ title: 'A', guestId: -1 }, { guestId: 'Guest not found' }],
  ])('refuses %j with its message', async (payload, expected) => {
    const { cookie } = await signedInUser(t);
    const response = await call(cookie, 'POST', '/api/action-items', payload as Json);
    expect(fieldErrors(response)).toEqual(expected);
    expect(await t.database.db.select().from(actionItems)).toEqual([]);
  });
});

describe('ownership (docs/product.md#ownership, #archiving)', () => {
  const routes = (id: number | string): [Method, string, Json?][] => [
    ['GET', `/api/action-items/${id}`],
    ['PATCH', `/api/action-items/${id}/complete`, { isCompleted: true }],
    ['PATCH', `/api/action-items/${id}`, { dueDate: '2026-12-01' }],
    ['DELETE', `/api/action-items/${id}`],
    ['POST', `/api/action-items/${id}/archive`],
  ];

  it("answers 404 'Guest not found' for another user's or an archived guest", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const guest = await addGuest(owner.cookie);
    const foreign = await call(intruder.cookie, 'POST', '/api/action-items', {
      title: 'Sneaky',
      guestId: guest.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Guest not found' });
    await archiveGuest(t, owner.cookie, guest.id);
    const archived = await call(owner.cookie, 'POST', '/api/action-items', {
      title: 'Late',
      guestId: guest.id,
    });
    expect(archived.statusCode).toBe(404);
    expect(await t.database.db.select().from(actionItems)).toEqual([]);
  });

  it("answers 404 'Action item not found' on every route for another user's item", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const item = await addItem(owner.cookie, { isCompleted: true });
    for (const [method, url, payload] of routes(item.id)) {
      const response = await call(intruder.cookie, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Action item not found' });
    }
    expect((await call(intruder.cookie, 'GET', '/api/action-items')).json()).toEqual([]);
    const bulk = await call(intruder.cookie, 'POST', '/api/action-items/archive-completed');
    expect(bulk.json()).toEqual({ success: true, count: 0, guestIds: [] });
    expect((await call(owner.cookie, 'GET', `/api/action-items/${item.id}`)).json()).toEqual(item);
  });

  it("answers 404 'Action item not found' for malformed and unknown ids", async () => {
    const { cookie } = await signedInUser(t);
    for (const id of ['abc', '-1', '2147483648', '424242']) {
      for (const [method, url, payload] of routes(id)) {
        const response = await call(cookie, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Action item not found' });
      }
    }
  });

  it("hides an archived guest's action items until the guest is restored", async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const item = await addItem(cookie, { guestId: guest.id, isCompleted: true });
    await archiveGuest(t, cookie, guest.id);
    expect((await call(cookie, 'GET', '/api/action-items')).json()).toEqual([]);
    for (const [method, url, payload] of routes(item.id)) {
      expect((await call(cookie, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    const bulk = await call(cookie, 'POST', '/api/action-items/archive-completed');
    expect(bulk.json()).toMatchObject({ count: 0 });
    await restoreGuest(t, cookie, guest.id);
    expect((await call(cookie, 'GET', '/api/action-items')).json()).toEqual([item]);
  });
});

describe('changing action items', () => {
  it('PATCH /complete completes and reopens, journaling [completed] and [pending]', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const item = await addItem(cookie, { guestId: guest.id });
    t.clock.advance(60_000);
    const done = await call(cookie, 'PATCH', `/api/action-items/${item.id}/complete`, {
      isCompleted: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      guestId: guest.id,
      actionItem: { ...item, isCompleted: true, updatedAt: at(60_000), version: 2 },
    });
    // Completing again changes nothing.
    t.clock.advance(60_000);
    const again = await call(cookie, 'PATCH', `/api/action-items/${item.id}/complete`, {
      isCompleted: true,
    });
    expect(again.json()).toMatchObject({ actionItem: { updatedAt: at(60_000) } });
    await call(cookie, 'PATCH', `/api/action-items/${item.id}/complete`, { isCompleted: false });
    expect(await itemEntries(cookie, guest.id)).toEqual([
      ['Action item reopened: Find sponsor [pending]', item.id, null],
      ['Action item completed: Find sponsor [completed]', item.id, null],
      ['Action item created: Find sponsor [pending]', item.id, null],
    ]);
  });

  it('PATCH /complete refuses a body without a boolean', async () => {
    const { cookie } = await signedInUser(t);
    const item = await addItem(cookie);
    for (const payload of [{}, { isCompleted: 'yes' }]) {
      const response = await call(
        cookie,
        'PATCH',
        `/api/action-items/${item.id}/complete`,
        payload,
      );
      expect(fieldErrors(response)).toEqual({ isCompleted: 'isCompleted must be true or false' });
    }
  });

  it('PATCH /api/action-items/:id reschedules and refuses past or missing dates', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const item = await addItem(cookie, { guestId: guest.id, isEvergreen: true });
    t.clock.advance(1000);
    const moved = await call(cookie, 'PATCH', `/api/action-items/${item.id}`, {
      dueDate: '2026-11-23T00:00:00+09:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      success: true,
      guestId: guest.id,
      actionItem: {
        ...item,
        dueDate: '2026-11-22T15:00:00.000Z',
        isEvergreen: false,
        updatedAt: at(1000),
        version: 2,
      },
    });
    expect((await guestJournal(t, cookie, guest.id))[0]).toMatchObject({
      action: 'action_item',
      description: 'Action item due date changed: Find sponsor [pending]',
      oldValue: null,
      newValue: '2026-11-22T15:00:00.000Z',
      actionItemId: item.id,
    });
    const cases: [Json, string][] = [
      [{}, 'Missing required information to update the due date'],
      [{ dueDate: 'tomorrow' }, 'Invalid date selected'],
      [{ dueDate: 12345 }, 'Invalid date selected'],
      [{ dueDate: true }, 'Invalid date selected'],
      [{ dueDate: '2026-11-01' }, 'Please select a future date'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(cookie, 'PATCH', `/api/action-items/${item.id}`, payload);
      expect(fieldErrors(response)).toEqual({ dueDate: message });
    }
  });

  it("PATCH /api/action-items/:id keeps a completed item's completion time (updatedAt)", async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const item = await addItem(cookie, { guestId: guest.id, dueDate: '2026-11-24' });
    // An open item's change stamps updatedAt, as before.
    t.clock.advance(60_000);
    const open = await call(cookie, 'PATCH', `/api/action-items/${item.id}`, {
      dueDate: '2026-11-25',
    });
    expect(open.json()).toMatchObject({ actionItem: { updatedAt: at(60_000), version: 2 } });
    t.clock.advance(60_000);
    await call(cookie, 'PATCH', `/api/action-items/${item.id}/complete`, { isCompleted: true });
    // Completed: a new due date is a new version, journaled, but not a new completion time.
    t.clock.advance(60_000);
    const moved = await call(cookie, 'PATCH', `/api/action-items/${item.id}`, {
      dueDate: '2026-11-30',
      version: 3,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      actionItem: {
        dueDate: '2026-11-30T00:00:00.000Z',
        isCompleted: true,
        updatedAt: at(120_000),
        version: 4,
      },
    });
    expect((await itemEntries(cookie, guest.id))[0]).toEqual([
      'Action item due date changed: Find sponsor [completed]',
      item.id,
      null,
    ]);
    // The version check still sees the change: the copy from before it is stale.
    const stale = await call(cookie, 'PATCH', `/api/action-items/${item.id}`, {
      dueDate: '2026-12-01',
      version: 3,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      conflict: { changedAt: at(120_000), current: { version: 4 } },
    });
    // Reopening and completing again stamp the time, as ever.
    t.clock.advance(60_000);
    await call(cookie, 'PATCH', `/api/action-items/${item.id}/complete`, { isCompleted: false });
    t.clock.advance(60_000);
    const again = await call(cookie, 'PATCH', `/api/action-items/${item.id}/complete`, {
      isCompleted: true,
    });
    expect(again.json()).toMatchObject({ actionItem: { updatedAt: at(300_000), version: 6 } });
  });

  it('DELETE removes the item and journals it', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const item = await addItem(cookie, { guestId: guest.id, isCompleted: true });
    const response = await call(cookie, 'DELETE', `/api/action-items/${item.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: item.id, guestId: guest.id });
    expect((await call(cookie, 'GET', `/api/action-items/${item.id}`)).statusCode).toBe(404);
    expect((await itemEntries(cookie, guest.id))[0]).toEqual([
      'Action item deleted: Find sponsor [completed]',
      item.id,
      null,
    ]);
  });
});

describe('archiving action items', () => {
  it('POST /:id/archive moves a completed item into action_items_archive', async () => {
    const { user, cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { name: 'Jane Doe' });
    const item = await addItem(cookie, { guestId: guest.id, isCompleted: true, priority: 'low' });
    t.clock.advance(5000);
    const response = await call(cookie, 'POST', `/api/action-items/${item.id}/archive`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: item.id, guestId: guest.id });
    expect(await t.database.db.select().from(actionItemsArchive)).toEqual([
      expect.objectContaining({
        userId: user.id,
        originalId: item.id,
        originalGuestId: guest.id,
        guestName: 'Jane Doe',
        priority: 'low',
        isCompleted: true,
        archivedAt: new Date(at(5000)),
      }),
    ]);
    expect((await itemEntries(cookie, guest.id))[0]).toEqual([
      'Action item archived: Find sponsor [completed]',
      item.id,
      null,
    ]);
  });

  it('refuses to archive an open action item', async () => {
    const { cookie } = await signedInUser(t);
    const item = await addItem(cookie);
    const response = await call(cookie, 'POST', `/api/action-items/${item.id}/archive`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Only completed action items can be archived' });
  });

  it('POST /archive-completed archives the completed ones and answers the count', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    await addItem(cookie, { title: 'A', isCompleted: true, guestId: guest.id });
    await addItem(cookie, { title: 'B', isCompleted: true });
    await addItem(cookie, { title: 'C', isCompleted: true });
    const open = await addItem(cookie, { title: 'D' });
    const response = await call(cookie, 'POST', '/api/action-items/archive-completed');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, count: 3, guestIds: [guest.id] });
    expect((await call(cookie, 'GET', '/api/action-items')).json()).toEqual([open]);
    expect(await t.database.db.select().from(actionItemsArchive)).toHaveLength(3);
    expect((await itemEntries(cookie, guest.id))[0]?.[0]).toBe(
      'Action item archived: A [completed]',
    );
  });

  it('POST /archive-completed?assignee=me archives only what the own list shows', async () => {
    const orgId = await organization(t);
    const host = await signedInUser(t, { organizationId: orgId });
    const member = await signedInUser(t, { organizationId: orgId });
    const outsider = await signedInUser(t, { organizationId: await organization(t, 'Other') });
    const guest = await addGuest(host.cookie);
    const done = { guestId: guest.id, isCompleted: true };
    // The member's own, one the host gave the member (completed by the member), the host's own.
    const byMember = await addItem(member.cookie, { title: 'By member', ...done });
    const given = await addItem(host.cookie, {
      title: 'Given',
      guestId: guest.id,
      assigneeId: member.user.id,
    });
    const completed = await call(member.cookie, 'PATCH', `/api/action-items/${given.id}/complete`, {
      isCompleted: true,
    });
    expect(completed.statusCode).toBe(200);
    const hostDone = await addItem(host.cookie, { title: 'Host', ...done });
    const hostOpen = await addItem(host.cookie, { title: 'Host open', guestId: guest.id });
    const outsiders = await addItem(outsider.cookie, { title: 'Outsider', isCompleted: true });
    const ids = async (cookie: string, query = '') =>
      ((await call(cookie, 'GET', `/api/action-items${query}`)).json() as ItemBody[])
        .map((item) => item.id)
        .sort();

    // A value the list refuses is refused here too, with the list's answer, archiving nothing.
    const badList = await call(host.cookie, 'GET', '/api/action-items?assignee=bob');
    const bad = await call(host.cookie, 'POST', '/api/action-items/archive-completed?assignee=bob');
    expect(fieldErrors(bad)).toEqual({ assignee: 'assignee must be "me"' });
    expect(bad.json()).toEqual(badList.json());
    expect(await ids(host.cookie)).toHaveLength(4);

    const mine = await call(host.cookie, 'POST', '/api/action-items/archive-completed?assignee=me');
    expect(mine.json()).toEqual({ success: true, count: 1, guestIds: [guest.id] });
    expect(await ids(host.cookie, '?assignee=me')).toEqual([hostOpen.id]);
    expect(await ids(member.cookie, '?assignee=me')).toEqual([byMember.id, given.id].sort());
    const archived = await t.database.db.select().from(actionItemsArchive);
    expect(archived.map((row) => row.originalId)).toEqual([hostDone.id]);

    // Without it: every completed item the host may see, as before; never an outsider's.
    const all = await call(host.cookie, 'POST', '/api/action-items/archive-completed');
    expect(all.json()).toEqual({ success: true, count: 2, guestIds: [guest.id] });
    expect(await ids(member.cookie)).toEqual([hostOpen.id]);
    expect(await ids(outsider.cookie)).toEqual([outsiders.id]);
  });
});

describe('sessions', () => {
  it('answers 401 on every route without a session, before looking at the body', async () => {
    const { cookie } = await signedInUser(t);
    const item = await addItem(cookie);
    const all: [Method, string, Json?][] = [
      ['GET', '/api/action-items'],
      ['POST', '/api/action-items', { title: 'A' }],
      ['POST', '/api/action-items', {}],
      ['GET', `/api/action-items/${item.id}`],
      ['PATCH', `/api/action-items/${item.id}/complete`, { isCompleted: true }],
      ['PATCH', `/api/action-items/${item.id}`, { dueDate: '2026-12-01' }],
      ['DELETE', `/api/action-items/${item.id}`],
      ['POST', `/api/action-items/${item.id}/archive`],
      ['POST', '/api/action-items/archive-completed'],
    ];
    for (const [method, url, payload] of all) {
      const response = await call(undefined, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Authentication required' });
    }
    expect((await call(cookie, 'GET', `/api/action-items/${item.id}`)).json()).toEqual(item);
  });
});
