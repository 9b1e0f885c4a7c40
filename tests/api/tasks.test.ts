import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tasks, tasksArchive } from '#server/db/schema/index.js';
import {
  archiveGuest,
  caller,
  fieldErrors,
  guestJournal,
  organization,
  restoreGuest,
} from '../helpers/action-center.js';
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
const DAY = 24 * 60 * 60 * 1000;

type TaskBody = Json & { id: number; guestId: number | null; status: string };

async function addTask(cookie: string, fields: Json = {}): Promise<TaskBody> {
  const response = await call(cookie, 'POST', '/api/tasks', { title: 'Send questions', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TaskBody;
}

/** The task and action-item entries of a guest's journal as [description, taskId], newest first. */
async function taskEntries(cookie: string, guestId: number) {
  return (await guestJournal(t, cookie, guestId))
    .filter((entry) => entry.action === 'task')
    .map((entry) => [entry.description, entry.taskId]);
}

describe('creating and reading tasks', () => {
  it('POST /api/tasks answers 201 with the task, defaults filled in', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await call(cookie, 'POST', '/api/tasks', { title: '  Send questions ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      userId: user.id,
      guestId: null,
      guestName: null,
      version: 1,
      title: 'Send questions',
      assigneeId: user.id,
      assigneeName: user.username,
      description: '',
      dueDate: null,
      status: 'pending',
      isEvergreen: false,
      createdAt: START_TIME.toISOString(),
      completedAt: null,
      updatedAt: START_TIME.toISOString(),
    });
  });

  it('stores every field of the documented payload and names the guest', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { name: 'Jane Doe' });
    const task = await addTask(cookie, {
      title: 'Prepare intro',
      description: 'Read her book first',
      dueDate: '2026-11-25T00:00:00-05:00',
      status: 'in_progress',
      isEvergreen: false,
      guestId: guest.id,
      updateFollowUpDate: false,
      followUpType: null,
    });
    expect(task).toMatchObject({
      guestId: guest.id,
      guestName: 'Jane Doe',
      description: 'Read her book first',
      dueDate: '2026-11-25T05:00:00.000Z',
      status: 'in_progress',
    });
    const again = await call(cookie, 'GET', `/api/tasks/${task.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(task);
  });

  it('a task created completed carries completedAt; an evergreen one has no date', async () => {
    const { cookie } = await signedInUser(t);
    expect(await addTask(cookie, { status: 'completed' })).toMatchObject({
      completedAt: START_TIME.toISOString(),
    });
    expect(await addTask(cookie, { isEvergreen: true, dueDate: null })).toMatchObject({
      isEvergreen: true,
      dueDate: null,
    });
  });

  it('GET /api/tasks lists own and shared tasks, newest first, with guest names', async () => {
    const orgId = await organization(t);
    const host = await signedInUser(t, { organizationId: orgId });
    const member = await signedInUser(t, { organizationId: orgId });
    const guest = await addGuest(host.cookie, { name: 'Shared Guest' });
    const first = await addTask(host.cookie, { title: 'Own, no guest' });
    t.clock.advance(60_000);
    const second = await addTask(member.cookie, { title: 'By member', guestId: guest.id });
    t.clock.advance(60_000);
    const third = await addTask(member.cookie, { title: 'Member private' });

    const hostList = await call(host.cookie, 'GET', '/api/tasks');
    expect(hostList.statusCode).toBe(200);
    expect(hostList.json()).toEqual([second, first]);
    expect((await call(member.cookie, 'GET', '/api/tasks')).json()).toEqual([third, second]);
    expect(second.guestName).toBe('Shared Guest');
  });

  it.each([
    [{}, { title: 'Title is required' }],
    [{ title: '   ' }, { title: 'Title is required' }],
    [{ title: 'x'.repeat(201) }, { title: 'Title must be at most 200 characters' }],
    [
      { title: 'A', isEvergreen: true, dueDate: '2026-12-01' },
      { dueDate: 'A task cannot be both evergreen and have a due date' },
    ],
    [
      { title: 'A', guestId: 1, updateFollowUpDate: true, followUpType: 'call' },
      { dueDate: 'A due date is required to update the follow-up date' },
    ],
    [
      { title: 'A', guestId: 1, updateFollowUpDate: true, dueDate: '2026-12-01' },
      { followUpType: 'A follow-up type is required when updating the follow-up date' },
    ],
    [
      { title: 'A', updateFollowUpDate: true, dueDate: '2026-12-01', followUpType: 'call' },
      { guestId: "The follow-up date can only be updated for a guest's task" },
    ],
    [
      {
        title: 'A',
        guestId: 1,
        updateFollowUpDate: true,
        dueDate: '1899-12-31',
        followUpType: 'call',
      },
      { dueDate: 'Follow-up date must be on or after Jan 1, 1900' },
    ],
    [{ title: 'A', dueDate: 20261201 }, { dueDate: 'Invalid date selected' }],
    [
      { title: 'A', status: 'done' },
      { status: 'Status must be one of: pending, in_progress, completed' },
    ],
    [{ title: 'A', dueDate: 'next week' }, { dueDate: 'Invalid date selected' }],
    [{ title: 'A', dueDate: '0001-06-15T00:00:00Z' }, { dueDate: 'Invalid date selected' }],
    [{ title: 'A', dueDate: '9999-12-31T23:00:00-14:00' }, { dueDate: 'Invalid date selected' }],
    [
      { title: 'A', followUpType: 'pigeon' },
      { followUpType: 'Follow-up type must be one of: call, text, email, linkedin, other' },
    ],
    [{ title: 'A', isEvergreen: 'yes' }, { isEvergreen: 'isEvergreen must be true or false' }],
    [{ title: 'A', guestId: 'abc' }, { guestId: 'Guest not found' }],
  ])('refuses %j with its message', async (payload, expected) => {
    const { cookie } = await signedInUser(t);
    const response = await call(cookie, 'POST', '/api/tasks', payload as Json);
    expect(fieldErrors(response)).toEqual(expected);
    expect(await t.database.db.select().from(tasks)).toEqual([]);
  });

  it('lists every broken rule at once', async () => {
    const { cookie } = await signedInUser(t);
    const response = await call(cookie, 'POST', '/api/tasks', {
      title: '',
      isEvergreen: true,
      updateFollowUpDate: true,
      guestId: 1,
    });
    expect(fieldErrors(response)).toEqual({
      title: 'Title is required',
      dueDate: 'A due date is required to update the follow-up date',
      followUpType: 'A follow-up type is required when updating the follow-up date',
    });
  });
});

describe('the follow-up update (docs/product.md#task-validation)', () => {
  it("sets the guest's follow-up date and type, with the guest's own journal entries", async () => {
    const { user, cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { name: 'Jane Doe', followUpType: 'email' });
    t.clock.advance(60_000);
    const task = await addTask(cookie, {
      title: 'Call Jane',
      guestId: guest.id,
      dueDate: '2026-11-30T00:00:00+02:00',
      updateFollowUpDate: true,
      followUpType: 'call',
    });
    // The due date is the instant sent; the follow-up date is the calendar day written.
    expect(task.dueDate).toBe('2026-11-29T22:00:00.000Z');

    const updated = (await call(cookie, 'GET', `/api/guests/${guest.id}`)).json() as Json;
    expect(updated).toMatchObject({
      importantDate: 'Nov 30, 2026',
      importantDateFormatted: '2026-11-30T00:00:00.000Z',
      followUpType: 'call',
      lastModifiedBy: user.id,
      lastModifiedAt: at(60_000),
    });
    const entries = (await guestJournal(t, cookie, guest.id)).map((e) => [
      e.action,
      e.description,
      e.oldValue,
      e.newValue,
      e.taskId,
    ]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['task', 'Task created: Call Jane [pending]', null, 'Call Jane', task.id],
        ['updated', 'Updated follow-up type', 'email', 'call', null],
        ['updated', 'Updated follow-up date', null, 'Nov 30, 2026', null],
      ]),
    );
    expect(entries).toHaveLength(4);
  });

  it('leaves the guest alone without updateFollowUpDate', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    await addTask(cookie, { guestId: guest.id, dueDate: '2026-11-30', followUpType: 'call' });
    expect((await call(cookie, 'GET', `/api/guests/${guest.id}`)).json()).toEqual(guest);
  });
});

describe('ownership (docs/product.md#ownership, #archiving)', () => {
  it("answers 404 'Guest not found' for a guest the user cannot see, writing nothing", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const guest = await addGuest(owner.cookie);
    const response = await call(intruder.cookie, 'POST', '/api/tasks', {
      title: 'Sneaky',
      guestId: guest.id,
      dueDate: '2026-11-30',
      updateFollowUpDate: true,
      followUpType: 'call',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Guest not found' });
    expect(await t.database.db.select().from(tasks)).toEqual([]);
    expect((await call(owner.cookie, 'GET', `/api/guests/${guest.id}`)).json()).toEqual(guest);
    expect(await taskEntries(owner.cookie, guest.id)).toEqual([]);
  });

  it('answers 404 for a guest id that does not exist or is archived', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    await archiveGuest(t, cookie, guest.id);
    for (const guestId of [guest.id, 999_999]) {
      const response = await call(cookie, 'POST', '/api/tasks', { title: 'A', guestId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Guest not found' });
    }
  });

  const routes = (id: number | string): [Parameters<typeof call>[1], string, Json?][] => [
    ['GET', `/api/tasks/${id}`],
    ['PATCH', `/api/tasks/${id}/status`, { status: 'completed' }],
    ['PATCH', `/api/tasks/${id}`, { dueDate: '2026-12-01' }],
    ['DELETE', `/api/tasks/${id}`],
    ['POST', `/api/tasks/${id}/archive`],
  ];

  it("answers 404 'Task not found' on every route for another user's task", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const guest = await addGuest(owner.cookie);
    const task = await addTask(owner.cookie, { guestId: guest.id, status: 'completed' });
    for (const [method, url, payload] of routes(task.id)) {
      const response = await call(intruder.cookie, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Task not found' });
    }
    expect((await call(intruder.cookie, 'GET', '/api/tasks')).json()).toEqual([]);
    const archived = await call(intruder.cookie, 'POST', '/api/tasks/archive-completed');
    expect(archived.json()).toEqual({ success: true, count: 0, guestIds: [] });
    expect((await call(owner.cookie, 'GET', `/api/tasks/${task.id}`)).json()).toEqual(task);
  });

  it("answers 404 'Task not found' for malformed and unknown ids", async () => {
    const { cookie } = await signedInUser(t);
    for (const id of ['abc', '0', '1.5', '99999999999', '12345']) {
      for (const [method, url, payload] of routes(id)) {
        const response = await call(cookie, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Task not found' });
      }
    }
  });

  it('shares the tasks of an organization guest with its members, not with outsiders', async () => {
    const orgId = await organization(t);
    const host = await signedInUser(t, { organizationId: orgId });
    const member = await signedInUser(t, { organizationId: orgId });
    const outsider = await signedInUser(t, { organizationId: await organization(t, 'Other') });
    const guest = await addGuest(host.cookie);
    const task = await addTask(host.cookie, { guestId: guest.id });
    const own = await addTask(host.cookie, { title: 'Private' });

    const completed = await call(member.cookie, 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'completed',
    });
    expect(completed.statusCode).toBe(200);
    expect((await call(member.cookie, 'GET', `/api/tasks/${own.id}`)).statusCode).toBe(404);
    expect((await call(outsider.cookie, 'GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);
    const entry = (await guestJournal(t, host.cookie, guest.id))[0];
    expect(entry).toMatchObject({
      userId: member.user.id,
      description: 'Task completed: Send questions [completed]',
    });
  });

  it("hides an archived guest's tasks until the guest is restored", async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const task = await addTask(cookie, { guestId: guest.id, status: 'completed' });
    const loose = await addTask(cookie, { title: 'No guest', status: 'completed' });
    await archiveGuest(t, cookie, guest.id);

    expect((await call(cookie, 'GET', '/api/tasks')).json()).toEqual([loose]);
    for (const [method, url, payload] of routes(task.id)) {
      const response = await call(cookie, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const archived = await call(cookie, 'POST', '/api/tasks/archive-completed');
    expect(archived.json()).toEqual({ success: true, count: 1, guestIds: [] });

    await restoreGuest(t, cookie, guest.id);
    expect((await call(cookie, 'GET', '/api/tasks')).json()).toEqual([task]);
  });
});

describe('changing tasks', () => {
  it('PATCH /status sets completedAt on completion and clears it when reopened', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { name: 'Jane Doe' });
    const task = await addTask(cookie, { title: 'Book studio', guestId: guest.id });

    t.clock.advance(60_000);
    const progress = await call(cookie, 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'in_progress',
    });
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toEqual({
      success: true,
      guestId: guest.id,
      task: { ...task, status: 'in_progress', updatedAt: at(60_000), version: 2 },
    });

    t.clock.advance(60_000);
    const done = await call(cookie, 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'completed',
    });
    expect(done.json()).toMatchObject({
      task: { status: 'completed', completedAt: at(120_000), updatedAt: at(120_000) },
    });

    t.clock.advance(60_000);
    const reopened = await call(cookie, 'PATCH', `/api/tasks/${task.id}/status`, {
      status: 'pending',
    });
    expect(reopened.json()).toMatchObject({ task: { status: 'pending', completedAt: null } });

    // The same status again changes nothing and writes nothing.
    const same = await call(cookie, 'PATCH', `/api/tasks/${task.id}/status`, { status: 'pending' });
    expect(same.json()).toMatchObject({ task: { updatedAt: at(180_000) } });

    expect(await taskEntries(cookie, guest.id)).toEqual([
      ['Task status changed: Book studio [pending]', task.id],
      ['Task completed: Book studio [completed]', task.id],
      ['Task status changed: Book studio [in progress]', task.id],
      ['Task created: Book studio [pending]', task.id],
    ]);
    const statuses = (await guestJournal(t, cookie, guest.id))
      .filter((entry) => entry.action === 'task')
      .map((entry) => [entry.oldValue, entry.newValue]);
    expect(statuses[0]).toEqual(['completed', 'pending']);
  });

  it('PATCH /status refuses an unknown status', async () => {
    const { cookie } = await signedInUser(t);
    const task = await addTask(cookie);
    for (const payload of [{ status: 'done' }, {}]) {
      const response = await call(cookie, 'PATCH', `/api/tasks/${task.id}/status`, payload);
      expect(fieldErrors(response)).toEqual({
        status: 'Status must be one of: pending, in_progress, completed',
      });
    }
  });

  it('PATCH /api/tasks/:id reschedules, clears evergreen and journals old and new dates', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const task = await addTask(cookie, { guestId: guest.id, isEvergreen: true });
    t.clock.advance(60_000);
    const response = await call(cookie, 'PATCH', `/api/tasks/${task.id}`, {
      dueDate: '2026-11-23T00:00:00-08:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      guestId: guest.id,
      task: {
        ...task,
        dueDate: '2026-11-23T08:00:00.000Z',
        isEvergreen: false,
        updatedAt: at(60_000),
        version: 2,
      },
    });
    const [entry] = await guestJournal(t, cookie, guest.id);
    expect(entry).toMatchObject({
      action: 'task',
      description: 'Task due date changed: Send questions [pending]',
      oldValue: null,
      newValue: '2026-11-23T08:00:00.000Z',
      taskId: task.id,
    });
  });

  it('PATCH /api/tasks/:id refuses a missing, invalid (text or not) or past date', async () => {
    const { user, cookie } = await signedInUser(t);
    const task = await addTask(cookie, { dueDate: '2026-11-25' });
    const cases: [Json, string][] = [
      [{}, 'Missing required information to update the due date'],
      [{ dueDate: '' }, 'Missing required information to update the due date'],
      [{ dueDate: null }, 'Missing required information to update the due date'],
      [{ dueDate: '31/12/2026' }, 'Invalid date selected'],
      // Present but not text: unreadable, as POST /api/tasks says, not missing.
      [{ dueDate: 12345 }, 'Invalid date selected'],
      [{ dueDate: true }, 'Invalid date selected'],
      [{ dueDate: { date: '2026-12-01' } }, 'Invalid date selected'],
      [{ dueDate: 12345, assigneeId: user.id }, 'Invalid date selected'],
      // START_TIME is 2026-11-22 12:00 UTC: before Nov 21 is past in every zone.
      [{ dueDate: '2026-11-20T23:59:59Z' }, 'Please select a future date'],
      [{ dueDate: '2025-01-05' }, 'Please select a future date'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(cookie, 'PATCH', `/api/tasks/${task.id}`, payload);
      expect(fieldErrors(response), JSON.stringify(payload)).toEqual({ dueDate: message });
    }
    // Yesterday in UTC can still be today somewhere (UTC-12): accepted.
    const edge = await call(cookie, 'PATCH', `/api/tasks/${task.id}`, { dueDate: '2026-11-21' });
    expect(edge.statusCode).toBe(200);
    expect((await call(cookie, 'GET', `/api/tasks/${task.id}`)).json()).toMatchObject({
      dueDate: '2026-11-21T00:00:00.000Z',
    });
  });

  it('DELETE removes the task and journals it with its status', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const task = await addTask(cookie, { guestId: guest.id, status: 'in_progress' });
    const response = await call(cookie, 'DELETE', `/api/tasks/${task.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: task.id, guestId: guest.id });
    expect((await call(cookie, 'GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await taskEntries(cookie, guest.id))[0]).toEqual([
      'Task deleted: Send questions [in progress]',
      task.id,
    ]);
    expect(await t.database.db.select().from(tasksArchive)).toEqual([]);
  });
});

