// The field schemas the payloads share, each defined once: ids in paths and query strings,
// required and optional trimmed text with their length messages, ISO dates, the follow-up type,
// and the shape of every API error. guests.ts, action-center.ts and the others build on these.
import { z } from 'zod';
import type { FollowUpType } from '../enums.js';
import { FOLLOW_UP_TYPES } from '../enums.js';
import { INVALID_FOLLOW_UP_TYPE, tooLong } from '../messages.js';

/** Every API error (docs/product.md#error-format): a message, plus field errors for validation. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** A message naming the record it is about (a guest archived, an archive entry deleted). */
export const messageWithIdSchema = z.object({ message: z.string(), id: z.number() });

// ---- ids -----------------------------------------------------------------------------------

/** PostgreSQL's largest integer: a larger id cannot name a row. */
export const MAX_ID = 2_147_483_647;

/**
 * An id written in a path or a query string: digits only, as the API writes it (no leading zero,
 * so one id has one address), within PostgreSQL's integer range.
 */
export const idText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(MAX_ID));

/** An id in the path; a malformed one names nothing the caller may see (404). */
export const idParamsSchema = z.object({ id: idText });

// ---- text ----------------------------------------------------------------------------------

export const emptyToNull = <T>(value: T | '' | null | undefined): T | null | undefined =>
  value === '' ? null : value;

/**
 * Something a reader can see: a character that is neither white space nor one Unicode says to draw
 * as nothing (Default_Ignorable_Code_Point) when it has no effect to show. A paste can carry those:
 * zero-width spaces and joiners, the soft hyphen, bidi marks and isolates, variation selectors,
 * the Hangul fillers.
 */
const VISIBLE_CHARACTER = /[^\s\p{Default_Ignorable_Code_Point}]/u;

/**
 * What ends a line, and the other control characters (C0, DEL, C1), with Unicode's line and
 * paragraph separators: a paste from a spreadsheet or a document carries tabs and line breaks.
 */
const LINE_BREAKS_AND_CONTROLS = /[\p{Cc}\u2028\u2029]+/u;

/**
 * Text for a one-line field (docs/product.md#one-line-text): each run of tabs, line breaks and
 * other control characters is one space, with the spaces around it; then trimmed. Text without
 * them is only trimmed. Split rather than one pattern with the spaces around it, which would take
 * quadratic time on a long run of spaces.
 */
export function oneLine(text: string): string {
  return text
    .split(LINE_BREAKS_AND_CONTROLS)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .join(' ');
}

/** Options of a text field: `oneLine` for a field a line break has no place in (see requiredLine). */
interface TextOptions {
  oneLine?: boolean;
}

const trimmed = (text: z.ZodString, options: TextOptions) =>
  options.oneLine ? text.overwrite(oneLine) : text.trim();

/**
 * Text that must be filled in: trimmed, not blank (nor only invisible characters: a name of one
 * zero-width space would be a card with no name), at most `max` characters. One message at most:
 * blank text is "required" however long it is. One check rather than zod's min, refine and max
 * chained with `abort` (which would also stop a form's rules across fields, so that not every
 * broken rule would be listed at once).
 */
export const requiredText = (
  required: string,
  max: number,
  long: string,
  options: TextOptions = {},
) =>
  trimmed(z.string({ error: required }), options)
    .superRefine((text, context) => {
      if (!VISIBLE_CHARACTER.test(text)) context.addIssue({ code: 'custom', message: required });
      else if (text.length > max) context.addIssue({ code: 'custom', message: long });
    })
    // What the check enforces, for the OpenAPI document, which cannot read a refinement.
    .meta({ minLength: 1, maxLength: max });

/** One rule of a ruled text: broken when `broken` says so; `last` stops the checks after it. */
export interface TextRule {
  broken: (text: string) => boolean;
  message: string;
  last?: boolean;
}

