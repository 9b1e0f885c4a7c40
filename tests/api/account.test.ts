import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#server/db/client.js';
import {
  calendarEventsArchive,
  journalEntriesArchive,
  loginFailures,
  organizations,
  passwordResets,
  phoneVerifications,
  tasks,
  teamInvites,
  users,
  usersArchive,
} from '#server/db/schema/index.js';
import { runCleanup } from '#server/jobs.js';
import { purgeDeletedAccounts } from '#server/services/account.js';
import { hashPassword } from '#server/services/auth.js';
import {
  addGuest,
  apiCall,
  createTestApp,
  createUser,
  login,
  PASSWORD,
  sessionCookie,
  signedInUser,
  solveCaptcha,
  START_TIME,
  uniquePhone,
} from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';
import { usingPostgres } from '../helpers/db.js';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const DAY_MS = 24 * 3_600_000;
const NEW_PASSWORD = 'N3w-passw0rd!';
const PHRASE = 'PERMANENTLY DELETE MY ACCOUNT';
const MESSAGES = {
  auth: 'Authentication required',
  passwordRequired: 'Password is required',
  currentRequired: 'Current password is required',
  wrongCurrent: 'Current password is incorrect',
  wrongPassword: 'Incorrect password',
  changed: 'Your password has been updated successfully.',
  scheduled: 'Your account has been marked for deletion. You have been logged out.',
  deleted: 'Your account has been permanently deleted.',
  phrase: 'Please type PERMANENTLY DELETE MY ACCOUNT exactly to confirm',
  accountDeleted: 'This account has been deleted and can no longer sign in.',
  deletionPending:
    'This account is scheduled for deletion. Cancel the deletion to keep it and sign in.',
  notScheduled: 'This account is not scheduled for deletion.',
  invalidLogin: 'Invalid username or password',
  phoneRequired: 'Please enter your phone number',
  invalidPhone: 'Please enter a valid 10-digit US phone number',
};

const me = (cookie: string) => apiCall(t, cookie, 'GET', '/api/user');
const tryLogin = (username: string, password: string) =>
  apiCall(t, undefined, 'POST', '/api/login', { username, password });

/** The Set-Cookie of a response ends the session cookie. */
function expectCookieCleared(response: Awaited<ReturnType<typeof me>>) {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  expect(cookie?.value).toBe('');
  expect(cookie?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
}

describe('GET /api/user', () => {
  it('answers what the account screens need, never the hash or internals', async () => {
    const { user, cookie } = await signedInUser(t, { email: null, phoneVerified: false });
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      username: user.username,
      email: null,
      phoneNumber: user.phoneNumber,
      phoneVerified: false,
      podcast: 'The Test Show',
      podcastUrl: 'https://open.spotify.com/show/abc',
      organizationId: null,
    });
    expect(response.body).not.toMatch(/argon2|password|isDeleted|deletionReason/);
  });
});