describe('archiving tasks', () => {
  it('POST /:id/archive moves a completed task into tasks_archive', async () => {
    const { user, cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { name: 'Jane Doe' });
    const task = await addTask(cookie, { guestId: guest.id, status: 'completed' });
    t.clock.advance(60_000);
    const response = await call(cookie, 'POST', `/api/tasks/${task.id}/archive`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: task.id, guestId: guest.id });

    expect((await call(cookie, 'GET', '/api/tasks')).json()).toEqual([]);
    const archived = await t.database.db.select().from(tasksArchive);
    expect(archived).toEqual([
      expect.objectContaining({
        userId: user.id,
        originalId: task.id,
        originalGuestId: guest.id,
        guestName: 'Jane Doe',
        title: 'Send questions',
        status: 'completed',
        completedAt: START_TIME,
        archivedAt: new Date(at(60_000)),
      }),
    ]);
    expect((await taskEntries(cookie, guest.id))[0]).toEqual([
      'Task archived: Send questions [completed]',
      task.id,
    ]);
  });

  it('refuses to archive a task that is not completed', async () => {
    const { cookie } = await signedInUser(t);
    const task = await addTask(cookie);
    const response = await call(cookie, 'POST', `/api/tasks/${task.id}/archive`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Only completed tasks can be archived' });
    expect(await t.database.db.select().from(tasks).where(eq(tasks.id, task.id))).toHaveLength(1);
  });

  it('POST /archive-completed archives every completed task and answers the count', async () => {
    const { cookie } = await signedInUser(t);
    const jane = await addGuest(cookie, { name: 'Jane Doe' });
    const john = await addGuest(cookie, { name: 'John Roe', email: 'john@example.com' });
    const done = [
      await addTask(cookie, { title: 'One', guestId: jane.id, status: 'completed' }),
      await addTask(cookie, { title: 'Two', guestId: jane.id, status: 'completed' }),
      await addTask(cookie, { title: 'Three', guestId: john.id, status: 'completed' }),
      await addTask(cookie, { title: 'Four', status: 'completed' }),
    ];
    const open = await addTask(cookie, { title: 'Open', guestId: jane.id });

    const response = await call(cookie, 'POST', '/api/tasks/archive-completed');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; count: number; guestIds: number[] };
    expect(body).toEqual({ success: true, count: 4, guestIds: expect.any(Array) });
    expect([...body.guestIds].sort()).toEqual([jane.id, john.id].sort());
    expect((await call(cookie, 'GET', '/api/tasks')).json()).toEqual([open]);
    const archived = await t.database.db.select().from(tasksArchive);
    expect(archived.map((row) => row.originalId).sort()).toEqual(done.map((d) => d.id).sort());
    expect((await taskEntries(cookie, jane.id)).slice(0, 2).map(([d]) => d)).toEqual(
      expect.arrayContaining(['Task archived: One [completed]', 'Task archived: Two [completed]']),
    );

    const again = await call(cookie, 'POST', '/api/tasks/archive-completed');
    expect(again.json()).toEqual({ success: true, count: 0, guestIds: [] });
  });

  it('POST /archive-completed?assignee=me archives only what the own list shows', async () => {
    const orgId = await organization(t);
    const host = await signedInUser(t, { organizationId: orgId });
    const member = await signedInUser(t, { organizationId: orgId });
    const outsider = await signedInUser(t, { organizationId: await organization(t, 'Other') });
    const guest = await addGuest(host.cookie);
    const done = { guestId: guest.id, status: 'completed' };
    // The member's own, one the host gave the member (completed by the member), the host's own.
    const byMember = await addTask(member.cookie, { title: 'By member', ...done });
    const given = await addTask(host.cookie, {
      title: 'Given',
      guestId: guest.id,
      assigneeId: member.user.id,
    });
    const completed = await call(member.cookie, 'PATCH', `/api/tasks/${given.id}/status`, {
      status: 'completed',
    });
    expect(completed.statusCode).toBe(200);
    const hostDone = await addTask(host.cookie, { title: 'Host', ...done });
    const hostOpen = await addTask(host.cookie, { title: 'Host open', guestId: guest.id });
    const outsiders = await addTask(outsider.cookie, { title: 'Outsider', status: 'completed' });
    const ids = async (cookie: string, query = '') =>
      ((await call(cookie, 'GET', `/api/tasks${query}`)).json() as TaskBody[])
        .map((task) => task.id)
        .sort();

    // A value the list refuses is refused here too, with the list's answer, archiving nothing.
    const badList = await call(host.cookie, 'GET', '/api/tasks?assignee=bob');
    const bad = await call(host.cookie, 'POST', '/api/tasks/archive-completed?assignee=bob');
    expect(fieldErrors(bad)).toEqual({ assignee: 'assignee must be "me"' });
    expect(bad.json()).toEqual(badList.json());
    expect(await ids(host.cookie)).toHaveLength(4);

    const mine = await call(host.cookie, 'POST', '/api/tasks/archive-completed?assignee=me');
    expect(mine.json()).toEqual({ success: true, count: 1, guestIds: [guest.id] });
    expect(await ids(host.cookie, '?assignee=me')).toEqual([hostOpen.id]);
    expect(await ids(member.cookie, '?assignee=me')).toEqual([byMember.id, given.id].sort());
    const archived = await t.database.db.select().from(tasksArchive);
    expect(archived.map((row) => row.originalId)).toEqual([hostDone.id]);

    // Without it: every completed task the host may see, as before; never an outsider's.
    const all = await call(host.cookie, 'POST', '/api/tasks/archive-completed');
    expect(all.json()).toEqual({ success: true, count: 2, guestIds: [guest.id] });
    expect(await ids(member.cookie)).toEqual([hostOpen.id]);
    expect(await ids(outsider.cookie)).toEqual([outsiders.id]);
  });
});

