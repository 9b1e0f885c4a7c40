// `npm run seed`: the demo / benchmark user can sign in and sees a full board, and seeding again
// refreshes the same user instead of piling up a second board.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GUEST_STATUSES } from '#shared/enums.js';
import { actionItems, calendarEvents, journalEntries, tasks } from '#server/db/schema/index.js';
import { seed } from '#server/seed.js';
import { apiCall, createTestApp, login, START_TIME } from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

describe('seed', () => {
  it('creates a user who signs in to a board spread over all six columns', async () => {
    const result = await seed(t.database.db, {
      username: 'demo',
      password: 'Demo-pass1!',
      guestCount: 60,
      now: START_TIME,
    });
    expect(result).toMatchObject({ guests: 60, tasks: 6, actionItems: 6, events: 6 });

    const cookie = await login(t, 'demo', 'Demo-pass1!');
    const response = await apiCall(t, cookie, 'GET', '/api/guests');
    expect(response.statusCode).toBe(200);
    const board = response.json() as { status: string; name: string }[];
    expect(board).toHaveLength(60);
    expect(new Set(board.map((guest) => guest.status))).toEqual(new Set(GUEST_STATUSES));

    const journal = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, result.userId));
    expect(journal.filter((entry) => entry.action === 'created')).toHaveLength(60);
  });

  it('refreshes an existing user: same id, new password, one board', async () => {
    const first = await seed(t.database.db, {
      username: 'demo',
      password: 'Demo-pass1!',
      guestCount: 30,
      now: START_TIME,
    });
    const second = await seed(t.database.db, {
      username: 'Demo',
      password: 'Other-pass2!',
      guestCount: 20,
      now: START_TIME,
    });
    expect(second.userId).toBe(first.userId);

    const cookie = await login(t, 'demo', 'Other-pass2!');
    const board = (await apiCall(t, cookie, 'GET', '/api/guests')).json() as unknown[];
    expect(board).toHaveLength(20);
    const db = t.database.db;
    expect(await db.select().from(tasks).where(eq(tasks.userId, first.userId))).toHaveLength(2);
    expect(
      await db.select().from(actionItems).where(eq(actionItems.userId, first.userId)),
    ).toHaveLength(2);
    expect(
      await db.select().from(calendarEvents).where(eq(calendarEvents.userId, first.userId)),
    ).toHaveLength(2);
    const journal = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, first.userId));
    expect(journal.filter((entry) => entry.action === 'created')).toHaveLength(20);
  });
});