describe('phone rules of the verification and settings screens (docs/product.md#validation)', () => {
  it('answers 401 to an anonymous caller before looking at the body', async () => {
    for (const url of ['/api/resend-phone-verification', '/api/verify-phone']) {
      const response = await apiCall(t, undefined, 'POST', url, { phoneNumber: 'x' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.auth });
    }
  });

  it.each([
    ['', MESSAGES.phoneRequired],
    ['   ', MESSAGES.phoneRequired],
    ['555123456', MESSAGES.invalidPhone],
    ['25551234567', MESSAGES.invalidPhone],
    ['1555123456', MESSAGES.invalidPhone],
    // Area code or exchange starting with 0 or 1: no such US number.
    ['0125550100', MESSAGES.invalidPhone],
    ['1 (112) 555-0100', MESSAGES.invalidPhone],
    ['202-155-5010', MESSAGES.invalidPhone],
  ])('refuses %j with "%s" and sends nothing', async (phoneNumber, message) => {
    const { cookie } = await signedInUser(t, { phoneVerified: false });
    for (const [url, body] of [
      ['/api/resend-phone-verification', { phoneNumber }],
      ['/api/verify-phone', { phoneNumber, code: '123456' }],
    ] as const) {
      const response = await apiCall(t, cookie, 'POST', url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, errors: [{ path: 'phoneNumber', message }] });
    }
    expect(t.sms.messages).toHaveLength(0);
  });

  it('keeps digits only, drops a leading 1 and texts +1 and the ten digits', async () => {
    const { user, cookie } = await signedInUser(t, { phoneVerified: false });
    const phone = uniquePhone();
    const typed = `1 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    const sent = await apiCall(t, cookie, 'POST', '/api/resend-phone-verification', {
      phoneNumber: typed,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Verification code sent', phoneNumber: phone });
    expect(t.sms.messages.map((m) => m.to)).toEqual([phone]);

    // The user's number changes only once the code is verified.
    expect((await me(cookie)).json()).toMatchObject({ phoneNumber: user.phoneNumber });
    const verified = await apiCall(t, cookie, 'POST', '/api/verify-phone', {
      phoneNumber: phone.slice(1), // "1555…": the settings screen's shape without the plus
      verificationCode: t.sms.lastCode(phone),
    });
    expect(verified.statusCode).toBe(200);
    expect((await me(cookie)).json()).toMatchObject({ phoneNumber: phone, phoneVerified: true });
  });
});

describe('POST /api/user/change-password', () => {
  const change = (cookie: string | undefined, body: Record<string, unknown>) =>
    apiCall(t, cookie, 'POST', '/api/user/change-password', body);

  it('changes the password, ends every other session and keeps this one under a new id', async () => {
    const { user, cookie } = await signedInUser(t);
    const otherBrowser = await login(t, user.username);

    const response = await change(cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.changed });

    const rotated = sessionCookie(response);
    expect(rotated).not.toBe(cookie);
    expect((await me(rotated)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(otherBrowser)).statusCode).toBe(401);

    expect((await tryLogin(user.username, PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a body without confirmPassword (docs/product.md#api sends none)', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await change(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect((await tryLogin(user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const { user, cookie } = await signedInUser(t);
    const otherBrowser = await login(t, user.username);
    const response = await change(cookie, {
      currentPassword: 'Wrong-passw0rd!',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MESSAGES.wrongCurrent,
      errors: [{ path: 'currentPassword', message: MESSAGES.wrongCurrent }],
    });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(otherBrowser)).statusCode).toBe(200);
    expect((await tryLogin(user.username, PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'currentPassword', MESSAGES.currentRequired],
    [
      { currentPassword: '', newPassword: NEW_PASSWORD },
      'currentPassword',
      MESSAGES.currentRequired,
    ],
    [{ currentPassword: PASSWORD }, 'newPassword', MESSAGES.passwordRequired],
    [
      { currentPassword: PASSWORD, newPassword: 'Sh0rt!' },
      'newPassword',
      'Password must be at least 8 characters long',
    ],
    [
      { currentPassword: PASSWORD, newPassword: 'lowercase-only-1' },
      'newPassword',
      'Password must contain at least one uppercase letter',
    ],
    [
      { currentPassword: PASSWORD, newPassword: 'NoDigits-here' },
      'newPassword',
      'Password must contain at least one number',
    ],
    [
      { currentPassword: PASSWORD, newPassword: 'NoSpecial123' },
      'newPassword',
      'Password must contain at least one special character',
    ],
    [
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'Other-passw0rd!' },
      'confirmPassword',
      'Passwords do not match',
    ],
    [
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      'newPassword',
      'New password must be different from the current password',
    ],
  ])('refuses %j with a field error on %s', async (body, path, message) => {
    const { user, cookie } = await signedInUser(t);
    const response = await change(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    expect(response.json().errors).toContainEqual({ path, message });
    expect((await tryLogin(user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const response = await change(undefined, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.auth });
  });

  it('counts wrong current passwords against the login limit', async () => {
    const { user, cookie } = await signedInUser(t);
    for (let i = 0; i < 10; i += 1) {
      const wrong = await change(cookie, {
        currentPassword: `Wrong-${i}!`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const locked = await change(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many incorrect passwords. Please try again in 15 minutes.',
    });
    expect((await tryLogin(user.username, PASSWORD)).statusCode).toBe(429);
  });
});

describe('POST /api/user/delete (scheduled deletion)', () => {
  const remove = (cookie: string | undefined, body: Record<string, unknown>) =>
    apiCall(t, cookie, 'POST', '/api/user/delete', body);

  it('marks the account deleted, ends every session, clears the cookie and refuses login', async () => {
    const { user, cookie } = await signedInUser(t);
    const otherBrowser = await login(t, user.username);

    const response = await remove(cookie, { password: PASSWORD, reason: '  Moving on  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: MESSAGES.scheduled,
      purgeAfter: new Date(START_TIME.getTime() + 30 * DAY_MS).toISOString(),
    });
    expectCookieCleared(response);

    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(otherBrowser)).statusCode).toBe(401);
    const refused = await tryLogin(user.username, PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: MESSAGES.deletionPending,
      purgeAfter: new Date(START_TIME.getTime() + 30 * DAY_MS).toISOString(),
    });
    expect(refused.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // A wrong password learns nothing about the pending deletion.
    const wrong = await tryLogin(user.username, 'Wrong-passw0rd!');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MESSAGES.invalidLogin });

    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      isDeleted: true,
      deletedAt: START_TIME,
      deletionReason: 'Moving on',
    });
  });

  it('takes the reason as optional', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await remove(cookie, { password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isDeleted: true, deletionReason: null });
  });

  it.each([
    [{}, 'password', MESSAGES.passwordRequired],
    [{ password: '' }, 'password', MESSAGES.passwordRequired],
    [
      { password: PASSWORD, reason: 'x'.repeat(1001) },
      'reason',
      'Reason must be at most 1000 characters',
    ],
    // Not text: said as such, not as a length it does not have.
    [{ password: PASSWORD, reason: 5 }, 'reason', 'Reason must be text (empty for none)'],
    [
      { password: PASSWORD, reason: ['Moving on'] },
      'reason',
      'Reason must be text (empty for none)',
    ],
  ])('refuses %j with a field error on %s', async (body, path, message) => {
    const { cookie } = await signedInUser(t);
    const response = await remove(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path, message }] });
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('refuses a wrong password and keeps the account and its sessions', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await remove(cookie, { password: 'Wrong-passw0rd!' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MESSAGES.wrongPassword,
      errors: [{ path: 'password', message: MESSAGES.wrongPassword }],
    });
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isDeleted).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const response = await remove(undefined, { password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.auth });
  });
});

// ---- what a user owns, for the deletion and purge tests ----------------------------------------

interface Footprint {
  userId: number;
  username: string;
  /** The user's private guests (one archived): they go with the account. */
  ownGuestIds: number[];
  /** The guests the user shared with the team (one archived): they pass to the owner. */
  passedGuestIds: number[];
  /** A note the user wrote on someone else's shared guest: kept, unlinked. */
  sharedNoteId: number;
  /** The user's task on a shared guest: it passes to the owner with the guest. */
  passedTaskId: number;
  /** The team's owner and their things that must survive. */
  other: { userId: number; username: string; guestId: number; taskId: number };
}

const json = async (response: Awaited<ReturnType<typeof apiCall>>, status: number) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { id: number } & Record<string, unknown>;
};

/**
 * A member of a team with data in every table, made through the routes as people would
 * (docs/product.md#sharing): private guests from before joining (one archived, with a completed
 * task and action item archived first) with the user's notes, tasks, action items and an event;
 * guests shared after joining (one archived) with the owner's note and task and the user's task;
 * the user's note and edit on the owner's guest; a phone code, a reset code, a failed login and two
 * sessions. Only the calendar-event and journal archives, which no route writes, are inserted.
 */
async function userWithData(): Promise<Footprint & { cookie: string }> {
  const mate = await signedInUser(t);
  await json(await apiCall(t, mate.cookie, 'POST', '/api/team', { name: 'Team' }), 201);
  const link = await json(await apiCall(t, mate.cookie, 'POST', '/api/team/invites', {}), 201);
  const { user, cookie } = await signedInUser(t, { phoneVerified: false });
  await login(t, user.username); // a second browser

  const due = new Date(START_TIME.getTime() + DAY_MS).toISOString();
  const kept = await addGuest(t, cookie, { name: 'Kept Guest', email: 'kept@example.com' });
  const archived = await addGuest(t, cookie, { name: 'Archived Guest' });
  await apiCall(t, cookie, 'POST', `/api/guests/${kept.id}/journal`, { description: 'Own note' });
  for (const [url, body] of [
    ['/api/tasks', { title: 'Own task', guestId: kept.id }],
    ['/api/tasks', { title: 'Loose task' }],
    ['/api/action-items', { title: 'Own item', guestId: kept.id, dueDate: due }],
    ['/api/action-items', { title: 'Loose item' }],
    [
      '/api/calendar',
      {
        title: 'Recording',
        guestId: kept.id,
        startTime: due,
        endTime: new Date(Date.parse(due) + 3_600_000).toISOString(),
        eventType: 'recording',
      },
    ],
  ] as const) {
    await json(await apiCall(t, cookie, 'POST', url, body), 201);
  }
  const oldTask = await json(
    await apiCall(t, cookie, 'POST', '/api/tasks', {
      title: 'Old task',
      guestId: archived.id,
      status: 'completed',
    }),
    201,
  );
  await json(await apiCall(t, cookie, 'POST', `/api/tasks/${oldTask.id}/archive`), 200);
  const oldItem = await json(
    await apiCall(t, cookie, 'POST', '/api/action-items', {
      title: 'Old item',
      guestId: archived.id,
      isCompleted: true,
    }),
    201,
  );
  await json(await apiCall(t, cookie, 'POST', `/api/action-items/${oldItem.id}/archive`), 200);
  expect((await apiCall(t, cookie, 'DELETE', `/api/guests/${archived.id}`)).statusCode).toBe(200);
  const archive = { originalGuestId: archived.id, guestName: 'Archived Guest', originalId: 9001 };
  await db.insert(calendarEventsArchive).values({
    userId: user.id,
    title: 'Old event',
    startTime: new Date(due),
    endTime: new Date(due),
    ...archive,
  });
  await db.insert(journalEntriesArchive).values({
    userId: user.id,
    username: user.username,
    action: 'manual_note',
    description: 'Old',
    ...archive,
  });

  // Joining without sharing keeps the guests above private; guests made afterwards are the team's.
  const token = String((link as { token?: string }).token);
  const joined = await apiCall(t, cookie, 'POST', `/api/invites/${token}/join`, {
    shareExistingGuests: false,
  });
  expect(joined.statusCode, joined.body).toBe(200);
  const teamGuest = await addGuest(t, cookie, { name: 'Team Guest', email: 'team@example.com' });
  const teamArchived = await addGuest(t, cookie, { name: 'Team Archived Guest' });
  expect((await apiCall(t, cookie, 'DELETE', `/api/guests/${teamArchived.id}`)).statusCode).toBe(
    200,
  );
  await json(
    await apiCall(t, mate.cookie, 'POST', `/api/guests/${teamGuest.id}/journal`, {
      description: 'Owner note on the user guest',
    }),
    201,
  );
  await json(
    await apiCall(t, mate.cookie, 'POST', '/api/tasks', {
      title: 'Owner task on user guest',
      guestId: teamGuest.id,
    }),
    201,
  );
  const passedTask = await json(
    await apiCall(t, cookie, 'POST', '/api/tasks', {
      title: 'User task on team guest',
      guestId: teamGuest.id,
    }),
    201,
  );

  const mateGuest = await addGuest(t, mate.cookie, { name: 'Mate Guest' });
  const shared = await apiCall(t, cookie, 'POST', `/api/guests/${mateGuest.id}/journal`, {
    description: 'Note on a team mate guest',
  });
  expect(shared.statusCode).toBe(201);
  // Editing the team mate's guest makes the user its lastModifiedBy.
  await apiCall(t, cookie, 'PATCH', `/api/guests/${mateGuest.id}`, { details: 'Edited by user' });
  const mateTask = await json(
    await apiCall(t, mate.cookie, 'POST', '/api/tasks', {
      title: 'Mate task',
      guestId: mateGuest.id,
    }),
    201,
  );

  // A phone code, a reset code and a failed login.
  const phone = uniquePhone();
  await json(
    await apiCall(t, cookie, 'POST', '/api/resend-phone-verification', { phoneNumber: phone }),
    200,
  );
  const reset = await apiCall(t, undefined, 'POST', '/api/forgot-password', {
    username: user.username,
    phoneNumber: user.phoneNumber,
    recaptchaToken: await solveCaptcha(t.app),
  });
  expect(reset.statusCode).toBe(200);
  expect((await tryLogin(user.username, 'Wrong-passw0rd!')).statusCode).toBe(401);
  for (const table of [phoneVerifications, passwordResets] as const) {
    expect(await db.select().from(table).where(eq(table.userId, user.id))).toHaveLength(1);
  }
  expect(await db.select().from(loginFailures)).toHaveLength(1);

  return {
    userId: user.id,
    username: user.username,
    cookie,
    ownGuestIds: [kept.id, archived.id],
    passedGuestIds: [teamGuest.id, teamArchived.id],
    sharedNoteId: (shared.json() as { id: number }).id,
    passedTaskId: passedTask.id,
    other: {
      userId: mate.user.id,
      username: mate.user.username,
      guestId: mateGuest.id,
      taskId: mateTask.id,
    },
  };
}

type Row = Record<string, unknown>;
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Looks through every table of the database for the user: columns that name a user, columns
 * that name one of their private guests, and any text holding their username. Only users_archive
 * and the journals of the team's guests (the owner's and those passed to the owner) may mention
 * them (that history by name only).
 */
async function expectNoTrace(footprint: Footprint): Promise<void> {
  const columns = await rows(
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name, column_name } of columns) {
    byTable.set(String(table_name), [
      ...(byTable.get(String(table_name)) ?? []),
      String(column_name),
    ]);
  }
  expect(byTable.size).toBeGreaterThanOrEqual(19); // every table of src/server/db/schema
  const userColumns = ['user_id', 'created_by', 'last_modified_by', 'archived_by'];
  const guestColumns = ['guest_id', 'original_guest_id'];
  const found: string[] = [];
  for (const [table, names] of byTable) {
    if (table === 'users_archive' || table.startsWith('__drizzle')) continue;
    const id = sql.identifier(table);
    for (const column of names) {
      const col = sql.identifier(column);
      const isUser = userColumns.includes(column) || (table === 'users' && column === 'id');
      const isGuest =
        guestColumns.includes(column) ||
        (table === 'guests' && column === 'id') ||
        (table === 'guest_archive' && column === 'original_id');
      if (isUser) {
        const hits = await rows(sql`select 1 from ${id} where ${col} = ${footprint.userId}`);
        if (hits.length) found.push(`${table}.${column} = user (${hits.length})`);
      }
      if (isGuest) {
        const hits = await rows(
          sql`select 1 from ${id} where ${col} in (${sql.join(
            footprint.ownGuestIds.map((g) => sql`${g}`),
            sql`, `,
          )})`,
        );
        if (hits.length) found.push(`${table}.${column} = own guest (${hits.length})`);
      }
    }
    const texts = await rows(
      sql`select row_to_json(t)::text as json from ${id} t where row_to_json(t)::text ilike ${`%${footprint.username}%`}`,
    );
    for (const { json } of texts) {
      const row = JSON.parse(String(json)) as Row;
      // The history of the team's guests keeps the user's name, unlinked from any account.
      const teamGuests = [footprint.other.guestId, ...footprint.passedGuestIds];
      const teamHistory = teamGuests.includes(Number(row.guest_id)) && row.user_id === null;
      if (table === 'journal_entries' && teamHistory) continue;
      found.push(`${table}: ${String(json)}`);
    }
  }
  expect(found).toEqual([]);
}

async function expectTeamMateDataKept(footprint: Footprint): Promise<void> {
  const { other } = footprint;
  const cookie = await login(t, other.username); // a month may have passed
  const guest = await apiCall(t, cookie, 'GET', `/api/guests/${other.guestId}`);
  expect(guest.statusCode).toBe(200);
  expect(guest.json()).toMatchObject({ details: 'Edited by user', lastModifiedBy: null });
  const journal = await apiCall(t, cookie, 'GET', `/api/guests/${other.guestId}/journal`);
  expect(journal.json()).toContainEqual(
    expect.objectContaining({
      id: footprint.sharedNoteId,
      userId: null,
      username: footprint.username,
      description: 'Note on a team mate guest',
    }),
  );
  const [task] = await db.select().from(tasks).where(eq(tasks.id, other.taskId));
  expect(task?.title).toBe('Mate task');

  // What the user shared passed to the owner (docs/product.md#account-deletion).
  const [teamGuest, teamArchived] = footprint.passedGuestIds as [number, number];
  const passed = await apiCall(t, cookie, 'GET', `/api/guests/${teamGuest}`);
  expect(passed.json()).toMatchObject({ userId: other.userId, name: 'Team Guest' });
  const archive = (await apiCall(t, cookie, 'GET', '/api/guests/archived')).json() as {
    originalId: number;
  }[];
  expect(archive.map((row) => row.originalId)).toEqual([teamArchived]);
  const history = (await apiCall(t, cookie, 'GET', `/api/guests/${teamGuest}/journal`)).json();
  expect(history).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        action: 'updated',
        description: `Guest passed to ${other.username} when ${footprint.username} deleted their account`,
        oldValue: footprint.username,
        newValue: other.username,
        userId: null,
      }),
      expect.objectContaining({ description: 'Owner note on the user guest' }),
    ]),
  );
  const passedTask = await apiCall(t, cookie, 'GET', `/api/tasks/${footprint.passedTaskId}`);
  expect(passedTask.json()).toMatchObject({ userId: other.userId, guestId: teamGuest });
  const titles = ((await apiCall(t, cookie, 'GET', '/api/tasks')).json() as { title: string }[])
    .map((row) => row.title)
    .sort();
  expect(titles).toEqual(['Mate task', 'Owner task on user guest', 'User task on team guest']);
  const team = (await apiCall(t, cookie, 'GET', '/api/team')).json() as {
    team: { members: { id: number }[] };
  };
  expect(team.team.members.map((member) => member.id)).toEqual([other.userId]);
}

describe('POST /api/cancel-deletion (during the grace period)', () => {
  const cancel = (username: string, password: string) =>
    apiCall(t, undefined, 'POST', '/api/cancel-deletion', { username, password });
  const schedule = (cookie: string) =>
    apiCall(t, cookie, 'POST', '/api/user/delete', { password: PASSWORD, reason: 'Done' });

  it('restores the account as it was and signs its owner in', async () => {
    const { user, cookie: before } = await signedInUser(t);
    const guest = await addGuest(t, before, { name: 'Kept Guest' });
    await apiCall(t, before, 'POST', `/api/guests/${guest.id}/journal`, { description: 'A note' });
    const journalBefore = (
      await apiCall(t, before, 'GET', `/api/guests/${guest.id}/journal`)
    ).json();
    expect((await schedule(before)).statusCode).toBe(200);
    t.clock.advance(29 * DAY_MS);

    const response = await cancel(user.username, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: user.username });
    const cookie = sessionCookie(response);
    expect((await me(cookie)).json()).toMatchObject({ id: user.id });

    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ isDeleted: false, deletedAt: null, deletionReason: null });
    // Its guests and their journals are there, and the purge leaves it alone for good.
    const journalAfter = await apiCall(t, cookie, 'GET', `/api/guests/${guest.id}/journal`);
    expect(journalAfter.json()).toEqual(journalBefore);
    expect((await apiCall(t, cookie, 'GET', '/api/guests')).json()).toHaveLength(1);
    t.clock.advance(2 * DAY_MS);
    expect(await purgeDeletedAccounts({ db, clock: t.clock.now })).toBe(0);
    expect((await tryLogin(user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong password (401) and leaves the deletion pending', async () => {
    const { user, cookie } = await signedInUser(t);
    await schedule(cookie);
    const response = await cancel(user.username, 'Wrong-passw0rd!');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.invalidLogin });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isDeleted).toBe(true);
  });

  it("cannot cancel another user's deletion with one's own password", async () => {
    const { user, cookie } = await signedInUser(t);
    await schedule(cookie);
    const other = await createUser(t, { password: await hashPassword('Other-passw0rd!') });
    expect(other.id).not.toBe(user.id);
    const response = await cancel(user.username, 'Other-passw0rd!');
    expect(response.statusCode).toBe(401);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isDeleted).toBe(true);
  });

  it('refuses once the grace period is over, before and after the purge has run', async () => {
    const { user, cookie } = await signedInUser(t);
    await schedule(cookie);
    t.clock.advance(30 * DAY_MS);
    const late = await cancel(user.username, PASSWORD);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: MESSAGES.accountDeleted });
    expect((await tryLogin(user.username, PASSWORD)).json()).toEqual({
      message: MESSAGES.accountDeleted,
    });

    await runCleanup({ db, clock: t.clock.now });
    const purged = await cancel(user.username, PASSWORD);
    expect(purged.statusCode).toBe(401);
    expect(purged.json()).toEqual({ message: MESSAGES.invalidLogin });
  });

  it('cannot bring back an account deleted at once', async () => {
    const { user, cookie } = await signedInUser(t);
    const deleted = await apiCall(t, cookie, 'POST', '/api/user/delete/permanent', {
      password: PASSWORD,
      confirmPhrase: PHRASE,
    });
    expect(deleted.statusCode).toBe(200);
    const response = await cancel(user.username, PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(await db.select().from(users)).toEqual([]);
  });

  it('answers 409 for an account that is not scheduled for deletion', async () => {
    const { user } = await signedInUser(t);
    const response = await cancel(user.username, PASSWORD);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.notScheduled });
  });

  it('refuses a body without credentials with field errors', async () => {
    const response = await apiCall(t, undefined, 'POST', '/api/cancel-deletion', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'username' })]),
    );
  });

  it('counts wrong passwords against the login limit', async () => {
    const { user, cookie } = await signedInUser(t);
    await schedule(cookie);
    for (let i = 0; i < 10; i += 1) {
      expect((await cancel(user.username, 'Wrong-passw0rd!')).statusCode).toBe(401);
    }
    expect((await cancel(user.username, PASSWORD)).statusCode).toBe(429);
  });
});

describe('POST /api/user/delete/permanent', () => {
  const purge = (cookie: string | undefined, body: Record<string, unknown>) =>
    apiCall(t, cookie, 'POST', '/api/user/delete/permanent', body);

  it('archives the user and leaves no row of their data anywhere else', async () => {
    const footprint = await userWithData();
    const [before] = await db.select().from(users).where(eq(users.id, footprint.userId));

    const response = await purge(footprint.cookie, { password: PASSWORD, confirmPhrase: PHRASE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.deleted });
    expectCookieCleared(response);

    const archived = await db.select().from(usersArchive);
    expect(archived).toEqual([
      expect.objectContaining({
        originalId: footprint.userId,
        username: footprint.username,
        email: before?.email,
        phoneNumber: before?.phoneNumber,
        phoneVerified: before?.phoneVerified,
        podcast: before?.podcast,
        podcastUrl: before?.podcastUrl,
        createdAt: before?.createdAt,
        deletedAt: START_TIME,
        deletionReason: null,
      }),
    ]);
    await expectNoTrace(footprint);
    await expectTeamMateDataKept(footprint);

    expect((await me(footprint.cookie)).statusCode).toBe(401);
    const again = await tryLogin(footprint.username, PASSWORD);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: MESSAGES.invalidLogin });
  });

  it.each([
    [{ confirmPhrase: PHRASE }, 'password', MESSAGES.passwordRequired],
    [{ password: '', confirmPhrase: PHRASE }, 'password', MESSAGES.passwordRequired],
    [{ password: PASSWORD }, 'confirmPhrase', MESSAGES.phrase],
    [{ password: PASSWORD, confirmPhrase: PHRASE.toLowerCase() }, 'confirmPhrase', MESSAGES.phrase],
    [{ password: PASSWORD, confirmPhrase: `${PHRASE} ` }, 'confirmPhrase', MESSAGES.phrase],
  ])('refuses %j with a field error on %s', async (body, path, message) => {
    const { user, cookie } = await signedInUser(t);
    const response = await purge(cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path, message }] });
    expect(await db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('refuses a wrong password and deletes nothing', async () => {
    const { user, cookie } = await signedInUser(t);
    await addGuest(t, cookie);
    const response = await purge(cookie, { password: 'Wrong-passw0rd!', confirmPhrase: PHRASE });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MESSAGES.wrongPassword,
      errors: [{ path: 'password', message: MESSAGES.wrongPassword }],
    });
    expect(await db.select().from(usersArchive)).toEqual([]);
    expect((await apiCall(t, cookie, 'GET', '/api/guests')).json()).toHaveLength(1);
    expect((await me(cookie)).json()).toMatchObject({ id: user.id });
  });

  it('answers 401 without a session', async () => {
    const response = await purge(undefined, { password: PASSWORD, confirmPhrase: PHRASE });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.auth });
  });
});

describe('the purge of scheduled deletions', () => {
  it('leaves the account alone at day 29 and purges it at day 30, once', async () => {
    const footprint = await userWithData();
    const scheduled = await apiCall(t, footprint.cookie, 'POST', '/api/user/delete', {
      password: PASSWORD,
      reason: 'Taking a break',
    });
    expect(scheduled.statusCode).toBe(200);
    const bystander = await createUser(t);

    t.clock.advance(29 * DAY_MS);
    await runCleanup({ db, clock: t.clock.now });
    expect(await db.select().from(usersArchive)).toEqual([]);
    const [waiting] = await db.select().from(users).where(eq(users.id, footprint.userId));
    expect(waiting?.isDeleted).toBe(true);
    expect((await tryLogin(footprint.username, PASSWORD)).statusCode).toBe(403);

    t.clock.advance(DAY_MS);
    await runCleanup({ db, clock: t.clock.now });
    expect(await db.select().from(usersArchive)).toEqual([
      expect.objectContaining({
        originalId: footprint.userId,
        username: footprint.username,
        deletedAt: START_TIME,
        deletionReason: 'Taking a break',
      }),
    ]);
    await expectNoTrace(footprint);
    await expectTeamMateDataKept(footprint);
    expect(await db.select().from(users).where(eq(users.id, bystander.id))).toHaveLength(1);

    // Idempotent: nothing left to do, nothing archived twice.
    expect(await purgeDeletedAccounts({ db, clock: t.clock.now })).toBe(0);
    expect(await db.select().from(usersArchive)).toHaveLength(1);
  });

  it('purges each account once when several instances run it at the same time', async () => {
    const deleted = await Promise.all(
      [1, 2, 3].map(() =>
        createUser(t, { isDeleted: true, deletedAt: new Date(START_TIME.getTime() - 31 * DAY_MS) }),
      ),
    );
    const counts = await Promise.all(
      [1, 2, 3].map(() => purgeDeletedAccounts({ db, clock: t.clock.now })),
    );
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3);
    const archived = await db.select().from(usersArchive);
    expect(archived.map((row) => row.originalId).sort()).toEqual(
      deleted.map((user) => user.id).sort(),
    );
    const remaining = await db.select().from(users);
    expect(remaining).toEqual([]);
  });

  it('does not purge accounts that are not marked deleted', async () => {
    await createUser(t, { deletedAt: new Date(START_TIME.getTime() - 60 * DAY_MS) });
    t.clock.advance(60 * DAY_MS);
    expect(await purgeDeletedAccounts({ db, clock: t.clock.now })).toBe(0);
    expect(await db.select().from(users)).toHaveLength(1);
  });
});

describe('account deletion in a team (docs/product.md#account-deletion)', () => {
  const OWNER_FIRST = 'Hand the owner role to another member before deleting your account';

  async function teamOfTwo() {
    const owner = await signedInUser(t);
    await json(await apiCall(t, owner.cookie, 'POST', '/api/team', { name: 'Team' }), 201);
    const link = (await json(
      await apiCall(t, owner.cookie, 'POST', '/api/team/invites', {}),
      201,
    )) as unknown as { token: string };
    const member = await signedInUser(t);
    const joined = await apiCall(t, member.cookie, 'POST', `/api/invites/${link.token}/join`, {});
    expect(joined.statusCode).toBe(200);
    return { owner, member };
  }

  it('refuses both deletions of an owner with members (409) and changes nothing', async () => {
    const { owner, member } = await teamOfTwo();
    const guest = await addGuest(t, owner.cookie);
    for (const [url, body] of [
      ['/api/user/delete', { password: PASSWORD }],
      ['/api/user/delete/permanent', { password: PASSWORD, confirmPhrase: PHRASE }],
    ] as const) {
      const response = await apiCall(t, owner.cookie, 'POST', url, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: OWNER_FIRST });
    }
    expect((await me(owner.cookie)).statusCode).toBe(200);
    expect((await apiCall(t, member.cookie, 'GET', `/api/guests/${guest.id}`)).statusCode).toBe(
      200,
    );
    expect(await db.select().from(usersArchive)).toEqual([]);
    const [row] = await db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row).toMatchObject({ isDeleted: false, teamRole: 'owner' });
  });

  it('takes the team of an owner alone with the account, at once', async () => {
    const owner = await signedInUser(t);
    await json(await apiCall(t, owner.cookie, 'POST', '/api/team', { name: 'Solo' }), 201);
    await json(await apiCall(t, owner.cookie, 'POST', '/api/team/invites', {}), 201);
    const response = await apiCall(t, owner.cookie, 'POST', '/api/user/delete', {
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(await db.select().from(organizations)).toEqual([]);
    expect(await db.select().from(teamInvites)).toEqual([]);
    const [row] = await db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row).toMatchObject({ organizationId: null, teamRole: null });
  });

  it("passes a member's shared guests to the owner when they ask for deletion, not 30 days later", async () => {
    const { owner, member } = await teamOfTwo();
    const guest = await addGuest(t, member.cookie, { name: 'Shared Guest' });
    const response = await apiCall(t, member.cookie, 'POST', '/api/user/delete', {
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const passed = await apiCall(t, owner.cookie, 'GET', `/api/guests/${guest.id}`);
    expect(passed.json()).toMatchObject({
      userId: owner.user.id,
      organizationId: expect.any(Number),
    });
    const team = (await apiCall(t, owner.cookie, 'GET', '/api/team')).json() as {
      team: { members: unknown[] };
    };
    expect(team.team.members).toHaveLength(1);
  });

  it('the purge hands the role of an owner still in a team to the longest-standing member', async () => {
    // Only possible for data from before teams: deletion now refuses an owner with members.
    const { owner, member } = await teamOfTwo();
    const guest = await addGuest(t, owner.cookie, { name: 'Owner Guest' });
    await db
      .update(users)
      .set({ isDeleted: true, deletedAt: new Date(START_TIME.getTime() - 31 * DAY_MS) })
      .where(eq(users.id, owner.user.id));
    expect(await purgeDeletedAccounts({ db, clock: t.clock.now })).toBe(1);
    const team = (await apiCall(t, member.cookie, 'GET', '/api/team')).json() as {
      team: { role: string; members: unknown[] };
    };
    expect(team.team).toMatchObject({ role: 'owner', members: [expect.anything()] });
    expect(
      (await apiCall(t, member.cookie, 'GET', `/api/guests/${guest.id}`)).json(),
    ).toMatchObject({ userId: member.user.id });
  });

  // Two connections at once: the embedded database runs one transaction at a time.
  it.runIf(usingPostgres)(
    'the purge takes the team before the account, so a team change at the same time does not deadlock',
    async () => {
      const { owner } = await teamOfTwo();
      await db
        .update(users)
        .set({ isDeleted: true, deletedAt: new Date(START_TIME.getTime() - 31 * DAY_MS) })
        .where(eq(users.id, owner.user.id));
      const [{ organizationId: teamId } = { organizationId: null }] = await db
        .select({ organizationId: users.organizationId })
        .from(users)
        .where(eq(users.id, owner.user.id));
      expect(teamId).not.toBeNull();

      // A team change (as lockMemberAndTeam takes its locks): the team's row, then a member's.
      let purge: Promise<PromiseSettledResult<number>[]> | undefined;
      const teamChange = db.transaction(async (tx) => {
        await tx
          .select()
          .from(organizations)
          .where(eq(organizations.id, teamId as number))
          .for('no key update');
        purge = Promise.allSettled([purgeDeletedAccounts({ db, clock: t.clock.now })]);
        await vi.waitFor(async () => expect(await backendsWaitingForALock()).toBe(1));
        await tx.select().from(users).where(eq(users.id, owner.user.id)).for('update');
      });

      await expect(teamChange).resolves.toBeUndefined();
      expect(await purge).toEqual([{ status: 'fulfilled', value: 1 }]);
      expect(await db.select().from(organizations)).toHaveLength(1);
      expect(await db.select().from(users).where(eq(users.id, owner.user.id))).toEqual([]);
    },
  );

  async function backendsWaitingForALock(): Promise<number> {
    const { rows } = (await db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { waiting: number }[] };
    return rows[0]?.waiting ?? 0;
  }
});

describe('GET /api/openapi.json', () => {
  it('describes the account and phone routes', async () => {
    const response = await apiCall(t, undefined, 'GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/change-password',
        '/api/user/delete',
        '/api/user/delete/permanent',
        '/api/verify-phone',
        '/api/resend-phone-verification',
      ]),
    );
  });
});
