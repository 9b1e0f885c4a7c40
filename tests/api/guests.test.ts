import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { guestArchive, guests, organizations } from '#server/db/schema/index.js';
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

const call = (cookie: string | undefined, method: string, url: string, payload?: Json) =>
  apiCall(t, cookie, method as 'GET', url, payload);
const addGuest = (cookie: string, fields: Json = {}) => addGuestVia(t, cookie, fields);

async function organization(name = 'Podcast Network') {
  const [row] = await t.database.db.insert(organizations).values({ name }).returning();
  return row!.id;
}

/** The field errors of a 400, as {path: message}. */
function fieldErrors(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { message: string; errors: { path: string; message: string }[] };
  expect(body.message).toBe(body.errors[0]?.message);
  return Object.fromEntries(body.errors.map((error) => [error.path, error.message]));
}

describe('creating and reading guests', () => {
  it('POST /api/guests answers 201 with the guest, defaults filled in', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await call(cookie, 'POST', '/api/guests', {
      name: '  Jane Doe ',
      details: 'Author of a book on habits',
      email: '',
      phoneNumber: '',
      linkedinUrl: '',
      title: 'Professor',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      userId: user.id,
      organizationId: null,
      name: 'Jane Doe',
      details: 'Author of a book on habits',
      status: 'prospect',
      importantDate: null,
      importantDateFormatted: null,
      followUpType: null,
      university: null,
      title: 'Professor',
      organization: null,
      phoneNumber: null,
      email: null,
      linkedinUrl: null,
      isLocked: true,
      dateAdded: START_TIME.toISOString(),
      createdBy: user.id,
      lastModifiedBy: user.id,
      lastModifiedAt: START_TIME.toISOString(),
      createdByName: user.username,
      lastModifiedByName: user.username,
      updatedAt: START_TIME.toISOString(),
      version: 1,
      isNewApplication: false,
    });
  });

  it('stores every field it is given', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, {
      status: 'scheduled',
      followUpType: 'linkedin',
      importantDateFormatted: '2025-01-05',
      university: 'MIT',
      title: 'Professor',
      organization: 'Lab',
      phoneNumber: '(555) 123-4567',
      email: 'jane@example.com',
      linkedinUrl: 'https://www.linkedin.com/in/janedoe',
      isLocked: false,
    });
    expect(guest).toMatchObject({
      status: 'scheduled',
      followUpType: 'linkedin',
      importantDate: 'Jan 5, 2025',
      importantDateFormatted: '2025-01-05T00:00:00.000Z',
      university: 'MIT',
      title: 'Professor',
      organization: 'Lab',
      phoneNumber: '(555) 123-4567',
      email: 'jane@example.com',
      linkedinUrl: 'https://www.linkedin.com/in/janedoe',
      isLocked: false,
    });
    const again = await call(cookie, 'GET', `/api/guests/${guest.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(guest);
  });

  it('GET /api/guests lists the active guests, newest first', async () => {
    const { cookie } = await signedInUser(t);
    const first = await addGuest(cookie, { name: 'First' });
    t.clock.advance(60_000);
    const second = await addGuest(cookie, { name: 'Second' });
    t.clock.advance(60_000);
    const third = await addGuest(cookie, { name: 'Third' });
    await call(cookie, 'DELETE', `/api/guests/${second.id}`);

    const response = await call(cookie, 'GET', '/api/guests');
    expect(response.statusCode).toBe(200);
    expect((response.json() as Json[]).map((g) => g.id)).toEqual([third.id, first.id]);
    expect(response.json()).toEqual([third, first]);
  });

  it('GET /api/guests is empty for a new user', async () => {
    const { cookie } = await signedInUser(t);
    const response = await call(cookie, 'GET', '/api/guests');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('answers 404 "Guest not found" for an unknown, non-numeric or out-of-range id', async () => {
    const { cookie } = await signedInUser(t);
    // A guest's id written with a leading zero is not its address: one id, one address.
    const guest = await addGuest(cookie);
    const padded = `0${guest.id}`;
    for (const id of ['999', 'abc', '0', '-1', '1.5', '99999999999', '2147483648', padded]) {
      const response = await call(cookie, 'GET', `/api/guests/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ message: 'Guest not found' });
    }
  });

  it('ignores the display date a client sends and derives it from importantDateFormatted', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, {
      importantDate: 'Someday',
      importantDateFormatted: '2025-03-04T15:30:00-05:00',
    });
    expect(guest.importantDate).toBe('Mar 4, 2025');
    expect(guest.importantDateFormatted).toBe('2025-03-04T20:30:00.000Z');
  });
});

