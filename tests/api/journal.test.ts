import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { journalEntries } from '#server/db/schema/index.js';
import {
  addGuest as addGuestVia,
  apiCall,
  createTestApp,
  signedInUser,
  START_TIME,
} from '../helpers/app.js';
import type { Json } from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

interface Entry {
  id: number;
  guestId: number | null;
  userId: number | null;
  username: string;
  action: string;
  description: string;
  oldValue: string | null;
  newValue: string | null;
  taskId: number | null;
  actionItemId: number | null;
  createdAt: string;
}

const call = (cookie: string | undefined, method: string, url: string, payload?: Json) =>
  apiCall(t, cookie, method as 'GET', url, payload);
const addGuest = (cookie: string, fields: Json = {}) =>
  addGuestVia(t, cookie, { details: 'Author', ...fields });

async function journal(cookie: string, guestId: number): Promise<Entry[]> {
  const response = await call(cookie, 'GET', `/api/guests/${guestId}/journal`);
  expect(response.statusCode).toBe(200);
  return response.json() as Entry[];
}

/** The entries as [action, description, oldValue, newValue], newest first. */
const summary = (entries: Entry[]) =>
  entries.map((e) => [e.action, e.description, e.oldValue, e.newValue]);

const at = (ms: number) => new Date(START_TIME.getTime() + ms).toISOString();

describe('journal written by the server', () => {
  it('records the creation with who and when', async () => {
    const { user, cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    expect(await journal(cookie, guest.id)).toEqual([
      {
        id: expect.any(Number),
        guestId: guest.id,
        userId: user.id,
        username: user.username,
        action: 'created',
        description: 'Guest created',
        oldValue: null,
        newValue: 'Jane Doe',
        taskId: null,
        actionItemId: null,
        createdAt: START_TIME.toISOString(),
      },
    ]);
  });

  it('records one "updated" entry per changed field, with old and new values as text', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, {
      email: 'old@example.com',
      title: 'Dr',
      importantDateFormatted: '2025-01-05',
    });
    t.clock.advance(60_000);
    const response = await call(cookie, 'PATCH', `/api/guests/${guest.id}`, {
      name: 'Jane Doe',
      email: 'new@example.com',
      title: '',
      phoneNumber: '555-123-4567',
      followUpType: 'call',
      importantDateFormatted: '2025-02-10',
      details: 'Author',
    });
    expect(response.statusCode).toBe(200);

    const entries = await journal(cookie, guest.id);
    const changes = entries.filter((e) => e.action === 'updated');
    expect(changes.every((e) => e.createdAt === at(60_000))).toBe(true);
    expect(summary(changes).sort()).toEqual(
      [
        ['updated', 'Updated email', 'old@example.com', 'new@example.com'],
        ['updated', 'Updated title', 'Dr', null],
        ['updated', 'Updated phone number', null, '555-123-4567'],
        ['updated', 'Updated follow-up type', null, 'call'],
        ['updated', 'Updated follow-up date', 'Jan 5, 2025', 'Feb 10, 2025'],
      ].sort(),
    );
    expect(entries.at(-1)?.action).toBe('created');
    expect(entries).toHaveLength(6);
  });

  it('writes nothing for an edit that changes nothing or only the lock switch', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { email: 'jane@example.com' });
    t.clock.advance(60_000);
    await call(cookie, 'PATCH', `/api/guests/${guest.id}`, {
      name: 'Jane Doe',
      email: 'jane@example.com',
      university: null,
    });
    const locked = await call(cookie, 'PATCH', `/api/guests/${guest.id}`, { isLocked: false });
    expect(locked.json()).toMatchObject({
      isLocked: false,
      lastModifiedAt: START_TIME.toISOString(),
    });
    expect(summary(await journal(cookie, guest.id))).toEqual([
      ['created', 'Guest created', null, 'Jane Doe'],
    ]);
  });

  it('records a status change with the values and the column titles', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    t.clock.advance(1_000);
    await call(cookie, 'PATCH', `/api/guests/${guest.id}/status`, { status: 'hot candidate' });
    t.clock.advance(1_000);
    await call(cookie, 'PATCH', `/api/guests/${guest.id}/status`, { status: 'hot' });
    t.clock.advance(1_000);
    await call(cookie, 'PATCH', `/api/guests/${guest.id}`, { status: 'scheduled', title: 'Dr' });
    t.clock.advance(1_000);
    await call(cookie, 'PATCH', `/api/guests/${guest.id}/status`, { status: 'complete' });

    const entries = await journal(cookie, guest.id);
    expect(summary(entries.filter((e) => e.action === 'status_change'))).toEqual([
      [
        'status_change',
        'Status changed from Episode Scheduled to Complete',
        'scheduled',
        'complete',
      ],
      [
        'status_change',
        'Status changed from Hot Candidate to Episode Scheduled',
        'hot',
        'scheduled',
      ],
      ['status_change', 'Status changed from Prospect to Hot Candidate', 'prospect', 'hot'],
    ]);
    expect(entries.map((e) => e.createdAt)).toEqual([
      at(4_000),
      at(3_000),
      at(3_000),
      at(1_000),
      at(0),
    ]);
  });

  it('answers 200 and writes nothing when the status does not change', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { status: 'intro' });
    t.clock.advance(60_000);
    const response = await call(cookie, 'PATCH', `/api/guests/${guest.id}/status`, {
      status: 'intro call',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(guest);
    expect(await journal(cookie, guest.id)).toHaveLength(1);
  });

  it('records archiving, kept with the hidden guest', async () => {
    const { user, cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    t.clock.advance(60_000);
    await call(cookie, 'DELETE', `/api/guests/${guest.id}`);
    const rows = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.guestId, guest.id));
    expect(rows.map((r) => [r.action, r.description, r.userId, r.createdAt.toISOString()])).toEqual(
      expect.arrayContaining([['archived', 'Guest archived', user.id, at(60_000)]]),
    );
    expect(rows).toHaveLength(2);
  });

  it('writes nothing when an edit is refused as a duplicate', async () => {
    const { cookie } = await signedInUser(t);
    await addGuest(cookie, { email: 'jane@example.com' });
    const john = await addGuest(cookie, { name: 'John Roe' });
    const response = await call(cookie, 'PATCH', `/api/guests/${john.id}`, {
      title: 'Dr',
      email: 'jane@example.com',
    });
    expect(response.statusCode).toBe(409);
    expect(summary(await journal(cookie, john.id))).toEqual([
      ['created', 'Guest created', null, 'John Roe'],
    ]);
  });
});

