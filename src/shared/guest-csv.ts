// CSV import and export of guests (docs/decisions/011-csv-import-export.md): the column
// set and header names, formula-injection escaping (OWASP), header auto-mapping with aliases, the
// file limits, and the per-row check (the guest form's rules, then the duplicate rule of
// docs/product.md#duplicates against existing guests and earlier rows of the same file). Pure: the
// server runs the row check inside its import transaction, the import dialog runs it for the
// preview.
import Papa from 'papaparse';
import { z } from 'zod';
import { duplicateMessage, findDuplicate, STATUS_META } from './guest-rules.js';
import type { DuplicateField } from './guest-rules.js';
import { MAX_ID } from './schemas/fields.js';
import { createGuestSchema } from './schemas/guests.js';
import { formatCount } from './messages.js';
import type { CreateGuestData, GuestDto } from './schemas/guests.js';

// ---- limits --------------------------------------------------------------------------------

export const CSV_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  rows: 5000,
} as const;

export const CSV_MESSAGES = {
  fileTooLarge: 'The file is larger than 5 MB. Split it into smaller files and import each.',
  tooManyRows:
    'The file has more than 5,000 guest rows. Split it into smaller files and import each.',
  noRows: 'The file has no guest rows.',
  notCsv: 'The file could not be read as CSV.',
  rowNumber: 'Each row needs its row number in the file: a whole number from 1 to 2147483647',
  cellNotText: 'Each cell must be text (empty for none)',
  rowsNotList: "rows must be a list of the file's guest rows",
  rowNotObject: 'Each row must be an object of its row number and cells',
} as const;

/** A row number sent a second time: the report names rows by it, so each must be one row's. */
export const repeatedRowMessage = (row: number) =>
  `Row ${row} is sent more than once: each row needs its own row number in the file`;

// ---- columns -------------------------------------------------------------------------------

/** Guest fields a CSV row can fill on import (the guest form's fields). */
export const IMPORT_FIELDS = [
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
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Header of each importable field, as the export writes it and the mapping select shows it. */
export const FIELD_HEADERS: Readonly<Record<ImportField, string>> = {
  name: 'Name',
  details: 'Details',
  status: 'Status',
  importantDateFormatted: 'Follow-up Date',
  followUpType: 'Follow-up Type',
  university: 'University',
  title: 'Title',
  organization: 'Organization',
  phoneNumber: 'Phone Number',
  email: 'Email',
  linkedinUrl: 'LinkedIn URL',
};

/** Export-only column: when the guest was added (ISO date-time). An import sets it to now. */
export const DATE_ADDED_HEADER = 'Date Added';

export const EXPORT_HEADERS = [
  ...IMPORT_FIELDS.map((field) => FIELD_HEADERS[field]),
  DATE_ADDED_HEADER,
];

/** Header spellings besides the field's own header, compared after headerKey(). */
const HEADER_ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  name: ['name', 'full name', 'fullname', 'guest', 'guest name', 'contact', 'contact name'],
  details: ['details', 'notes', 'note', 'description', 'bio', 'about', 'comments'],
  status: ['status', 'stage', 'pipeline stage'],
  importantDateFormatted: [
    'follow-up date',
    'follow up date',
    'followup date',
    'important date',
    'importantdate',
    'importantdateformatted',
    'next follow-up',
    'due date',
  ],
  followUpType: ['follow-up type', 'follow up type', 'followup type', 'followuptype'],
  university: ['university', 'school', 'college', 'institution'],
  title: ['title', 'job title', 'position', 'role'],
  organization: ['organization', 'organisation', 'company', 'employer', 'affiliation'],
  phoneNumber: ['phone', 'phone number', 'phonenumber', 'mobile', 'cell', 'telephone', 'tel'],
  email: ['email', 'e-mail', 'email address', 'e-mail address', 'mail'],
  linkedinUrl: ['linkedin', 'linkedin url', 'linkedinurl', 'linkedin profile', 'linkedin link'],
};

/** Lower-case, trimmed, inner spaces, underscores and dots collapsed to one space. */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_.]+/g, ' ');
}

const FIELD_OF_HEADER: ReadonlyMap<string, ImportField> = new Map(
  IMPORT_FIELDS.flatMap((field) =>
    [FIELD_HEADERS[field], ...HEADER_ALIASES[field]].map((alias) => [headerKey(alias), field]),
  ),
);

/**
 * The field each column fills, by header name (case-insensitive, with aliases), or null for a
 * column not imported. A field already taken by an earlier column is not given twice.
 */
export function autoMapHeaders(headers: readonly string[]): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = FIELD_OF_HEADER.get(headerKey(header)) ?? null;
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

// ---- status cells --------------------------------------------------------------------------

/** The board's column titles ("Episode Scheduled"), by their headerKey, and the status of each. */
const STATUS_OF_COLUMN_TITLE: ReadonlyMap<string, string> = new Map(
  Object.values(STATUS_META).map(({ status, title }) => [headerKey(title), status]),
);

