// Column and index pieces that several tables spell the same way, so a table lists only what is
// its own. Nothing here refers to another table (auth.ts owns the user_id column).
import { index, integer, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

export const tz = { withTimezone: true, mode: 'date' } as const;

export const createdAtColumn = () => timestamp('created_at', tz).notNull().defaultNow();

export const updatedAtColumn = () =>
  timestamp('updated_at', tz)
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * The row's version (docs/product.md#versions): 1 when created, one more on every change, so a
 * client can say which version it edited and the server can refuse a stale write.
 */
export const versionColumn = () => integer('version').notNull().default(1);

/** An archive table is read per user, newest first, and cleared by the guest its rows came from. */
export const archiveIndexes = (
  table: string,
  t: {
    userId: ExtraConfigColumn;
    archivedAt: ExtraConfigColumn;
    originalGuestId: ExtraConfigColumn;
  },
) => [
  index(`${table}_user_id_idx`).on(t.userId),
  index(`${table}_user_id_archived_at_idx`).on(t.userId, t.archivedAt),
  index(`${table}_original_guest_id_idx`).on(t.originalGuestId),
];
