// The live stream's change log (docs/product.md#live-updates,
// docs/decisions/020-live-updates.md). Database triggers (drizzle/*_live_triggers.sql) write one
// row per change of a guest, journal entry, task, action item, calendar event or team membership,
// in the same transaction as the change, and announce its id with pg_notify('changes', id). Each
// app instance relays the rows to the open streams whose user is in the row's audience. Rows are
// pruned after 24 hours. No foreign keys: a row outlives the record and the users it names.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { LIVE_KINDS, LIVE_OPS, type LiveKind, type LiveOp } from '#shared/live.js';
import { tz } from './columns.js';
import { inList } from './enum-check.js';

export const changeEvents = pgTable(
  'change_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<LiveKind>().notNull(),
    op: text('op').$type<LiveOp>().notNull(),
    /** The changed record's id (for `team`, the user whose membership changed). */
    recordId: integer('record_id').notNull(),
    guestId: integer('guest_id'),
    /**
     * Who may hear of it: these users, and every member of these teams. An update that moves the
     * record (another owner, another team, another guest, another assignee) names the audience
     * before and after, so the ones who lose it hear of it too.
     */
    audienceUserIds: integer('audience_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    audienceOrganizationIds: integer('audience_organization_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The record's version after the change, when it has one. */
    version: integer('version'),
    /** For a guest: whether it is archived after the change (it leaves the board, or comes back). */
    archived: boolean('archived'),
    /** The user who made the change, when the record says so (last_modified_by, the author). */
    changedBy: integer('changed_by'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    index('change_events_created_at_idx').on(t.createdAt),
    check('change_events_kind_check', inList(t.kind, LIVE_KINDS)),
    check('change_events_op_check', inList(t.op, LIVE_OPS)),
  ],
);

export type ChangeEvent = typeof changeEvents.$inferSelect;