/**
 * A Status cell as the guest schema reads it: a column title of the board, in any case and with
 * spaces, underscores or dots as the header aliases take them, is its status; anything else (a
 * stored value, an alias of docs/product.md#guest-statuses, a mistake) goes on as written
 * (docs/decisions/011-csv-import-export.md).
 */
function statusOfCell(cell: string): string {
  return STATUS_OF_COLUMN_TITLE.get(headerKey(cell)) ?? cell;
}

// ---- formula injection (OWASP "CSV Injection") ---------------------------------------------

const QUOTED_FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A cell a spreadsheet would run as a formula gets a leading single quote; so does one that
 * already starts with quotes before such a character, so that the import, which takes one quote
 * off, gives back the value as it was.
 */
export function escapeCsvCell(value: string): string {
  return QUOTED_FORMULA_START.test(value) ? `'${value}` : value;
}

/** Undoes escapeCsvCell, so a file we exported imports the values we exported. */
export function unescapeCsvCell(value: string): string {
  return value.startsWith("'") && QUOTED_FORMULA_START.test(value.slice(1))
    ? value.slice(1)
    : value;
}

// ---- export --------------------------------------------------------------------------------

/** The follow-up date as the import reads it: a plain date at UTC midnight, else the instant. */
function followUpDateCell(iso: string | null): string {
  if (!iso) return '';
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}

/**
 * A table as CSV text: a byte-order mark (so Excel reads UTF-8), a header row, one row per row,
 * CRLF line ends, every cell escaped against formula injection. The guest export and the Insights
 * tables (docs/product.md#insights) both download through it.
 */
export function tableToCsv(
  headers: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const cells = rows.map((row) =>
    row.map((cell) => escapeCsvCell(cell === null ? '' : String(cell))),
  );
  const text = Papa.unparse({ fields: [...headers], data: cells }, { newline: '\r\n' });
  // Papa ends the header with a line break when there are no rows, but not the last row.
  return `\uFEFF${text.endsWith('\r\n') ? text : `${text}\r\n`}`;
}

/** The guests as CSV text (tableToCsv), one row per guest. */
export function guestsToCsv(guests: readonly GuestDto[]): string {
  return tableToCsv(
    EXPORT_HEADERS,
    guests.map((guest) => [
      guest.name,
      guest.details,
      guest.status,
      followUpDateCell(guest.importantDateFormatted),
      guest.followUpType ?? '',
      guest.university ?? '',
      guest.title ?? '',
      guest.organization ?? '',
      guest.phoneNumber ?? '',
      guest.email ?? '',
      guest.linkedinUrl ?? '',
      guest.dateAdded,
    ]),
  );
}

// ---- import --------------------------------------------------------------------------------

/** One mapped row as the import sends it: the field values as text, and its row in the file. */
export type ImportRowInput = { row: number } & Partial<Record<ImportField, string | null>>;

/**
 * The file's data rows as import rows, by the column mapping. `rowNumbers` are their rows in the
 * file as a spreadsheet numbers them (parseCsv); without them the header is row 1 and the data
 * rows follow it with no gaps.
 */
export function mapCsvRows(
  dataRows: readonly (readonly string[])[],
  mapping: readonly (ImportField | null)[],
  rowNumbers?: readonly number[],
): ImportRowInput[] {
  return dataRows.map((cells, index) => {
    const row: ImportRowInput = { row: rowNumbers?.[index] ?? index + 2 };
    mapping.forEach((field, column) => {
      if (field) row[field] = unescapeCsvCell(cells[column] ?? '');
    });
    return row;
  });
}

export interface ParsedCsv {
  headers: string[];
  rows: string[][];
  /** Each data row's row in the file, as a spreadsheet numbers it: blank rows count. */
  rowNumbers: number[];
}

/** Why a file cannot be read as CSV, in words for the host (the import dialog shows it). */
export class CsvReadError extends Error {}

/** A quote that opens a cell and is never closed: everything after it would be one cell. */
export const unclosedQuoteMessage = (line: number) =>
  `The file could not be read as CSV: the quote on line ${line} is never closed.`;

/**
 * The text of a CSV file's bytes: UTF-16 when it starts with that byte-order mark (Excel's
 * "Unicode text"), else UTF-8, else Windows-1252 (what older Excel on Windows saves) when the bytes
 * are not UTF-8, so "José" stays "José". A file holding NUL characters is no text file (a
 * spreadsheet, a picture): CsvReadError.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  const encoding =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : 'utf-8';
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    // A UTF-8 byte-order mark before bytes that are not UTF-8 is no part of the first header.
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    text = new TextDecoder('windows-1252').decode(bom ? bytes.subarray(3) : bytes);
  }
  if (text.includes('\u0000')) throw new CsvReadError(CSV_MESSAGES.notCsv);
  return text;
}

/**
 * Header row and data rows of CSV text; blank rows (nothing but white space and delimiters) are
 * skipped but keep their place in the row numbers, so "Row 6" is row 6 of the spreadsheet. A
 * quote never closed throws CsvReadError with its line, rather than reading the rest of the file
 * as one cell.
 */