describe('sessions', () => {
  it('answers 401 on every route without a session, before looking at the body', async () => {
    const { cookie } = await signedInUser(t);
    const task = await addTask(cookie);
    const all: [Parameters<typeof call>[1], string, Json?][] = [
      ['GET', '/api/tasks'],
      ['POST', '/api/tasks', { title: 'A' }],
      ['POST', '/api/tasks', {}],
      ['GET', `/api/tasks/${task.id}`],
      ['GET', '/api/tasks/abc'],
      ['PATCH', `/api/tasks/${task.id}/status`, { status: 'completed' }],
      ['PATCH', `/api/tasks/${task.id}`, { dueDate: 'x' }],
      ['DELETE', `/api/tasks/${task.id}`],
      ['POST', `/api/tasks/${task.id}/archive`],
      ['POST', '/api/tasks/archive-completed'],
    ];
    for (const [method, url, payload] of all) {
      const response = await call(undefined, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Authentication required' });
    }
    expect((await call(cookie, 'GET', `/api/tasks/${task.id}`)).json()).toEqual(task);
  });

  it('documents the task routes in OpenAPI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = Object.keys((response.json() as { paths: Json }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/tasks',
        '/api/tasks/{id}',
        '/api/tasks/{id}/status',
        '/api/tasks/{id}/archive',
        '/api/tasks/archive-completed',
      ]),
    );
  });
});

describe('journal across the day', () => {
  it('uses the clock for every timestamp', async () => {
    const { cookie } = await signedInUser(t);
    t.clock.advance(DAY);
    const task = await addTask(cookie);
    expect(task).toMatchObject({ createdAt: at(DAY), updatedAt: at(DAY) });
  });
});