describe('editing guests', () => {
  it('PATCH /api/guests/:id changes only the fields sent', async () => {
    const { user, cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { email: 'old@example.com', title: 'Dr' });
    t.clock.advance(3_600_000);
    const response = await call(cookie, 'PATCH', `/api/guests/${guest.id}`, {
      email: 'new@example.com',
      organization: 'Acme',
      importantDateFormatted: '2026-02-01',
      followUpType: 'call',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...guest,
      email: 'new@example.com',
      organization: 'Acme',
      importantDate: 'Feb 1, 2026',
      importantDateFormatted: '2026-02-01T00:00:00.000Z',
      followUpType: 'call',
      lastModifiedBy: user.id,
      lastModifiedAt: new Date(START_TIME.getTime() + 3_600_000).toISOString(),
      updatedAt: new Date(START_TIME.getTime() + 3_600_000).toISOString(),
      version: 2,
    });
    expect((await call(cookie, 'GET', `/api/guests/${guest.id}`)).json()).toEqual(response.json());
  });

  it('turns a pasted tab, line break or control character in a one-line field into a space; details keep their lines', async () => {
    const { cookie } = await signedInUser(t);
    const details = 'First line\nSecond line\r\n\tindented';
    const guest = await addGuest(cookie, {
      name: 'Jane\tDoe',
      details,
      title: 'Host\r\nof the show',
      organization: 'Acme\u0001Corp',
      university: ' \tMIT\n',
      phoneNumber: '555\t0100 \u2028 ext. 2',
    });
    expect(guest).toMatchObject({
      name: 'Jane Doe',
      details,
      title: 'Host of the show',
      organization: 'Acme Corp',
      university: 'MIT',
      phoneNumber: '555 0100 ext. 2',
    });
    const edited = await call(cookie, 'PATCH', `/api/guests/${guest.id}`, {
      name: 'Jane\n\nDoe ',
      title: '\u0085Dr\u007f',
    });
    expect(edited.json()).toMatchObject({ name: 'Jane Doe', title: 'Dr' });
    // Only control characters: blank, so the required name is missing.
    expect(
      fieldErrors(await call(cookie, 'POST', '/api/guests', { name: '\t\u0001', details })),
    ).toEqual({ name: 'Name is required' });
    // The name is the same name as a duplicate, however the control character got in.
    const again = await call(cookie, 'POST', '/api/guests', { name: 'Jane\u0002Doe', details });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A guest named Jane Doe already exists');
  });

  it('clears optional fields sent as null or blank, both date columns together', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, {
      email: 'jane@example.com',
      title: 'Dr',
      followUpType: 'email',
      importantDateFormatted: '2025-01-05',
    });
    const response = await call(cookie, 'PATCH', `/api/guests/${guest.id}`, {
      email: null,
      title: '   ',
      followUpType: '',
      importantDateFormatted: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: null,
      title: null,
      followUpType: null,
      importantDate: null,
      importantDateFormatted: null,
    });
  });

  it('accepts isLocked and keeps name and details required', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const unlocked = await call(cookie, 'PATCH', `/api/guests/${guest.id}`, { isLocked: false });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ isLocked: false });

    expect(
      fieldErrors(await call(cookie, 'PATCH', `/api/guests/${guest.id}`, { name: ' ' })),
    ).toEqual({
      name: 'Name is required',
    });
    expect(
      fieldErrors(await call(cookie, 'PATCH', `/api/guests/${guest.id}`, { details: null })),
    ).toEqual({
      details: 'Details are required',
    });
  });

  it('PATCH with nothing different changes nothing, not even lastModifiedAt', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { email: 'jane@example.com' });
    t.clock.advance(60_000);
    const response = await call(cookie, 'PATCH', `/api/guests/${guest.id}`, {
      name: 'Jane Doe',
      email: 'jane@example.com',
      status: 'prospect',
      phoneNumber: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(guest);
  });

  it('PATCH /api/guests/:id/status moves the guest, accepting the aliases', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const moves: [string, string][] = [
      ['hot candidate', 'hot'],
      ['intro call', 'intro'],
      ['Hot Candidate', 'hot'],
      ['limbo', 'limbo'],
      ['scheduled', 'scheduled'],
      ['complete', 'complete'],
      ['prospect', 'prospect'],
      ['intro', 'intro'],
    ];
    for (const [sent, stored] of moves) {
      const response = await call(cookie, 'PATCH', `/api/guests/${guest.id}/status`, {
        status: sent,
      });
      expect(response.statusCode, sent).toBe(200);
      expect(response.json()).toMatchObject({ id: guest.id, status: stored });
    }
    expect((await call(cookie, 'GET', `/api/guests/${guest.id}`)).json()).toMatchObject({
      status: 'intro',
    });
  });

  it('refuses an unknown status with a field error on status, everywhere a status is taken', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const message = 'Status must be one of: prospect, hot, intro, limbo, scheduled, complete';
    for (const status of ['done', '', 'episode scheduled', 3]) {
      expect(
        fieldErrors(await call(cookie, 'PATCH', `/api/guests/${guest.id}/status`, { status })),
      ).toEqual({ status: message });
    }
    expect(fieldErrors(await call(cookie, 'PATCH', `/api/guests/${guest.id}/status`, {}))).toEqual({
      status: message,
    });
    expect(
      fieldErrors(
        await call(cookie, 'POST', '/api/guests', { name: 'A', details: 'B', status: 'new' }),
      ),
    ).toEqual({ status: message });
    expect(
      fieldErrors(await call(cookie, 'PATCH', `/api/guests/${guest.id}`, { status: 'won' })),
    ).toEqual({
      status: message,
    });
    expect((await call(cookie, 'GET', `/api/guests/${guest.id}`)).json()).toMatchObject({
      status: 'prospect',
    });
  });

  it('stores an alias sent on create or edit as its status value', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { status: 'hot candidate' });
    expect(guest.status).toBe('hot');
    const edited = await call(cookie, 'PATCH', `/api/guests/${guest.id}`, { status: 'intro call' });
    expect(edited.json()).toMatchObject({ status: 'intro' });
  });
});

