import { describe, expect, it } from 'vitest';
import {
  autoMapHeaders,
  checkImportRows,
  CSV_MESSAGES,
  CsvReadError,
  decodeCsvBytes,
  escapeCsvCell,
  headerKey,
  importSummary,
  mapCsvRows,
  parseCsv,
  unclosedQuoteMessage,
  unescapeCsvCell,
} from '#shared/guest-csv.js';

describe('escapeCsvCell (OWASP CSV injection)', () => {
  it.each(['=1+1', '+1 555 0100', '-2', '@SUM(A1)', '\tx', '\rx', "'=already quoted", "''@x"])(
    'prefixes %j with a single quote',
    (value) => expect(escapeCsvCell(value)).toBe(`'${value}`),
  );
  it.each(['Jane', '', ' =not first', "'quoted", '1+1', 'a@b.com'])('leaves %j alone', (value) =>
    expect(escapeCsvCell(value)).toBe(value),
  );
  it('unescapes exactly what it escaped', () => {
    for (const value of ['=1+1', '+1 555', '-2', '@x', "'plain", "'=x", "'-5", "''=x", 'Jane']) {
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
      // As a spreadsheet numbers them: the blank row 3 counts.
      rowNumbers: [2, 4],
    });
    expect(mapCsvRows(parsed.rows, ['name', 'details'], parsed.rowNumbers)).toEqual([
      { row: 2, name: 'Doe, Jane', details: 'two\nlines' },
      { row: 4, name: 'Sam', details: '' },
    ]);
    // Blank rows before the header and rows of delimiters only are skipped too.
    expect(parseCsv('\n,,\nName,Notes\n , \nAda,Maths\n')).toEqual({
      headers: ['Name', 'Notes'],
      rows: [['Ada', 'Maths']],
      rowNumbers: [5],
    });
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
    expect(parseCsv('')).toEqual({ headers: [], rows: [], rowNumbers: [] });
  });

  it('refuses a quote that is never closed, naming its line, instead of one long cell', () => {
    const text = 'Name,Notes\n\nAda,Mathematician\nGrace,"Admiral\nAlan,Codebreaker\n';
    expect(() => parseCsv(text)).toThrow(new CsvReadError(unclosedQuoteMessage(4)));
    // Line ends of any kind: old Mac Excel saves CR alone.
    expect(() => parseCsv(text.replaceAll('\n', '\r'))).toThrow(
      new CsvReadError(unclosedQuoteMessage(4)),
    );
    expect(unclosedQuoteMessage(4)).toBe(
      'The file could not be read as CSV: the quote on line 4 is never closed.',
    );
  });
});

describe('decodeCsvBytes', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);

  it('reads UTF-8, with or without a BOM', () => {
    const text = 'Name\nJosé\n';
    expect(decodeCsvBytes(new TextEncoder().encode(text))).toBe(text);
    expect(decodeCsvBytes(new TextEncoder().encode(`\uFEFF${text}`))).toBe(text);
  });

  it('reads Windows-1252 when the bytes are not UTF-8, as older Excel saves', () => {
    // "José" with é as the single byte 0xE9.
    expect(decodeCsvBytes(bytes(0x4a, 0x6f, 0x73, 0xe9))).toBe('José');
    // With a UTF-8 byte-order mark in front, which is dropped.
    expect(decodeCsvBytes(bytes(0xef, 0xbb, 0xbf, 0x4a, 0x6f, 0x73, 0xe9))).toBe('José');
  });

  it("reads UTF-16 by its byte-order mark (Excel's Unicode text)", () => {
    expect(decodeCsvBytes(bytes(0xff, 0xfe, 0x41, 0x00, 0x09, 0x00, 0x42, 0x00))).toBe('A\tB');
    expect(decodeCsvBytes(bytes(0xfe, 0xff, 0x00, 0x41, 0x00, 0x42))).toBe('AB');
  });

  it('refuses a file with NUL characters: a spreadsheet or picture, not text', () => {
    // The start of a .xlsx (a zip archive).
    const zip = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
    expect(() => decodeCsvBytes(zip)).toThrow(new CsvReadError(CSV_MESSAGES.notCsv));
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

  it('reads every column title of the board as its status, for the preview as for the server', () => {
    const titles = [
      'Prospect',
      'Hot Candidate',
      'intro call',
      'LIMBO',
      'Episode  Scheduled',
      'complete',
    ];
    const result = checkImportRows(
      titles.map((status, index) => ({
        row: index + 2,
        name: `Guest ${index}`,
        details: 'x',
        status,
      })),
      [],
    );
    expect(result.skipped).toEqual([]);
    expect(result.accepted.map(({ data }) => data.status)).toEqual([
      'prospect',
      'hot',
      'intro',
      'limbo',
      'scheduled',
      'complete',
    ]);
  });

  it('summarises a report', () => {
    expect(importSummary({ imported: 3, skipped: [{ row: 2, message: 'x' }] })).toBe(
      '3 imported, 1 skipped',
    );
    const skipped = Array.from({ length: 1200 }, (_, index) => ({ row: index + 2, message: 'x' }));
    expect(importSummary({ imported: 5000, skipped })).toBe('5,000 imported, 1,200 skipped');
  });
});
