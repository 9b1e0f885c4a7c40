// Versions and conflicts (docs/product.md#versions, docs/decisions/019-versions-and-conflicts.md):
// every guest, task, action item and event carries a version, one more on every change. A client
// may send the version it last saw with an update, as `If-Match: "<version>"` or a body field
// `version`; when the row has moved on, the server answers 409 with who changed it, when, and the
// record as it is now, and writes nothing. Without a version the write goes through.
import { z } from 'zod';
import { MAX_ID } from './fields.js';

export const VERSION_MESSAGES = {
  invalid: 'Version must be a whole number from 1 to 2147483647',
  invalidIfMatch: 'If-Match must name one version, such as "3"',
  disagree: 'If-Match and version name different versions',
} as const;

/** The field path of an If-Match error, so the client can tell it from a body field. */
export const IF_MATCH_PATH = 'If-Match';

/** The version the client last saw, in an update's body (optional: without it, no check). */
export const versionField = z
  .number({ error: VERSION_MESSAGES.invalid })
  .int(VERSION_MESSAGES.invalid)
  .positive(VERSION_MESSAGES.invalid)
  .max(MAX_ID, VERSION_MESSAGES.invalid)
  .optional();

/**
 * A body that carries nothing but the version (PATCH /api/calendar/:id/complete), which may be left
 * out. Nullish because Fastify hands a validator `null` for a missing body; a JSON `null` sent as
 * the body is refused before validation, as on every route that reads one (plugins/api.ts).
 */
export const versionBodySchema = z.object({ version: versionField }).nullish();

/**
 * The version an `If-Match` header names: `"3"`, `3` and the weak `W/"3"` all name 3; absent,
 * blank and `*` (any version) name none (undefined). Anything else (a list, a word, 0) is null:
 * malformed, which the server answers with 400.
 */
export function parseIfMatch(
  header: string | readonly string[] | undefined,
): number | undefined | null {
  if (header === undefined) return undefined;
  if (typeof header !== 'string') return header.length === 1 ? parseIfMatch(header[0]) : null;
  const text = header.trim();
  if (text === '' || text === '*') return undefined;
  const match = /^(?:W\/)?(?:"(\d{1,10})"|(\d{1,10}))$/.exec(text);
  const digits = match?.[1] ?? match?.[2];
  if (digits === undefined) return null;
  const version = Number(digits);
  return version >= 1 && version <= MAX_ID ? version : null;
}

/** The ETag of a record at a version: the quoted number, as If-Match sends it back. */
export const etagOf = (version: number): string => `"${version}"`;

/** What a conflict is about, in its message. */
export type ConflictNoun =
  'guest' | 'task' | 'action item' | 'event' | 'guest form' | 'notification settings';

/**
 * "alice changed this task since you opened it."; "Someone" when the account of whoever changed
 * it is gone. Settings are plural: "alice changed these notification settings since you opened
 * them."
 */
export const conflictMessage = (changedBy: string | null, noun: ConflictNoun): string =>
  noun === 'notification settings'
    ? `${changedBy ?? 'Someone'} changed these ${noun} since you opened them.`
    : `${changedBy ?? 'Someone'} changed this ${noun} since you opened it.`;

/** The 409 of a stale version: who changed the record last, when, and the record as it is now. */
export const versionConflictSchema = <D extends z.ZodType>(current: D) =>
  z.object({
    message: z.string(),
    conflict: z.object({
      changedBy: z.string().nullable(),
      changedAt: z.iso.datetime(),
      current,
    }),
  });

/**
 * The 409 of saved settings that may never have been saved (the notification settings): as a
 * stale version's, but a save naming a saved copy when none was ever saved names nobody, and no
 * time (`changedBy` and `changedAt` null; docs/product.md#versions).
 */
export const savedSettingsConflictSchema = <D extends z.ZodType>(current: D) =>
  z.object({
    message: z.string(),
    conflict: z.object({
      changedBy: z.string().nullable(),
      changedAt: z.iso.datetime().nullable(),
      current,
    }),
  });

/** A 409's body; `changedAt` is null only for settings never saved. */
export type VersionConflict<D> = {
  message: string;
  conflict: { changedBy: string | null; changedAt: string | null; current: D };
};
