// Guests and their journal, plus the archive tables that keep copies (originalId = the old id).
// Archiving a guest from the board sets guests.is_archived (docs/product.md#archiving): the row and
// its children stay where they are, so restore brings back the same ids.
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  FOLLOW_UP_TYPES,
  GUEST_STATUSES,
  JOURNAL_ACTIONS,
  type FollowUpType,
  type GuestStatus,
  type JournalAction,
} from '#shared/enums.js';
import { organizations, userIdColumn, users } from './auth.js';
import { archiveIndexes, createdAtColumn, tz, versionColumn } from './columns.js';
import { inList, nullOrInList } from './enum-check.js';

// What a guest is, the same on the board and in the archive.
const guestColumns = () => ({
  name: text('name').notNull(),
  details: text('details').notNull(),
  status: text('status').$type<GuestStatus>().notNull().default('prospect'),
  /** Display text such as "Mar 4, 2025". */
  importantDate: text('important_date'),
  importantDateFormatted: timestamp('important_date_formatted', tz),
  followUpType: text('follow_up_type').$type<FollowUpType>(),
  university: text('university'),
  title: text('title'),
  organization: text('organization'),
  phoneNumber: text('phone_number'),
  email: text('email'),
  linkedinUrl: text('linkedin_url'),
  isLocked: boolean('is_locked').notNull().default(true),
});

// What a journal entry says, the same in the journal and in the archive.
const journalEntryColumns = () => ({
  /** Copied at write time so the entry still reads right after the user is gone. */
  username: text('username').notNull(),
  action: text('action').$type<JournalAction>().notNull(),
  description: text('description').notNull(),
  oldValue: text('old_value'),
  newValue: text('new_value'),
  // Plain ids, no foreign keys: the entry outlives the task / action item it mentions.
  taskId: integer('task_id'),
  actionItemId: integer('action_item_id'),
  createdAt: createdAtColumn(),
});

export const guests = pgTable(
  'guests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    organizationId: integer('organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    ...guestColumns(),
    isArchived: boolean('is_archived').notNull().default(false),
    dateAdded: timestamp('date_added', tz).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastModifiedBy: integer('last_modified_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    lastModifiedAt: timestamp('last_modified_at', tz),
    /** docs/product.md#versions; the archive snapshot does not keep it (the row keeps counting). */
    version: versionColumn(),
    /**
     * Came through the guest form and nobody has opened it yet: the card's "New" badge
     * (docs/product.md#guest-form). View state, like is_locked: no version, no journal entry.
     */
    isNewApplication: boolean('is_new_application').notNull().default(false),
  },
  (t) => [
    index('guests_user_id_idx').on(t.userId),
    index('guests_user_id_status_idx').on(t.userId, t.status),
    index('guests_user_id_is_archived_idx').on(t.userId, t.isArchived),
    index('guests_organization_id_idx').on(t.organizationId),
    index('guests_created_by_idx').on(t.createdBy),
    index('guests_last_modified_by_idx').on(t.lastModifiedBy),
    check('guests_status_check', inList(t.status, GUEST_STATUSES)),
    check('guests_follow_up_type_check', nullOrInList(t.followUpType, FOLLOW_UP_TYPES)),
  ],
);

export const guestArchive = pgTable(
  'guest_archive',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    originalId: integer('original_id').notNull().unique('guest_archive_original_id_unique'),
    userId: userIdColumn(),
    organizationId: integer('organization_id'),
    ...guestColumns(),
    dateAdded: timestamp('date_added', tz).notNull().defaultNow(),
    createdBy: integer('created_by'),
    lastModifiedBy: integer('last_modified_by'),
    lastModifiedAt: timestamp('last_modified_at', tz),
    archivedAt: timestamp('archived_at', tz).notNull().defaultNow(),
    archivedBy: integer('archived_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('guest_archive_user_id_idx').on(t.userId),
    index('guest_archive_user_id_archived_at_idx').on(t.userId, t.archivedAt),
    index('guest_archive_archived_by_idx').on(t.archivedBy),
    check('guest_archive_status_check', inList(t.status, GUEST_STATUSES)),
    check('guest_archive_follow_up_type_check', nullOrInList(t.followUpType, FOLLOW_UP_TYPES)),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Becomes null when the guest is permanently deleted; the entry survives. */
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...journalEntryColumns(),
  },
  (t) => [
    index('journal_entries_guest_id_idx').on(t.guestId),
    index('journal_entries_guest_id_created_at_idx').on(t.guestId, t.createdAt),
    index('journal_entries_user_id_idx').on(t.userId),
    index('journal_entries_task_id_idx').on(t.taskId),
    index('journal_entries_action_item_id_idx').on(t.actionItemId),
    check('journal_entries_action_check', inList(t.action, JOURNAL_ACTIONS)),
  ],
);

export const journalEntriesArchive = pgTable(
  'journal_entries_archive',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    originalId: integer('original_id').notNull(),
    originalGuestId: integer('original_guest_id'),
    guestName: text('guest_name'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...journalEntryColumns(),
    archivedAt: timestamp('archived_at', tz).notNull().defaultNow(),
  },
  (t) => [
    ...archiveIndexes('journal_entries_archive', t),
    check('journal_entries_archive_action_check', inList(t.action, JOURNAL_ACTIONS)),
  ],
);

/**
 * Every stay of a guest in a column (docs/product.md#insights): from the moment the guest entered a
 * column (added into it, moved into it, or restored from the archive back into it) to the moment it
 * left (moved on, or archived), `leftAt` null while it is still there. Written by triggers on
 * guests and journal_entries, in the transaction of the change (drizzle/0012_insights.sql), so
 * the Insights cards read stays instead of working them out of the journal at every call.
 */
export const guestStays = pgTable(
  'guest_stays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    /**
     * The guest's owner, team and date added, copied by the triggers and kept in step with the
     * guest, so that an Insights card reads the stays in scope without a join to guests
     * (docs/decisions/031-insights-stays-scope.md).
     */
    userId: integer('user_id').notNull(),
    organizationId: integer('organization_id'),
    guestAdded: timestamp('guest_added', tz).notNull(),
    status: text('status').$type<GuestStatus>().notNull(),
    enteredAt: timestamp('entered_at', tz).notNull(),
    leftAt: timestamp('left_at', tz),
    enteredBy: text('entered_by').$type<'created' | 'status_change' | 'restored'>().notNull(),
    leftBy: text('left_by').$type<'status_change' | 'archived'>(),
  },
  (t) => [
    index('guest_stays_guest_id_entered_at_idx').on(t.guestId, t.enteredAt),
    index('guest_stays_user_id_entered_at_idx').on(t.userId, t.enteredAt),
    index('guest_stays_organization_id_entered_at_idx').on(t.organizationId, t.enteredAt),
    index('guest_stays_status_entered_at_idx').on(t.status, t.enteredAt),
    check('guest_stays_status_check', inList(t.status, GUEST_STATUSES)),
  ],
);

export type Guest = typeof guests.$inferSelect;
export type NewGuest = typeof guests.$inferInsert;
export type GuestArchive = typeof guestArchive.$inferSelect;
export type NewGuestArchive = typeof guestArchive.$inferInsert;
export type JournalEntry = typeof journalEntries.$inferSelect;
export type NewJournalEntry = typeof journalEntries.$inferInsert;
export type JournalEntryArchive = typeof journalEntriesArchive.$inferSelect;
export type NewJournalEntryArchive = typeof journalEntriesArchive.$inferInsert;