describe('validation (docs/product.md#guest-validation)', () => {
  const post = async (fields: Json) => {
    const { cookie } = await signedInUser(t);
    return call(cookie, 'POST', '/api/guests', fields);
  };

  it('requires a name and details', async () => {
    expect(fieldErrors(await post({}))).toEqual({
      name: 'Name is required',
      details: 'Details are required',
    });
    expect(fieldErrors(await post({ name: '   ', details: '\n' }))).toEqual({
      name: 'Name is required',
      details: 'Details are required',
    });
    expect(fieldErrors(await post({ name: null, details: 'x' }))).toEqual({
      name: 'Name is required',
    });
    // Only invisible characters (zero-width space, joiner, soft hyphen) are blank too.
    expect(fieldErrors(await post({ name: '\u200b', details: '\u200d\u00ad ' }))).toEqual({
      name: 'Name is required',
      details: 'Details are required',
    });
  });

  it('wants a valid email or none', async () => {
    const response = await post({ name: 'A', details: 'B', email: 'not-an-email' });
    expect(response.json()).toEqual({
      message: 'Invalid email address',
      errors: [{ path: 'email', message: 'Invalid email address' }],
    });
    expect(fieldErrors(await post({ name: 'A', details: 'B', email: 'a@b' }))).toEqual({
      email: 'Invalid email address',
    });
  });

  it('wants a LinkedIn URL or none', async () => {
    expect(fieldErrors(await post({ name: 'A', details: 'B', linkedinUrl: 'not a url' }))).toEqual({
      linkedinUrl: 'Invalid URL format',
    });
    expect(
      fieldErrors(await post({ name: 'A', details: 'B', linkedinUrl: 'https://twitter.com/jane' })),
    ).toEqual({ linkedinUrl: 'URL must be from LinkedIn (e.g., linkedin.com or linked.in)' });
    expect(
      fieldErrors(
        await post({ name: 'A', details: 'B', linkedinUrl: 'https://evil.example/?linkedin.com' }),
      ),
    ).toEqual({ linkedinUrl: 'URL must be from LinkedIn (e.g., linkedin.com or linked.in)' });

    const { cookie } = await signedInUser(t);
    const short = await addGuest(cookie, { name: 'Short', linkedinUrl: 'https://linked.in/jane' });
    expect(short.linkedinUrl).toBe('https://linked.in/jane');
    const regional = await addGuest(cookie, {
      name: 'Regional',
      linkedinUrl: 'https://uk.linkedin.com/in/someone',
    });
    expect(regional.linkedinUrl).toBe('https://uk.linkedin.com/in/someone');
  });

  it('limits lengths with a clear message', async () => {
    expect(
      fieldErrors(
        await post({
          name: 'n'.repeat(201),
          details: 'd'.repeat(5001),
          title: 't'.repeat(501),
          phoneNumber: '1'.repeat(51),
          linkedinUrl: `https://linkedin.com/in/${'x'.repeat(2048)}`,
        }),
      ),
    ).toEqual({
      name: 'Name must be at most 200 characters',
      details: 'Details must be at most 5000 characters',
      title: 'Title must be at most 500 characters',
      phoneNumber: 'Phone number must be at most 50 characters',
      linkedinUrl: 'LinkedIn URL must be at most 2048 characters',
    });
    const { cookie } = await signedInUser(t);
    const longest = await addGuest(cookie, { name: 'n'.repeat(200), details: 'd'.repeat(5000) });
    expect(longest.name).toHaveLength(200);
  });

  it('takes only the listed follow-up types', async () => {
    expect(fieldErrors(await post({ name: 'A', details: 'B', followUpType: 'fax' }))).toEqual({
      followUpType: 'Follow-up type must be one of: call, text, email, linkedin, other',
    });
  });

  it('refuses follow-up dates before 1900-01-01 and text that is not an ISO date', async () => {
    expect(
      fieldErrors(await post({ name: 'A', details: 'B', importantDateFormatted: '1899-12-31' })),
    ).toEqual({
      importantDateFormatted: 'Follow-up date must be on or after Jan 1, 1900',
    });
    for (const text of [
      'next week',
      '2025-02-30',
      '01/05/2025',
      '2025-01-05T10:00:00',
      '9999-12-31T23:59:59-14:00',
    ]) {
      expect(
        fieldErrors(await post({ name: 'A', details: 'B', importantDateFormatted: text })),
        text,
      ).toEqual({
        importantDateFormatted:
          'Follow-up date must be a valid date (YYYY-MM-DD or an ISO date-time)',
      });
    }
    const { cookie } = await signedInUser(t);
    const earliest = await addGuest(cookie, { importantDateFormatted: '1900-01-01' });
    expect(earliest.importantDate).toBe('Jan 1, 1900');
  });
});

