// Versions, conflicts, authors and assignees (docs/product.md#versions): every update route takes
// the version the client saw (If-Match or body) and answers 409 with the record as it is when the
// row moved on, writing nothing; without a version it writes as before. Tasks and action items
// are assigned to their creator unless the body names the caller or a teammate.
//
// The team is made by setting users.organization_id directly (createUser's organizationId and the
// organization() helper): the team routes are built separately, and the rules here only read
// users.organization_id.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionItems, tasks, users } from '#server/db/schema/index.js';
import {
  caller,
  created,
  fieldErrors,
  guestJournal,
  organization,
} from '../helpers/action-center.js';
import { addGuest, createTestApp, signedInUser, START_TIME } from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const at = (ms: number) => new Date(START_TIME.getTime() + ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;
const TOMORROW = at(DAY);
const NEXT_WEEK = at(7 * DAY);

/** A PATCH with an If-Match header (and a JSON body when given). */
function patchIfMatch(cookie: string, url: string, ifMatch: string, payload?: Json) {
  return t.app.inject({
    method: 'PATCH',
    url,
    headers: {
      cookie,
      'if-match': ifMatch,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

type Dto = Json & { id: number; version: number };

/** A host and a teammate, and a guest of the host's shared with the team. */
async function team() {
  const orgId = await organization(t);
  const host = await signedInUser(t, { organizationId: orgId });
  const member = await signedInUser(t, { organizationId: orgId });
  const guest = await addGuest(t, host.cookie);
  return { orgId, host, member, guest };
}

const create = (cookie: string, path: string, body: Json) => created<Dto>(t, cookie, path, body);

/**
 * Every update route of docs/product.md#versions: how to make its record, read it back, make
 * another change to it (a teammate's, so the client's version goes stale), and the change under
 * test.
 */
interface UpdateRoute {
  name: string;
  noun: string;
  make: (cookie: string, guestId: number) => Promise<Dto>;
  read: (cookie: string, id: number) => Promise<Dto>;
  url: (id: number) => string;
  body: Json | undefined;
  /** Another change: [url, body]. */
  other: (id: number) => [string, Json | undefined];
  /** The record in a 200's answer. */
  answer: (body: Json) => Dto;
}

const readOne = (path: string) => async (cookie: string, id: number) => {
  const response = await call(cookie, 'GET', `${path}/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Dto;
};
const under = (key: string) => (body: Json) => body[key] as Dto;
const itself = (body: Json) => body as Dto;

const makeTask = (cookie: string, guestId: number) =>
  create(cookie, '/api/tasks', { title: 'Send questions', guestId });
const makeItem = (cookie: string, guestId: number) =>
  create(cookie, '/api/action-items', { title: 'Find sponsor', guestId });

const ROUTES: UpdateRoute[] = [
  {
    name: 'PATCH /api/guests/:id',
    noun: 'guest',
    make: async (_cookie, guestId) => ({ id: guestId, version: 1 }),
    read: readOne('/api/guests'),
    url: (id) => `/api/guests/${id}`,
    body: { details: 'New details' },
    other: (id) => [`/api/guests/${id}`, { organization: 'Acme' }],
    answer: itself,
  },
  {
    name: 'PATCH /api/guests/:id/status',
    noun: 'guest',
    make: async (_cookie, guestId) => ({ id: guestId, version: 1 }),
    read: readOne('/api/guests'),
    url: (id) => `/api/guests/${id}/status`,
    body: { status: 'hot' },
    other: (id) => [`/api/guests/${id}`, { organization: 'Acme' }],
    answer: itself,
  },
  {
    name: 'PATCH /api/tasks/:id/status',
    noun: 'task',
    make: makeTask,
    read: readOne('/api/tasks'),
    url: (id) => `/api/tasks/${id}/status`,
    body: { status: 'in_progress' },
    other: (id) => [`/api/tasks/${id}`, { dueDate: TOMORROW }],
    answer: under('task'),
  },
  {
    name: 'PATCH /api/tasks/:id',
    noun: 'task',
    make: makeTask,
    read: readOne('/api/tasks'),
    url: (id) => `/api/tasks/${id}`,
    body: { dueDate: NEXT_WEEK },
    other: (id) => [`/api/tasks/${id}/status`, { status: 'in_progress' }],
    answer: under('task'),
  },
  {
    name: 'PATCH /api/action-items/:id/complete',
    noun: 'action item',
    make: makeItem,
    read: readOne('/api/action-items'),
    url: (id) => `/api/action-items/${id}/complete`,
    body: { isCompleted: true },
    other: (id) => [`/api/action-items/${id}`, { dueDate: TOMORROW }],
    answer: under('actionItem'),
  },
  {
    name: 'PATCH /api/action-items/:id',
    noun: 'action item',
    make: makeItem,
    read: readOne('/api/action-items'),
    url: (id) => `/api/action-items/${id}`,
    body: { dueDate: NEXT_WEEK },
    other: (id) => [`/api/action-items/${id}/complete`, { isCompleted: true }],
    answer: under('actionItem'),
  },
  {
    name: 'PATCH /api/calendar/:id/complete',
    noun: 'event',
    make: (cookie, guestId) =>
      create(cookie, '/api/calendar', {
        title: 'Recording',
        startTime: TOMORROW,
        endTime: at(DAY + 3_600_000),
        eventType: 'recording',
        guestId,
      }),
    // Events have no single GET: the list has it.
    read: async (cookie, id) => {
      const list = (await call(cookie, 'GET', '/api/calendar')).json() as Dto[];
      return list.find((event) => event.id === id) as Dto;
    },
    url: (id) => `/api/calendar/${id}/complete`,
    body: undefined,
    // An event changes only once: the teammate completes it first.
    other: (id) => [`/api/calendar/${id}/complete`, undefined],
    answer: under('event'),
  },
];

const withVersion = (body: Json | undefined, version: unknown): Json => ({
  ...body,
  version,
});

describe.each(ROUTES)('$name (docs/product.md#versions)', (route) => {
  async function setup() {
    const { host, member, guest } = await team();
    const record = await route.make(host.cookie, guest.id);
    return { host, member, guest, record };
  }

  it('a stale version answers 409 with who changed it, when, and the record; nothing is written', async () => {
    const { host, member, guest, record } = await setup();
    t.clock.advance(60_000);
    const [url, body] = route.other(record.id);
    expect((await call(member.cookie, 'PATCH', url, body)).statusCode).toBe(200);
    const current = await route.read(host.cookie, record.id);
    expect(current.version).toBe(record.version + 1);
    const journal = await guestJournal(t, host.cookie, guest.id);

    t.clock.advance(60_000);
    const stale = await call(
      host.cookie,
      'PATCH',
      route.url(record.id),
      withVersion(route.body, record.version),
    );
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({
      message: `${member.user.username} changed this ${route.noun} since you opened it.`,
      conflict: { changedBy: member.user.username, changedAt: at(60_000), current },
    });
    expect(await route.read(host.cookie, record.id)).toEqual(current);
    expect(await guestJournal(t, host.cookie, guest.id)).toEqual(journal);

    // The same through If-Match.
    const header = await patchIfMatch(
      host.cookie,
      route.url(record.id),
      `"${record.version}"`,
      route.body,
    );
    expect(header.statusCode).toBe(409);
    expect(header.json()).toEqual(stale.json());
  });

  it('the current version, in the body or as If-Match, writes and answers version + 1', async () => {
    const { host, record } = await setup();
    const response = await call(
      host.cookie,
      'PATCH',
      route.url(record.id),
      withVersion(route.body, record.version),
    );
    expect(response.statusCode, response.body).toBe(200);
    const changed = route.answer(response.json() as Json);
    expect(changed.version).toBe(record.version + 1);
    expect(await route.read(host.cookie, record.id)).toEqual(changed);

    // Quoted, weak and bare If-Match all name the version.
    for (const form of [`"${changed.version}"`, `W/"${changed.version}"`, `${changed.version}`]) {
      const current = await route.read(host.cookie, record.id);
      const again = await patchIfMatch(host.cookie, route.url(record.id), form, route.body);
      expect(again.statusCode, `${form}: ${again.body}`).toBe(200);
      // The same change again writes nothing: the version stays.
      expect(route.answer(again.json() as Json).version).toBe(current.version);
    }
  });

  it('a malformed version answers 400 with its field error and writes nothing', async () => {
    const { host, record } = await setup();
    for (const version of [0, -1, 1.5, 'one', null, 1e20, 99_999_999_999_999]) {
      const response = await call(
        host.cookie,
        'PATCH',
        route.url(record.id),
        withVersion(route.body, version),
      );
      expect(fieldErrors(response)).toEqual({
        version: 'Version must be a whole number from 1 to 2147483647',
      });
      // Said once, though 1e20 breaks two rules.
      expect((response.json() as { errors: unknown[] }).errors, String(version)).toHaveLength(1);
    }
    for (const ifMatch of ['abc', '"0"', '"1", "2"', '"x"']) {
      const response = await patchIfMatch(host.cookie, route.url(record.id), ifMatch, route.body);
      expect(fieldErrors(response), ifMatch).toEqual({
        'If-Match': 'If-Match must name one version, such as "3"',
      });
    }
    const disagree = await patchIfMatch(
      host.cookie,
      route.url(record.id),
      '"1"',
      withVersion(route.body, 2),
    );
    expect(fieldErrors(disagree)).toEqual({
      'If-Match': 'If-Match and version name different versions',
    });
    expect((await route.read(host.cookie, record.id)).version).toBe(record.version);
  });

  it('without a version (or with If-Match: *) the write goes through as before', async () => {
    const { host, member, record } = await setup();
    const [url, body] = route.other(record.id);
    expect((await call(member.cookie, 'PATCH', url, body)).statusCode).toBe(200);
    const response = await patchIfMatch(host.cookie, route.url(record.id), '*', route.body);
    if (route.noun === 'event') {
      // Already completed by the teammate: nothing more to change.
      expect(response.statusCode).toBe(200);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(route.answer(response.json() as Json).version).toBe(record.version + 2);
  });

  it('of two concurrent writes naming the same version, exactly one goes through', async () => {
    const { host, member, record } = await setup();
    const [url, body] = route.other(record.id);
    const responses = await Promise.all([
      call(host.cookie, 'PATCH', route.url(record.id), withVersion(route.body, record.version)),
      call(member.cookie, 'PATCH', url, withVersion(body, record.version)),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await route.read(host.cookie, record.id)).version).toBe(record.version + 1);
  });
});

describe('ETag (docs/product.md#versions)', () => {
  it('GET of one guest, task or action item sends its version as ETag', async () => {
    const { host, guest } = await team();
    const task = await makeTask(host.cookie, guest.id);
    const item = await makeItem(host.cookie, guest.id);
    for (const url of [
      `/api/guests/${guest.id}`,
      `/api/tasks/${task.id}`,
      `/api/action-items/${item.id}`,
    ]) {
      expect((await call(host.cookie, 'GET', url)).headers.etag, url).toBe('"1"');
    }
    await call(host.cookie, 'PATCH', `/api/guests/${guest.id}/status`, { status: 'hot' });
    expect((await call(host.cookie, 'GET', `/api/guests/${guest.id}`)).headers.etag).toBe('"2"');
  });
});

describe('guest authors (docs/product.md#versions)', () => {
  it('names who added a guest and who changed it last, in the list and the single GET', async () => {
    const { host, member, guest } = await team();
    expect(guest).toMatchObject({
      createdByName: host.user.username,
      lastModifiedByName: host.user.username,
      version: 1,
    });
    t.clock.advance(60_000);
    const edited = await call(member.cookie, 'PATCH', `/api/guests/${guest.id}`, {
      details: 'Edited by the teammate',
    });
    expect(edited.json()).toMatchObject({
      createdByName: host.user.username,
      lastModifiedByName: member.user.username,
      lastModifiedBy: member.user.id,
      updatedAt: at(60_000),
      version: 2,
    });
    const list = (await call(host.cookie, 'GET', '/api/guests')).json() as Json[];
    expect(list).toEqual([edited.json()]);
  });

  it('the lock switch is view state: saved, but no new version or author', async () => {
    const { host, member, guest } = await team();
    const locked = await call(member.cookie, 'PATCH', `/api/guests/${guest.id}`, {
      isLocked: false,
      version: 1,
    });
    expect(locked.json()).toMatchObject({
      isLocked: false,
      version: 1,
      lastModifiedByName: host.user.username,
    });
  });

  it('archive and restore count as changes', async () => {
    const { host, guest } = await team();
    await call(host.cookie, 'DELETE', `/api/guests/${guest.id}`);
    const [entry] = (await call(host.cookie, 'GET', '/api/guests/archived')).json() as Dto[];
    const restored = await call(host.cookie, 'POST', `/api/guests/archived/${entry!.id}/restore`);
    expect(restored.json()).toMatchObject({ version: 3 });
  });
});

const KINDS = [
  { path: '/api/tasks', table: tasks, key: 'task', noun: 'Task', title: 'Send questions' },
  {
    path: '/api/action-items',
    table: actionItems,
    key: 'actionItem',
    noun: 'Action item',
    title: 'Find sponsor',
  },
] as const;

describe.each(KINDS)('assignees of $path (docs/product.md#versions)', (kind) => {
  const ASSIGNEE_ERROR = { assigneeId: 'Assignee must be you or a member of your team' };
  const rows = async () => (await t.database.db.select({ n: count() }).from(kind.table))[0]?.n ?? 0;

  it('assigns to the creator by default, or to a teammate the body names', async () => {
    const { host, member } = await team();
    const own = await create(host.cookie, kind.path, { title: kind.title });
    expect(own).toMatchObject({ assigneeId: host.user.id, assigneeName: host.user.username });
    const theirs = await create(host.cookie, kind.path, {
      title: kind.title,
      assigneeId: member.user.id,
    });
    expect(theirs).toMatchObject({
      userId: host.user.id,
      assigneeId: member.user.id,
      assigneeName: member.user.username,
    });
    // The assignee sees an item without a guest that is assigned to them; others' stay private.
    expect((await call(member.cookie, 'GET', `${kind.path}/${theirs.id}`)).statusCode).toBe(200);
    expect((await call(member.cookie, 'GET', `${kind.path}/${own.id}`)).statusCode).toBe(404);
  });

  it("refuses a stranger, another team's member, an unknown or malformed id, writing nothing", async () => {
    const { host } = await team();
    const stranger = await signedInUser(t);
    const otherTeam = await signedInUser(t, { organizationId: await organization(t, 'Other') });
    const loner = await signedInUser(t);
    for (const assigneeId of [stranger.user.id, otherTeam.user.id, 999_999, 'x', 0]) {
      const response = await call(host.cookie, 'POST', kind.path, {
        title: kind.title,
        assigneeId,
      });
      expect(fieldErrors(response), String(assigneeId)).toEqual(ASSIGNEE_ERROR);
    }
    // Without a team only oneself can be named.
    const lonely = await call(loner.cookie, 'POST', kind.path, {
      title: kind.title,
      assigneeId: host.user.id,
    });
    expect(fieldErrors(lonely)).toEqual(ASSIGNEE_ERROR);
    // ... also on their own guest: there is no team it is kept from, so no "not shared" message.
    const lonerGuest = await addGuest(t, loner.cookie, { name: 'Loner Guest' });
    const onGuest = await call(loner.cookie, 'POST', kind.path, {
      title: kind.title,
      guestId: lonerGuest.id,
      assigneeId: stranger.user.id,
    });
    expect(fieldErrors(onGuest)).toEqual(ASSIGNEE_ERROR);
    expect(await rows()).toBe(0);
    const lonerItem = await create(loner.cookie, kind.path, {
      title: kind.title,
      guestId: lonerGuest.id,
    });
    const handed = await call(loner.cookie, 'PATCH', `${kind.path}/${lonerItem.id}`, {
      assigneeId: stranger.user.id,
    });
    expect(fieldErrors(handed)).toEqual(ASSIGNEE_ERROR);
    expect((await call(loner.cookie, 'GET', `${kind.path}/${lonerItem.id}`)).json()).toEqual(
      lonerItem,
    );

    const item = await create(host.cookie, kind.path, { title: kind.title });
    const patched = await call(host.cookie, 'PATCH', `${kind.path}/${item.id}`, {
      assigneeId: stranger.user.id,
    });
    expect(fieldErrors(patched)).toEqual(ASSIGNEE_ERROR);
    const after = (await call(host.cookie, 'GET', `${kind.path}/${item.id}`)).json() as Dto;
    expect(after).toEqual(item);
  });

  it('PATCH reassigns with a journal entry, a new version and the changer as author', async () => {
    const { host, member, guest } = await team();
    const item = await create(host.cookie, kind.path, { title: kind.title, guestId: guest.id });
    const response = await call(member.cookie, 'PATCH', `${kind.path}/${item.id}`, {
      assigneeId: member.user.id,
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Json)[kind.key]).toEqual({
      ...item,
      assigneeId: member.user.id,
      assigneeName: member.user.username,
      version: 2,
    });
    const [entry] = await guestJournal(t, host.cookie, guest.id);
    expect(entry).toMatchObject({
      username: member.user.username,
      description: `${kind.noun} reassigned: ${kind.title} [pending]`,
      oldValue: host.user.username,
      newValue: member.user.username,
    });
    // Both at once: one write, one more version, two entries.
    const both = await call(host.cookie, 'PATCH', `${kind.path}/${item.id}`, {
      assigneeId: host.user.id,
      dueDate: TOMORROW,
    });
    expect((both.json() as Json)[kind.key]).toMatchObject({ version: 3, assigneeId: host.user.id });
    const journal = await guestJournal(t, host.cookie, guest.id);
    expect(
      journal
        .slice(0, 2)
        .map((e) => e.description)
        .sort(),
    ).toEqual([
      `${kind.noun} due date changed: ${kind.title} [pending]`,
      `${kind.noun} reassigned: ${kind.title} [pending]`,
    ]);
    // Neither field: the due date is required, with the message of before.
    const neither = await call(host.cookie, 'PATCH', `${kind.path}/${item.id}`, { version: 3 });
    expect(fieldErrors(neither)).toEqual({
      dueDate: 'Missing required information to update the due date',
    });
  });

  it('?assignee=me lists only what is assigned to the caller', async () => {
    const { host, member, guest } = await team();
    const mine = await create(host.cookie, kind.path, { title: 'Mine', guestId: guest.id });
    const theirs = await create(host.cookie, kind.path, {
      title: 'Theirs',
      assigneeId: member.user.id,
    });
    const byMember = await create(member.cookie, kind.path, {
      title: 'By member',
      guestId: guest.id,
    });
    const ids = async (cookie: string, query = '') =>
      ((await call(cookie, 'GET', `${kind.path}${query}`)).json() as Dto[]).map((i) => i.id).sort();
    expect(await ids(host.cookie, '?assignee=me')).toEqual([mine.id]);
    expect(await ids(member.cookie, '?assignee=me')).toEqual([theirs.id, byMember.id].sort());
    expect(await ids(host.cookie)).toEqual([mine.id, theirs.id, byMember.id].sort());
    expect(await ids(member.cookie)).toEqual([mine.id, theirs.id, byMember.id].sort());
    const bad = await call(host.cookie, 'GET', `${kind.path}?assignee=bob`);
    expect(bad.statusCode).toBe(400);
  });

  it("falls back to the creator when the assignee's account is gone", async () => {
    const { host, member } = await team();
    const item = await create(host.cookie, kind.path, {
      title: kind.title,
      assigneeId: member.user.id,
    });
    await t.database.db.delete(users).where(eq(users.id, member.user.id));
    const after = (await call(host.cookie, 'GET', `${kind.path}/${item.id}`)).json() as Dto;
    expect(after).toMatchObject({ assigneeId: host.user.id, assigneeName: host.user.username });
    const listed = (await call(host.cookie, 'GET', `${kind.path}?assignee=me`)).json() as Dto[];
    expect(listed.map((i) => i.id)).toEqual([item.id]);
  });
});

describe('OpenAPI', () => {
  it('documents the 409 of every update route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json() as { paths: Record<string, Record<string, Json>> };
    for (const [path, method] of [
      ['/api/guests/{id}', 'patch'],
      ['/api/guests/{id}/status', 'patch'],
      ['/api/tasks/{id}/status', 'patch'],
      ['/api/tasks/{id}', 'patch'],
      ['/api/action-items/{id}/complete', 'patch'],
      ['/api/action-items/{id}', 'patch'],
      ['/api/calendar/{id}/complete', 'patch'],
    ] as const) {
      const responses = doc.paths[path]?.[method]?.responses as Json | undefined;
      expect(responses, `${method} ${path}`).toHaveProperty('409');
    }
  });
});
