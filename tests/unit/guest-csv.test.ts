import { describe, expect, it } from 'vitest';
import {
  autoMapHeaders,
  checkImportRows,
  escapeCsvCell,
  headerKey,
  importSummary,
  mapCsvRows,
  parseCsv,
  unescapeCsvCell,
} from '#shared/guest-csv.js';

describe('escapeCsvCell (OWASP CSV injection)', () => {
  it.each(['=1+1', '+1 555 0100', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'prefixes %j with a single quote',
    (value) => expect(escapeCsvCell(value)).toBe(`'${value}`),
  );
  it.each(['Jane', '', ' =not first', "'quoted", '1+1', 'a@b.com'])('leaves %j alone', (value) =>
    expect(escapeCsvCell(value)).toBe(value),
  );
  it('unescapes exactly what it escaped', () => {
    for (const value of ['=1+1', '+1 555', '-2', '@x', "'plain", "''=x", 'Jane']) {
      expect(unescapeCsvCell(escapeCsvCell(value))).toBe(value);
    }
    expect(unescapeCsvCell("'hello")).toBe("'hello");
  });
});

describe('autoMapHeaders', () => {
  it('maps our own export headers to their fields, Date Added to nothing', () => {
    expect(
      autoMapHeaders([
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
      ]),
    ).toEqual([
      'name',
      'details',
      'status',
      'importantDateFormatted',
      'followUpType',
      'university',
      'title',
      'organization',
      'phoneNumber',
      'email',
      'linkedinUrl',
      null,
    ]);
  });

  it('knows common aliases, ignoring case, spaces, underscores and a BOM', () => {
    expect(
      autoMapHeaders([
        '\uFEFFFull Name',
        'NOTES',
        ' phone ',
        'LinkedIn',
        'e-mail',
        'Company',
        'Job_Title',
        'favourite colour',
      ]),
    ).toEqual([
      'name',
      'details',
      'phoneNumber',
      'linkedinUrl',
      'email',
      'organization',
      'title',
      null,
    ]);
  });

  it('gives a field to the first matching column only', () => {
    expect(autoMapHeaders(['Name', 'Full Name', 'Notes', 'Details'])).toEqual([
      'name',
      null,
      'details',
      null,
    ]);
  });

  it('headerKey collapses separators', () => {
    expect(headerKey('  Phone__Number ')).toBe('phone number');
  });
});

describe('parseCsv and mapCsvRows', () => {
  it('reads quoted cells, line breaks in cells, a BOM, and skips blank lines', () => {
    const parsed = parseCsv('\uFEFFName,Notes\r\n"Doe, Jane","two\nlines"\r\n\r\nSam,\r\n');
    expect(parsed).toEqual({
      headers: ['Name', 'Notes'],
      rows: [
        ['Doe, Jane', 'two\nlines'],
        ['Sam', ''],
      ],
    });
    expect(mapCsvRows(parsed.rows, ['name', 'details'])).toEqual([
      { row: 2, name: 'Doe, Jane', details: 'two\nlines' },
      { row: 3, name: 'Sam', details: '' },
    ]);
  });

  it('drops unmapped columns and unescapes quoted formulas', () => {
    expect(mapCsvRows([["'+1 555", 'x', 'Jane']], ['phoneNumber', null, 'name'])).toEqual([
      { row: 2, phoneNumber: '+1 555', name: 'Jane' },
    ]);
  });

  it('guesses a semicolon or tab delimiter', () => {
    expect(parseCsv('Name;Notes\r\nJane;Author, speaker\r\n').rows).toEqual([
      ['Jane', 'Author, speaker'],
    ]);
    expect(parseCsv('Name\tNotes\nJane\tAuthor\n').rows).toEqual([['Jane', 'Author']]);
  });

  it('gives an empty file no headers', () => {
    expect(parseCsv('')).toEqual({ headers: [], rows: [] });
  });
});

describe('checkImportRows', () => {
  const existing = [
    { id: 1, name: 'Jane Doe', email: 'jane@example.com', phoneNumber: null, linkedinUrl: null },
  ];

  it('accepts valid rows with parsed data and skips the rest with reasons', () => {
    const result = checkImportRows(
      [
        {
          row: 2,
          name: 'Ada',
          details: 'x',
          status: 'Hot Candidate',
          importantDateFormatted: '2026-01-05',
        },
        { row: 3, name: 'Jane Doe ', details: 'x' },
        { row: 4, name: 'Bo', details: 'x', email: 'JANE@example.com' },
        { row: 5, name: 'ada', details: 'again' },
        { row: 6, name: '', details: '' },
      ],
      existing,
    );
    expect(result.accepted).toEqual([
      {
        row: 2,
        data: expect.objectContaining({
          name: 'Ada',
          status: 'hot',
          importantDateFormatted: new Date('2026-01-05T00:00:00.000Z'),
        }),
      },
    ]);
    expect(result.skipped).toEqual([
      { row: 3, message: 'A guest named Jane Doe already exists' },
      { row: 4, message: 'A guest with this email already exists: Jane Doe' },
      { row: 5, message: 'Same name as row 2 (Ada)' },
      { row: 6, message: 'Name is required, Details are required' },
    ]);
  });

  it('summarises a report', () => {
    expect(importSummary({ imported: 3, skipped: [{ row: 2, message: 'x' }] })).toBe(
      '3 imported, 1 skipped',
    );
  });
});