describe('manual notes', () => {
  it('POST /api/guests/:id/journal adds a note and answers 201 with the entry', async () => {
    const { user, cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    t.clock.advance(5_000);
    const response = await call(cookie, 'POST', `/api/guests/${guest.id}/journal`, {
      action: 'manual_note',
      description: '  Prefers morning recordings  ',
    });
    expect(response.statusCode).toBe(201);
    const entry = response.json() as Entry;
    expect(entry).toEqual({
      id: expect.any(Number),
      guestId: guest.id,
      userId: user.id,
      username: user.username,
      action: 'manual_note',
      description: 'Prefers morning recordings',
      oldValue: null,
      newValue: null,
      taskId: null,
      actionItemId: null,
      createdAt: at(5_000),
    });
    expect((await journal(cookie, guest.id))[0]).toEqual(entry);
  });

  it('accepts "manual note" and no action at all as a manual note', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    for (const payload of [{ action: 'manual note', description: 'One' }, { description: 'Two' }]) {
      const response = await call(cookie, 'POST', `/api/guests/${guest.id}/journal`, payload);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ action: 'manual_note' });
    }
  });

  it('refuses blank notes and other actions', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const blank = await call(cookie, 'POST', `/api/guests/${guest.id}/journal`, {
      action: 'manual_note',
      description: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: 'Note is required',
      errors: [{ path: 'description', message: 'Note is required' }],
    });
    const forged = await call(cookie, 'POST', `/api/guests/${guest.id}/journal`, {
      action: 'status_change',
      description: 'Status changed from Prospect to Complete',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      message: 'Only manual notes can be added to the journal',
      errors: [{ path: 'action', message: 'Only manual notes can be added to the journal' }],
    });
    const long = await call(cookie, 'POST', `/api/guests/${guest.id}/journal`, {
      description: 'x'.repeat(5001),
    });
    expect(long.json()).toMatchObject({ message: 'Note must be at most 5000 characters' });
    expect(await journal(cookie, guest.id)).toHaveLength(1);
  });

  it('lists entries newest first, also among entries written at the same moment', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    for (const description of ['First', 'Second', 'Third']) {
      await call(cookie, 'POST', `/api/guests/${guest.id}/journal`, { description });
    }
    t.clock.advance(1_000);
    await call(cookie, 'POST', `/api/guests/${guest.id}/journal`, { description: 'Later' });
    expect((await journal(cookie, guest.id)).map((e) => e.description)).toEqual([
      'Later',
      'Third',
      'Second',
      'First',
      'Guest created',
    ]);
  });

  it("keeps each guest's journal to itself", async () => {
    const { cookie } = await signedInUser(t);
    const jane = await addGuest(cookie);
    const john = await addGuest(cookie, { name: 'John Roe' });
    await call(cookie, 'POST', `/api/guests/${jane.id}/journal`, { description: 'About Jane' });
    expect((await journal(cookie, john.id)).map((e) => e.description)).toEqual(['Guest created']);
  });
});
