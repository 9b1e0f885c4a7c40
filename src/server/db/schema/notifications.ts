// SMS notifications (docs/product.md#sms-notifications, docs/decisions/022-sms-notifications.md):
// each user's preferences, every due or sent message as a row the job claims, and the snoozes of
// guests gone quiet.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { SMS_MESSAGE_KINDS, SMS_MESSAGE_STATUSES } from '#shared/schemas/notifications.js';
import type { SmsMessageStatus } from '#shared/schemas/notifications.js';
import { userIdColumn } from './auth.js';
import { createdAtColumn, tz, updatedAtColumn } from './columns.js';
import { guests } from './guests.js';
import { inList } from './enum-check.js';

/** A user without a row has the defaults (NOTIFICATION_DEFAULTS) and no time zone yet. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: userIdColumn().primaryKey(),
  smsEnabled: boolean('sms_enabled').notNull().default(true),
  /** When SMS notifications were last turned on or off: consent given or withdrawn. */
  consentChangedAt: timestamp('consent_changed_at', tz),
  timeZone: text('time_zone'),
  /** 'HH:MM', local. */
  quietStart: text('quiet_start').notNull().default('21:00'),
  quietEnd: text('quiet_end').notNull().default('08:00'),
  digestEnabled: boolean('digest_enabled').notNull().default(true),
  digestTime: text('digest_time').notNull().default('08:00'),
  /** Days without a journal entry before a guest is quiet; null: never. */
  quietDaysLimbo: integer('quiet_days_limbo').default(14),
  quietDaysOther: integer('quiet_days_other'),
  updatedAt: updatedAtColumn(),
});

/**
 * One message: due (pending), claimed by a job runner (sending), or done (sent, failed, cancelled,
 * skipped). `dedupeKey` is unique: "reminder:<event>:<minutes>" or "digest:<user>:<local day>",
 * so scheduling again changes the row instead of adding one. Reminder rows are written by a
 * trigger on calendar_events (drizzle migration sms_reminder_trigger); eventId has no foreign
 * key so a sent reminder outlives its event in the list.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    kind: text('kind').$type<(typeof SMS_MESSAGE_KINDS)[number]>().notNull(),
    dedupeKey: text('dedupe_key').notNull().unique('sms_messages_dedupe_key_unique'),
    eventId: integer('event_id'),
    offsetMinutes: integer('offset_minutes'),
    scheduledFor: timestamp('scheduled_for', tz).notNull(),
    status: text('status').$type<SmsMessageStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', tz),
    sentAt: timestamp('sent_at', tz),
    body: text('body'),
    providerId: text('provider_id'),
    note: text('note'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('sms_messages_due_idx')
      .on(t.scheduledFor)
      .where(sql`${t.status} = 'pending'`),
    index('sms_messages_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('sms_messages_event_id_idx').on(t.eventId),
    check('sms_messages_kind_check', inList(t.kind, SMS_MESSAGE_KINDS)),
    check('sms_messages_status_check', inList(t.status, SMS_MESSAGE_STATUSES)),
  ],
);

/** A guest its user snoozed out of "quiet" until a time. */
export const guestQuietSnoozes = pgTable(
  'guest_quiet_snoozes',
  {
    userId: userIdColumn(),
    guestId: integer('guest_id')
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    until: timestamp('until', tz).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guestId] })],
);

export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;
export type SmsMessage = typeof smsMessages.$inferSelect;