describe('duplicates (docs/product.md#duplicates)', () => {
  async function conflict(cookie: string, fields: Json) {
    const response = await call(cookie, 'POST', '/api/guests', {
      name: 'Someone Else',
      details: 'Another guest',
      ...fields,
    });
    expect(response.statusCode).toBe(409);
    return response.json() as { message: string; duplicateGuest: Json };
  }

  it('finds the same email in any case, answering the existing guest', async () => {
    const { cookie } = await signedInUser(t);
    const jane = await addGuest(cookie, {
      email: 'Jane@Example.com',
      phoneNumber: '555-123-4567',
      linkedinUrl: 'https://linkedin.com/in/jane',
      status: 'hot',
    });
    expect(await conflict(cookie, { email: 'jane@EXAMPLE.COM' })).toEqual({
      message: 'A guest with this email already exists: Jane Doe',
      duplicateGuest: {
        id: jane.id,
        name: 'Jane Doe',
        status: 'hot',
        email: 'Jane@Example.com',
        phoneNumber: '555-123-4567',
        linkedinUrl: 'https://linkedin.com/in/jane',
      },
    });
  });

  it('finds the same phone number in any format', async () => {
    const { cookie } = await signedInUser(t);
    await addGuest(cookie, { phoneNumber: '(555) 123-4567' });
    for (const phone of ['5551234567', '+1 555 123 4567', '1-555-123-4567', '555.123.4567']) {
      const body = await conflict(cookie, { phoneNumber: phone });
      expect(body.message).toBe('A guest with this phone number already exists: Jane Doe');
    }
  });

  it('finds the same LinkedIn profile with or without scheme, www. and trailing slash', async () => {
    const { cookie } = await signedInUser(t);
    await addGuest(cookie, { linkedinUrl: 'https://www.linkedin.com/in/JaneDoe/' });
    for (const url of [
      'http://linkedin.com/in/janedoe',
      'https://linkedin.com/in/janedoe/',
      'HTTPS://WWW.LINKEDIN.COM/in/janedoe',
    ]) {
      const body = await conflict(cookie, { linkedinUrl: url });
      expect(body.message).toBe('A guest with this LinkedIn URL already exists: Jane Doe');
    }
  });

  it('finds the same name whatever its case and spacing', async () => {
    const { cookie } = await signedInUser(t);
    await addGuest(cookie, { name: 'Jane Doe' });
    for (const name of ['jane doe', '  JANE   DOE ', 'Jane\tDoe']) {
      const body = await conflict(cookie, { name });
      expect(body.message).toBe('A guest named Jane Doe already exists');
    }
  });

  it('lets different guests in, and empty optional fields never match', async () => {
    const { cookie } = await signedInUser(t);
    await addGuest(cookie, { name: 'Jane Doe', email: '', phoneNumber: null });
    await addGuest(cookie, { name: 'Jane Does', email: 'jane2@example.com', phoneNumber: '' });
    await addGuest(cookie, { name: 'John Doe', phoneNumber: '555-123-4568' });
    await addGuest(cookie, { name: 'Jim Doe', linkedinUrl: 'https://linkedin.com/in/janedoe2' });
    expect((await call(cookie, 'GET', '/api/guests')).json()).toHaveLength(4);
  });

  it('lets only one of two simultaneous saves of the same guest through', async () => {
    const { cookie } = await signedInUser(t);
    const payload = { name: 'Jane Doe', details: 'Author', email: 'jane@example.com' };
    const responses = await Promise.all(
      [1, 2, 3].map(() => call(cookie, 'POST', '/api/guests', payload)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await call(cookie, 'GET', '/api/guests')).json()).toHaveLength(1);
  });

  it('does not count an archived guest', async () => {
    const { cookie } = await signedInUser(t);
    const jane = await addGuest(cookie, { email: 'jane@example.com' });
    await call(cookie, 'DELETE', `/api/guests/${jane.id}`);
    const again = await addGuest(cookie, { email: 'jane@example.com' });
    expect(again.id).not.toBe(jane.id);
  });

  it("counts only guests the user can see: not a stranger's, but an organization member's", async () => {
    const orgId = await organization();
    const member = await signedInUser(t, { organizationId: orgId });
    const colleague = await signedInUser(t, { organizationId: orgId });
    const stranger = await signedInUser(t);
    await addGuest(member.cookie, { email: 'jane@example.com' });

    await addGuest(stranger.cookie, { email: 'jane@example.com' });
    const body = await conflict(colleague.cookie, { email: 'JANE@example.com' });
    expect(body.message).toBe('A guest with this email already exists: Jane Doe');
  });

  it("applies to edits that change a field into another guest's, leaving the guest unchanged", async () => {
    const { cookie } = await signedInUser(t);
    const jane = await addGuest(cookie, { email: 'jane@example.com', phoneNumber: '555-123-4567' });
    const john = await addGuest(cookie, { name: 'John Roe', email: 'john@example.com' });

    const byEmail = await call(cookie, 'PATCH', `/api/guests/${john.id}`, {
      email: 'JANE@example.com',
      title: 'Dr',
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json()).toEqual({
      message: 'A guest with this email already exists: Jane Doe',
      duplicateGuest: {
        id: jane.id,
        name: 'Jane Doe',
        status: 'prospect',
        email: 'jane@example.com',
        phoneNumber: '555-123-4567',
        linkedinUrl: null,
      },
    });
    const byName = await call(cookie, 'PATCH', `/api/guests/${john.id}`, { name: ' jane  doe' });
    expect(byName.statusCode).toBe(409);
    expect(byName.json()).toMatchObject({ message: 'A guest named Jane Doe already exists' });
    expect((await call(cookie, 'GET', `/api/guests/${john.id}`)).json()).toEqual(john);

    // Its own values never collide with itself, and an unchanged key is not re-checked.
    const self = await call(cookie, 'PATCH', `/api/guests/${jane.id}`, {
      name: 'JANE DOE',
      email: 'jane@example.com',
    });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ name: 'JANE DOE' });
  });
});