/**
 * Text checked rule by rule, every broken rule said at once (each message once), except an empty
 * text, which says only `required` (a blank username is not also "too short" and "letters only").
 * Trimmed unless `trim` is false (a password keeps its spaces). `meta` states the limits for the
 * OpenAPI document, which cannot read a refinement. One check rather than zod's `abort` chains,
 * which would also stop a form's rules across fields (the passwords' match).
 */
export function ruledText(
  required: string,
  rules: readonly TextRule[],
  { trim = true, meta }: { trim?: boolean; meta: { minLength: number; maxLength: number } },
) {
  const text = z.string({ error: required });
  return (trim ? text.trim() : text)
    .superRefine((value, context) => {
      if (value === '') {
        context.addIssue({ code: 'custom', message: required });
        return;
      }
      const said = new Set<string>();
      for (const rule of rules) {
        if (!rule.broken(value)) continue;
        if (!said.has(rule.message)) context.addIssue({ code: 'custom', message: rule.message });
        said.add(rule.message);
        if (rule.last) return;
      }
    })
    .meta(meta);
}

/**
 * Text that may be left out: trimmed, at most `max` characters; null or blank is null (cleared),
 * absent stays absent (an update leaves the field alone).
 */
export const optionalText = (
  label: string,
  max: number,
  long = tooLong(label, max),
  options: TextOptions = {},
) =>
  trimmed(z.string({ error: `${label} must be text` }), options)
    .max(max, long)
    .nullish()
    .transform(emptyToNull);

/**
 * The one-line texts a user types (a guest's name, a task's or an event's title, a team's or a
 * podcast's name): `requiredText` and `optionalText` whose pasted tabs and line breaks are spaces
 * (docs/product.md#one-line-text). Text without them is only trimmed, as before.
 */
export const requiredLine = (required: string, max: number, long: string) =>
  requiredText(required, max, long, { oneLine: true });

export const optionalLine = (label: string, max: number, long = tooLong(label, max)) =>
  optionalText(label, max, long, { oneLine: true });

// ---- dates ---------------------------------------------------------------------------------

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * The instants a date may name: from the year 1000 to the end of 9999, in UTC as well as where it
 * was written. Outside them the stores disagree on how to write a year (the database refuses a
 * five-digit one; a year under 100 came back as another), so such a date is unreadable
 * (docs/decisions/032-date-range.md).
 */
export const EARLIEST_INSTANT = Date.UTC(1000, 0, 1);
export const LATEST_INSTANT = Date.UTC(10_000, 0, 1) - 1;

/**
 * A date from an ISO date ("2025-01-05", read as UTC midnight) or an ISO date-time with a zone,
 * within EARLIEST_INSTANT and LATEST_INSTANT; null otherwise.
 */
export function parseIsoDate(value: string): Date | null {
  const text = value.trim();
  if (!isoDate.safeParse(text).success && !isoDateTime.safeParse(text).success) return null;
  const time = Date.parse(text);
  return time >= EARLIEST_INSTANT && time <= LATEST_INSTANT ? new Date(time) : null;
}

/**
 * A date that must be given: missing or blank earns `required`, an unreadable one (a value that
 * is not text included) `invalid`.
 */
export const requiredDate = (messages: { required: string; invalid: string }) =>
  z
    .string({
      error: (issue) => (issue.input == null ? messages.required : messages.invalid),
    })
    .transform((value, ctx): Date => {
      if (value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      const date = parseIsoDate(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return date;
    });

// ---- follow-up type ------------------------------------------------------------------------

/** A follow-up type in any case; null or blank is null, absent stays absent. */
export const followUpTypeField = z
  .string({ error: INVALID_FOLLOW_UP_TYPE })
  .trim()
  .toLowerCase()
  .refine(
    (value) => value === '' || (FOLLOW_UP_TYPES as readonly string[]).includes(value),
    INVALID_FOLLOW_UP_TYPE,
  )
  .nullish()
  .transform((value) => emptyToNull(value) as FollowUpType | null | undefined);