export function parseCsv(text: string): ParsedCsv {
  const body = text.replace(/^\uFEFF/, '');
  // The delimiter is guessed from the rows with content (blank ones would skew the guess), then
  // every row is read with it, blank ones included, to number the rows as the file does.
  const { delimiter } = Papa.parse(body, { preview: 20, skipEmptyLines: 'greedy' }).meta;
  const result = Papa.parse<string[]>(body, { header: false, delimiter, skipEmptyLines: false });
  const unclosed = result.errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed) {
    const line = body.slice(0, unclosed.index ?? 0).split(/\r\n|\r|\n/).length;
    throw new CsvReadError(unclosedQuoteMessage(line));
  }
  const records = result.data
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const [header, ...data] = records;
  if (!header) return { headers: [], rows: [], rowNumbers: [] };
  return {
    headers: header.cells,
    rows: data.map(({ cells }) => cells),
    rowNumbers: data.map(({ row }) => row),
  };
}

export interface SkippedRow {
  row: number;
  message: string;
}

export interface CheckedRows {
  accepted: { row: number; data: CreateGuestData }[];
  skipped: SkippedRow[];
}

const FIELD_WORDS: Readonly<Record<DuplicateField, string>> = {
  name: 'name',
  email: 'email',
  phoneNumber: 'phone number',
  linkedinUrl: 'LinkedIn URL',
};

type ExistingGuest = { id: number } & Pick<
  GuestDto,
  'name' | 'email' | 'phoneNumber' | 'linkedinUrl'
>;

/**
 * Each row checked as the guest form checks a new guest (blank cells left out), then for duplicates of an existing
 * guest (the 409's message) or of an earlier accepted row of the file. Messages of one invalid
 * row are joined with ", " as the board shows field errors.
 */
export function checkImportRows(
  rows: readonly ImportRowInput[],
  existing: readonly ExistingGuest[],
): CheckedRows {
  const accepted: CheckedRows['accepted'] = [];
  const skipped: SkippedRow[] = [];
  // Earlier accepted rows, with a negative id so they never collide with a guest id.
  const earlier: (ExistingGuest & { row: number })[] = [];
  for (const input of rows) {
    const { row, ...cells } = input;
    // A blank cell is an empty spreadsheet cell: the field is absent (a blank status means the
    // default, prospect; a blank name is still "Name is required").
    const fields = Object.fromEntries(
      Object.entries(cells).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''),
    );
    if (typeof fields.status === 'string') fields.status = statusOfCell(fields.status);
    const parsed = createGuestSchema.safeParse(fields);
    if (!parsed.success) {
      const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
      skipped.push({ row, message: messages.join(', ') });
      continue;
    }
    const data = parsed.data;
    const existingMatch = findDuplicate(data, existing);
    if (existingMatch) {
      skipped.push({
        row,
        message: duplicateMessage(existingMatch.field, existingMatch.guest.name),
      });
      continue;
    }
    const fileMatch = findDuplicate(data, earlier);
    if (fileMatch) {
      skipped.push({
        row,
        message: `Same ${FIELD_WORDS[fileMatch.field]} as row ${fileMatch.guest.row} (${fileMatch.guest.name})`,
      });
      continue;
    }
    accepted.push({ row, data });
    earlier.push({
      id: -(earlier.length + 1),
      row,
      name: data.name,
      email: data.email ?? null,
      phoneNumber: data.phoneNumber ?? null,
      linkedinUrl: data.linkedinUrl ?? null,
    });
  }
  return { accepted, skipped };
}

// ---- API payloads --------------------------------------------------------------------------

const cellSchema = z.string({ error: CSV_MESSAGES.cellNotText }).nullish();

/** POST /api/guests/import: the mapped rows of one file, at most CSV_LIMITS.rows. */
export const importGuestsBodySchema = z.object({
  rows: z
    .array(
      z.object(
        {
          row: z
            .number({ error: CSV_MESSAGES.rowNumber })
            .int(CSV_MESSAGES.rowNumber)
            .positive(CSV_MESSAGES.rowNumber)
            .max(MAX_ID, CSV_MESSAGES.rowNumber),
          ...Object.fromEntries(IMPORT_FIELDS.map((field) => [field, cellSchema])),
        },
        { error: CSV_MESSAGES.rowNotObject },
      ) as z.ZodType<ImportRowInput>,
      { error: CSV_MESSAGES.rowsNotList },
    )
    .min(1, CSV_MESSAGES.noRows)
    .max(CSV_LIMITS.rows, CSV_MESSAGES.tooManyRows)
    .superRefine((rows, context) => {
      const seen = new Set<number>();
      rows.forEach(({ row }, index) => {
        if (seen.has(row)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'row'],
            message: repeatedRowMessage(row),
          });
        }
        seen.add(row);
      });
    }),
});

export const importReportSchema = z.object({
  imported: z.number(),
  skipped: z.array(z.object({ row: z.number(), message: z.string() })),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The report's headline, "N imported, M skipped". */
export const importSummary = (report: ImportReport): string =>
  `${formatCount(report.imported)} imported, ${formatCount(report.skipped.length)} skipped`;
