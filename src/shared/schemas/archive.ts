// Guest archive payloads (docs/product.md#guests-api archive routes, #archiving): the archived
// guest as the archive page lists it, the bulk request `{ids}` and the bulk answer `{message,
// results}`. The server validates and describes its answers with these; the archive page parses
// with them.
import { z } from 'zod';
import { GUEST_STATUSES } from '../enums.js';
import { formatCount } from '../messages.js';
import { messageWithIdSchema } from './fields.js';

/**
 * At most this many ids in one bulk request (docs/product.md#archiving: larger lists are refused).
 */
export const MAX_BULK_IDS = 1000;

export const ARCHIVE_MESSAGES = {
  idsRequired: 'Select at least one guest',
  idsNotList: 'ids must be a list of archived guest ids',
  idsTooMany: `At most ${formatCount(MAX_BULK_IDS)} guests can be changed at once`,
  idInvalid: 'Each id must be a positive whole number',
  archivedGuestNotFound: 'Archived guest not found',
} as const;

/**
 * An archived guest as GET /api/guests/archived lists it. `id` is the archive entry's id (the one
 * the restore and delete routes take); `originalId` is the guest's own id, which a restore keeps.
 */
export const archivedGuestSchema = z.object({
  id: z.number(),
  originalId: z.number(),
  name: z.string(),
  details: z.string(),
  status: z.enum(GUEST_STATUSES),
  organization: z.string().nullable(),
  title: z.string().nullable(),
  dateAdded: z.iso.datetime(),
  archivedAt: z.iso.datetime().nullable(),
});
export type ArchivedGuestDto = z.infer<typeof archivedGuestSchema>;

/** POST /api/guests/archived/bulk-delete and bulk-restore: archive entry ids, 1 to 1,000. */
export const bulkArchiveSchema = z.object({
  ids: z
    .array(
      z
        .number({ error: ARCHIVE_MESSAGES.idInvalid })
        .int(ARCHIVE_MESSAGES.idInvalid)
        .positive(ARCHIVE_MESSAGES.idInvalid),
      { error: ARCHIVE_MESSAGES.idsNotList },
    )
    .min(1, ARCHIVE_MESSAGES.idsRequired)
    .max(MAX_BULK_IDS, ARCHIVE_MESSAGES.idsTooMany),
});

/** How many of the requested guests were acted on; an id the caller may not see is a failure. */
export const bulkResultSchema = z.object({
  message: z.string(),
  results: z.object({ success: z.number(), failed: z.number() }),
});
export type BulkResultDto = z.infer<typeof bulkResultSchema>;

/** DELETE /api/guests/archived/:id answers this. */
export const archivedGuestDeletedSchema = messageWithIdSchema;
export type ArchivedGuestDeletedDto = z.infer<typeof archivedGuestDeletedSchema>;
