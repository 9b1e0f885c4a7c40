import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  autoMapHeaders,
  CSV_MESSAGES,
  EXPORT_HEADERS,
  mapCsvRows,
  parseCsv,
} from '#shared/guest-csv.js';
import { IMPORT_TOO_LARGE } from '#server/routes/guest-csv/index.js';
import { fieldErrors } from '../helpers/action-center.js';
import { addGuest as addGuestVia, apiCall, createTestApp, signedInUser } from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const call = (cookie: string | undefined, method: string, url: string, payload?: Json) =>
  apiCall(t, cookie, method as 'GET', url, payload);
const addGuest = (cookie: string, fields: Json = {}) => addGuestVia(t, cookie, fields);
const exportCsv = (cookie: string | undefined) => call(cookie, 'GET', '/api/guests/export.csv');
const importRows = (cookie: string | undefined, rows: Json[]) =>
  call(cookie, 'POST', '/api/guests/import', { rows });
const listGuests = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/guests')).json() as Json[];

/** The export's rows as objects keyed by header. */
function exportedRows(body: string): Record<string, string>[] {
  const { headers, rows } = parseCsv(body);
  return rows.map((cells) => Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? ''])));
}

const FULL_GUEST = {
  name: 'Jane Doe',
  details: 'Author of a book on habits, "Tiny Steps"\nSecond line',
  status: 'hot candidate',
  importantDateFormatted: '2026-12-05',
  followUpType: 'email',
  university: 'Stanford University',
  title: 'Professor',
  organization: 'Habit Lab',
  phoneNumber: '+1 (555) 010-0200',
  email: 'jane@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/janedoe',
};