describe('archiving (docs/product.md#archiving)', () => {
  it('DELETE /api/guests/:id hides the guest and keeps a snapshot in guest_archive', async () => {
    const { user, cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { email: 'jane@example.com', status: 'intro' });
    t.clock.advance(86_400_000);
    const response = await call(cookie, 'DELETE', `/api/guests/${guest.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Guest archived', id: guest.id });

    expect((await call(cookie, 'GET', '/api/guests')).json()).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/api/guests/${guest.id}`],
      ['PATCH', `/api/guests/${guest.id}`, { title: 'x' }],
      ['PATCH', `/api/guests/${guest.id}/status`, { status: 'hot' }],
      ['DELETE', `/api/guests/${guest.id}`],
      ['GET', `/api/guests/${guest.id}/journal`],
      ['POST', `/api/guests/${guest.id}/journal`, { action: 'manual_note', description: 'x' }],
    ] as [string, string, Json?][]) {
      const after = await call(cookie, method, url, payload);
      expect(after.statusCode, `${method} ${url}`).toBe(404);
      expect(after.json()).toEqual({ message: 'Guest not found' });
    }

    const archivedAt = new Date(START_TIME.getTime() + 86_400_000);
    const [snapshot] = await t.database.db
      .select()
      .from(guestArchive)
      .where(eq(guestArchive.originalId, guest.id));
    expect(snapshot).toMatchObject({
      originalId: guest.id,
      userId: user.id,
      name: 'Jane Doe',
      email: 'jane@example.com',
      status: 'intro',
      archivedAt,
      archivedBy: user.id,
      dateAdded: START_TIME,
    });
    // The guest row stays (same id for a later restore), flagged.
    const [row] = await t.database.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(row).toMatchObject({ id: guest.id, isArchived: true, lastModifiedAt: archivedAt });
  });
});