describe('GET /api/guests/export.csv', () => {
  it('answers 401 without a session', async () => {
    const response = await exportCsv(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('downloads the board as UTF-8 CSV with a BOM, a header row and every guest field', async () => {
    const { cookie } = await signedInUser(t);
    await addGuest(cookie, FULL_GUEST);
    await addGuest(cookie, { name: 'Ola Nordmann', details: 'Økonom – café owner' });

    const response = await exportCsv(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="guests-2026-11-22.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(response.body.split('\r\n')[0]).toBe(`\uFEFF${EXPORT_HEADERS.join(',')}`);
    expect(EXPORT_HEADERS).toEqual([
      'Name',
      'Details',
      'Status',
      'Follow-up Date',
      'Follow-up Type',
      'University',
      'Title',
      'Organization',
      'Phone Number',
      'Email',
      'LinkedIn URL',
      'Date Added',
    ]);

    const rows = exportedRows(response.body);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.Name === 'Ola Nordmann')?.Details).toBe('Økonom – café owner');
    expect(rows.find((row) => row.Name === 'Jane Doe')).toEqual({
      Name: 'Jane Doe',
      Details: FULL_GUEST.details,
      Status: 'hot',
      'Follow-up Date': '2026-12-05',
      'Follow-up Type': 'email',
      University: 'Stanford University',
      Title: 'Professor',
      Organization: 'Habit Lab',
      // A leading "+" would start a formula: it is quoted (OWASP).
      'Phone Number': "'+1 (555) 010-0200",
      Email: 'jane@example.com',
      'LinkedIn URL': 'https://www.linkedin.com/in/janedoe',
      'Date Added': '2026-11-22T12:00:00.000Z',
    });
  });

  it('prefixes formula-looking cells with a single quote', async () => {
    const { cookie } = await signedInUser(t);
    await addGuest(cookie, {
      name: '=HYPERLINK("http://evil.example","Click")',
      details: '+SUM(1,2)',
      title: '-2+3',
      organization: '@cmd',
      university: 'Plain = not a formula',
    });
    const [row] = exportedRows((await exportCsv(cookie)).body);
    expect(row).toMatchObject({
      Name: `'=HYPERLINK("http://evil.example","Click")`,
      Details: "'+SUM(1,2)",
      Title: "'-2+3",
      Organization: "'@cmd",
      University: 'Plain = not a formula',
    });
  });

  it("never exports another user's guests or archived ones", async () => {
    const mine = await signedInUser(t);
    const theirs = await signedInUser(t);
    await addGuest(mine.cookie, { name: 'Mine' });
    const archived = await addGuest(mine.cookie, { name: 'Archived One' });
    await call(mine.cookie, 'DELETE', `/api/guests/${archived.id}`);
    await addGuest(theirs.cookie, { name: 'Theirs' });

    expect(exportedRows((await exportCsv(mine.cookie)).body).map((row) => row.Name)).toEqual([
      'Mine',
    ]);
    expect(exportedRows((await exportCsv(theirs.cookie)).body).map((row) => row.Name)).toEqual([
      'Theirs',
    ]);
  });

  it('exports only the header row for an empty board', async () => {
    const { cookie } = await signedInUser(t);
    const response = await exportCsv(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`\uFEFF${EXPORT_HEADERS.join(',')}\r\n`);
  });
});

describe('POST /api/guests/import', () => {
  it('answers 401 without a session, before reading the body', async () => {
    const response = await importRows(undefined, [{ row: 2, name: 'A', details: 'B' }]);
    expect(response.statusCode).toBe(401);
  });

  it('round trip: an export imported into a new account reproduces the guests', async () => {
    const source = await signedInUser(t);
    await addGuest(source.cookie, FULL_GUEST);
    await addGuest(source.cookie, {
      name: '@handle',
      details: '-5 stars, =not a formula',
      status: 'complete',
      importantDateFormatted: '2027-01-02T15:30:00.000Z',
      followUpType: 'other',
    });
    await addGuest(source.cookie, { name: 'Ola Nordmann', details: 'Økonom – café owner' });

    const csv = (await exportCsv(source.cookie)).body;
    const { headers, rows } = parseCsv(csv);
    const mapping = autoMapHeaders(headers);
    expect(mapping.at(-1)).toBeNull(); // Date Added is not imported

    const target = await signedInUser(t);
    const response = await importRows(target.cookie, mapCsvRows(rows, mapping));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 3, skipped: [] });

    // Every docs/product.md#entities guest field but the ids, owners and times an import sets anew.
    const compared = [
      'name',
      'details',
      'status',
      'importantDate',
      'importantDateFormatted',
      'followUpType',
      'university',
      'title',
      'organization',
      'phoneNumber',
      'email',
      'linkedinUrl',
      'isLocked',
      'organizationId',
    ];
    const fields = (guest: Json) => Object.fromEntries(compared.map((key) => [key, guest[key]]));
    const before = (await listGuests(source.cookie)).map(fields);
    const after = (await listGuests(target.cookie)).map(fields);
    expect(after).toHaveLength(3);
    expect(new Set(after.map((g) => JSON.stringify(g)))).toEqual(
      new Set(before.map((g) => JSON.stringify(g))),
    );
  });

  it("reads a Status cell written as any of the board's column titles, in any case or spacing", async () => {
    const { cookie } = await signedInUser(t);
    const statuses = [
      ['Prospect', 'prospect'],
      ['hot  candidate', 'hot'],
      ['INTRO CALL', 'intro'],
      ['Limbo', 'limbo'],
      ['Episode Scheduled', 'scheduled'],
      [' episode_scheduled ', 'scheduled'],
      ['Complete', 'complete'],
      ['scheduled', 'scheduled'],
    ];
    const response = await importRows(
      cookie,
      statuses.map(([status], index) => ({
        row: index + 2,
        name: `Guest ${index}`,
        details: 'x',
        status,
      })),
    );
    expect(response.json()).toEqual({ imported: statuses.length, skipped: [] });
    const stored = Object.fromEntries(
      (await listGuests(cookie)).map((guest) => [guest.name, guest.status]),
    );
    expect(statuses.map((_, index) => stored[`Guest ${index}`])).toEqual(
      statuses.map(([, status]) => status),
    );
    // Only the CSV reads the titles: the API keeps the statuses of docs/product.md#guest-statuses.
    expect(
      fieldErrors(
        await call(cookie, 'POST', '/api/guests', {
          name: 'A',
          details: 'B',
          status: 'Episode Scheduled',
        }),
      ),
    ).toEqual({
      status: 'Status must be one of: prospect, hot, intro, limbo, scheduled, complete',
    });
  });

  it('imports valid rows with a created journal entry each and skips invalid ones with reasons', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await importRows(cookie, [
      { row: 2, name: 'Ada Lovelace', details: 'Mathematician', status: 'Intro Call' },
      { row: 3, name: '', details: 'No name here' },
      { row: 4, name: 'Bad Email', details: 'x', email: 'not-an-email' },
      { row: 5, name: 'Bad Status', details: 'x', status: 'maybe' },
      { row: 6, name: 'Bad Date', details: 'x', importantDateFormatted: '12/05/2026' },
      { row: 7, name: 'Bad LinkedIn', details: 'x', linkedinUrl: 'https://example.com/in/x' },
      { row: 8, name: 'Nothing', details: '' },
      { row: 9, name: 'Two Problems', details: 'x', email: 'nope', followUpType: 'fax' },
      { row: 10, name: 'Grace Hopper', details: 'Admiral', status: ' ', followUpType: '' },
      {
        row: 11,
        name: 'Far Off',
        details: 'x',
        importantDateFormatted: '9999-12-31T23:59:59-14:00',
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      skipped: [
        { row: 3, message: 'Name is required' },
        { row: 4, message: 'Invalid email address' },
        {
          row: 5,
          message: 'Status must be one of: prospect, hot, intro, limbo, scheduled, complete',
        },
        {
          row: 6,
          message: 'Follow-up date must be a valid date (YYYY-MM-DD or an ISO date-time)',
        },
        { row: 7, message: 'URL must be from LinkedIn (e.g., linkedin.com or linked.in)' },
        { row: 8, message: 'Details are required' },
        {
          row: 9,
          message:
            'Follow-up type must be one of: call, text, email, linkedin, other, Invalid email address',
        },
        {
          row: 11,
          message: 'Follow-up date must be a valid date (YYYY-MM-DD or an ISO date-time)',
        },
      ],
    });

    const board = await listGuests(cookie);
    expect(board.map((guest) => [guest.name, guest.status, guest.userId])).toEqual(
      expect.arrayContaining([
        ['Ada Lovelace', 'intro', user.id],
        ['Grace Hopper', 'prospect', user.id],
      ]),
    );
    expect(board).toHaveLength(2);
    for (const guest of board) {
      const journal = (await call(cookie, 'GET', `/api/guests/${guest.id}/journal`)).json();
      expect(journal).toEqual([
        expect.objectContaining({
          action: 'created',
          description: 'Guest created',
          newValue: guest.name,
          username: user.username,
        }),
      ]);
    }
  });

  it('skips duplicates of existing guests and of earlier rows of the file, with reasons', async () => {
    const { cookie } = await signedInUser(t);
    await addGuest(cookie, { name: 'Jane Doe', email: 'jane@example.com' });
    const response = await importRows(cookie, [
      { row: 2, name: 'Janet', details: 'x', email: ' JANE@example.com ' },
      { row: 3, name: 'jane   doe', details: 'x' },
      { row: 4, name: 'Sam Smith', details: 'x', phoneNumber: '555-010-0300' },
      { row: 5, name: 'Samuel Smith', details: 'x', phoneNumber: '+1 555 010 0300' },
      { row: 6, name: 'Bad Row', details: '', linkedinUrl: 'https://linkedin.com/in/lee' },
      { row: 7, name: 'Lee', details: 'x', linkedinUrl: 'https://linkedin.com/in/lee/' },
      { row: 8, name: 'SAM SMITH', details: 'again' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      skipped: [
        { row: 2, message: 'A guest with this email already exists: Jane Doe' },
        { row: 3, message: 'A guest named Jane Doe already exists' },
        { row: 5, message: 'Same phone number as row 4 (Sam Smith)' },
        { row: 6, message: 'Details are required' },
        { row: 8, message: 'Same name as row 4 (Sam Smith)' },
      ],
    });
    const names = (await listGuests(cookie)).map((guest) => guest.name).sort();
    expect(names).toEqual(['Jane Doe', 'Lee', 'Sam Smith']);
  });

  it('answers 400 with the message for more than 5,000 rows, and imports nothing', async () => {
    const { cookie } = await signedInUser(t);
    const rows = Array.from({ length: 5001 }, (_, index) => ({
      row: index + 2,
      name: `Guest ${index}`,
      details: 'x',
    }));
    const response = await importRows(cookie, rows);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: CSV_MESSAGES.tooManyRows });
    expect(await listGuests(cookie)).toEqual([]);
  });

  it('answers 413 with the message for a body over the import limit', async () => {
    const { cookie } = await signedInUser(t);
    const details = 'x'.repeat(4000);
    const rows = Array.from({ length: 3200 }, (_, index) => ({
      row: index + 2,
      name: `Guest ${index}`,
      details,
    }));
    const response = await importRows(cookie, rows);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: IMPORT_TOO_LARGE });
    expect(IMPORT_TOO_LARGE).toBe(
      'The file is too large to import: the limit is 5 MB and 5,000 guest rows.',
    );
  });

  it('accepts a body over the 1 MB app limit (other routes keep it)', async () => {
    const { cookie } = await signedInUser(t);
    const details = 'y'.repeat(2000);
    const rows = Array.from({ length: 1000 }, (_, index) => ({
      row: index + 2,
      name: `Guest ${index}`,
      details,
    }));
    const response = await importRows(cookie, rows);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 1000, skipped: [] });
    expect(await listGuests(cookie)).toHaveLength(1000);

    const big = await call(cookie, 'POST', '/api/guests', {
      name: 'Big',
      details: 'z'.repeat(1_100_000),
    });
    expect(big.statusCode).toBe(413);
  });

  it('answers 400 for no rows and for malformed bodies', async () => {
    const { cookie } = await signedInUser(t);
    const empty = await importRows(cookie, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: CSV_MESSAGES.noRows });

    for (const row of [undefined, 'a', 0, 1.5, -2, 3e9]) {
      const badRow = await importRows(cookie, [{ row, name: 'A', details: 'B' }]);
      expect(badRow.statusCode, String(row)).toBe(400);
      expect(fieldErrors(badRow), String(row)).toEqual({ 'rows.0.row': CSV_MESSAGES.rowNumber });
    }
    const notText = await importRows(cookie, [{ row: 2, name: 42, details: 'B' }]);
    expect(notText.statusCode).toBe(400);
    expect(fieldErrors(notText)).toEqual({ 'rows.0.name': CSV_MESSAGES.cellNotText });
    // No list of rows, or a row that is no object: the import's own words, not zod's defaults.
    for (const body of [{ guests: [] }, { rows: 'x' }, { rows: null }, { rows: { row: 2 } }]) {
      const noRows = await call(cookie, 'POST', '/api/guests/import', body);
      expect(fieldErrors(noRows), JSON.stringify(body)).toEqual({ rows: CSV_MESSAGES.rowsNotList });
    }
    for (const row of [null, 'Ana', 5, [2, 'Ana']]) {
      const notObject = await importRows(cookie, [
        { row: 2, name: 'A', details: 'B' },
        row as unknown as Json,
      ]);
      expect(fieldErrors(notObject), JSON.stringify(row)).toEqual({
        'rows.1': CSV_MESSAGES.rowNotObject,
      });
    }
    expect(await listGuests(cookie)).toEqual([]);
  });

  it('refuses two rows with the same row number, naming the row, and imports nothing', async () => {
    const { cookie } = await signedInUser(t);
    const response = await importRows(cookie, [
      { row: 2, name: 'Ana Ruiz', details: 'Chef' },
      { row: 3, name: 'Bo Lin', details: 'Pilot' },
      { row: 2, name: 'Cy Park', details: 'Poet' },
      { row: 3, name: 'Di Moss', details: 'Judge' },
    ]);
    expect(fieldErrors(response)).toEqual({
      'rows.2.row': 'Row 2 is sent more than once: each row needs its own row number in the file',
      'rows.3.row': 'Row 3 is sent more than once: each row needs its own row number in the file',
    });
    expect(await listGuests(cookie)).toEqual([]);
  });

  it('rolls the whole import back when the transaction fails', async () => {
    const { cookie } = await signedInUser(t);
    // The journal refuses one row's entry; every guest row was already inserted by then.
    await t.database.db.execute(sql`
      create or replace function refuse_journal() returns trigger language plpgsql as $$
      begin raise exception 'journal refused'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_journal before insert on journal_entries
      for each row when (new.new_value = 'Explode') execute function refuse_journal()`);
    try {
      const response = await importRows(cookie, [
        { row: 2, name: 'First', details: 'x' },
        { row: 3, name: 'Explode', details: 'x' },
        { row: 4, name: 'Third', details: 'x' },
      ]);
      expect(response.statusCode).toBe(500);
      expect(await listGuests(cookie)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_journal on journal_entries`);
      await t.database.db.execute(sql`drop function refuse_journal()`);
    }
    const retry = await importRows(cookie, [{ row: 2, name: 'First', details: 'x' }]);
    expect(retry.json()).toEqual({ imported: 1, skipped: [] });
  });
});