describe('ownership (docs/product.md#ownership)', () => {
  const routes = (id: number): [string, string, Json?][] => [
    ['GET', `/api/guests/${id}`],
    ['PATCH', `/api/guests/${id}`, { name: 'Hijacked', email: 'x@example.com' }],
    ['PATCH', `/api/guests/${id}/status`, { status: 'complete' }],
    ['DELETE', `/api/guests/${id}`],
    ['GET', `/api/guests/${id}/journal`],
    ['POST', `/api/guests/${id}/journal`, { action: 'manual_note', description: 'Sneaky note' }],
  ];

  it("answers 404 on every route for another user's guest and leaves it unchanged", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const guest = await addGuest(owner.cookie, { email: 'jane@example.com' });
    const journalBefore = (
      await call(owner.cookie, 'GET', `/api/guests/${guest.id}/journal`)
    ).json();

    for (const [method, url, payload] of routes(guest.id)) {
      const response = await call(intruder.cookie, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Guest not found' });
    }
    expect((await call(intruder.cookie, 'GET', '/api/guests')).json()).toEqual([]);

    expect((await call(owner.cookie, 'GET', `/api/guests/${guest.id}`)).json()).toEqual(guest);
    expect((await call(owner.cookie, 'GET', `/api/guests/${guest.id}/journal`)).json()).toEqual(
      journalBefore,
    );
    const archived = await t.database.db.select().from(guestArchive);
    expect(archived).toEqual([]);
  });

  it('shares a guest with members of its organization and nobody else', async () => {
    const orgId = await organization();
    const otherOrgId = await organization('Other Network');
    const host = await signedInUser(t, { organizationId: orgId });
    const member = await signedInUser(t, { organizationId: orgId });
    const outsider = await signedInUser(t, { organizationId: otherOrgId });
    const loner = await signedInUser(t);

    const guest = await addGuest(host.cookie);
    expect(guest.organizationId).toBe(orgId);
    expect((await call(member.cookie, 'GET', '/api/guests')).json()).toEqual([guest]);
    expect((await call(member.cookie, 'GET', `/api/guests/${guest.id}`)).statusCode).toBe(200);

    const edited = await call(member.cookie, 'PATCH', `/api/guests/${guest.id}/status`, {
      status: 'hot',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      status: 'hot',
      lastModifiedBy: member.user.id,
      userId: host.user.id,
    });
    const note = await call(member.cookie, 'POST', `/api/guests/${guest.id}/journal`, {
      action: 'manual note',
      description: 'Met her at a conference',
    });
    expect(note.statusCode).toBe(201);

    for (const stranger of [outsider, loner]) {
      expect((await call(stranger.cookie, 'GET', '/api/guests')).json()).toEqual([]);
      for (const [method, url, payload] of routes(guest.id)) {
        const response = await call(stranger.cookie, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await call(host.cookie, 'GET', `/api/guests/${guest.id}`)).json()).toMatchObject({
      name: 'Jane Doe',
      status: 'hot',
    });
  });

  it("keeps a member's own guests visible to them but not their organization's without one", async () => {
    const orgId = await organization();
    const host = await signedInUser(t, { organizationId: orgId });
    const solo = await signedInUser(t);
    const hostGuest = await addGuest(host.cookie, { name: 'Org Guest' });
    const soloGuest = await addGuest(solo.cookie, { name: 'Solo Guest' });
    expect(soloGuest.organizationId).toBeNull();
    expect((await call(solo.cookie, 'GET', '/api/guests')).json()).toEqual([soloGuest]);
    expect((await call(host.cookie, 'GET', '/api/guests')).json()).toEqual([hostGuest]);
  });
});

describe('sessions', () => {
  it('answers 401 on every route without a session, before looking at the body', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const all: [string, string, Json?][] = [
      ['GET', '/api/guests'],
      ['POST', '/api/guests', { name: 'A', details: 'B' }],
      ['POST', '/api/guests', {}],
      ['GET', `/api/guests/${guest.id}`],
      ['GET', '/api/guests/abc'],
      ['PATCH', `/api/guests/${guest.id}`, { name: 'X' }],
      ['PATCH', `/api/guests/${guest.id}/status`, { status: 'hot' }],
      ['DELETE', `/api/guests/${guest.id}`],
      ['GET', `/api/guests/${guest.id}/journal`],
      ['POST', `/api/guests/${guest.id}/journal`, { action: 'manual_note', description: 'x' }],
    ];
    for (const [method, url, payload] of all) {
      const response = await call(undefined, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Authentication required' });
    }
    expect((await call(cookie, 'GET', `/api/guests/${guest.id}`)).json()).toEqual(guest);
  });
});

describe('OpenAPI', () => {
  it('documents the guest routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Json }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/guests',
        '/api/guests/{id}',
        '/api/guests/{id}/status',
        '/api/guests/{id}/journal',
      ]),
    );
  });
});
