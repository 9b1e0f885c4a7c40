// The Action Center: calendar events, tasks and action items, each attached to a user and
// optionally to a guest, plus their archive tables (copies with originalId / originalGuestId).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  EVENT_TYPES,
  PRIORITIES,
  TASK_STATUSES,
  type EventType,
  type Priority,
  type TaskStatus,
} from '#shared/enums.js';
import { users } from './auth.js';
import { inList } from './enum-check.js';
import { guests } from './guests.js';

const tz = { withTimezone: true, mode: 'date' } as const;

const userIdColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

// Archive rows keep the guest's old id and name instead of a foreign key: the guest may be gone.
const archiveColumns = () => ({
  originalId: integer('original_id').notNull(),
  originalGuestId: integer('original_guest_id'),
  guestName: text('guest_name'),
  archivedAt: timestamp('archived_at', tz).notNull().defaultNow(),
});

// ---- calendar events ----------------------------------------------------------------------

const calendarEventColumns = () => ({
  title: text('title').notNull(),
  description: text('description'),
  startTime: timestamp('start_time', tz).notNull(),
  endTime: timestamp('end_time', tz).notNull(),
  location: text('location'),
  eventType: varchar('event_type', { length: 20 })
    .$type<EventType>()
    .notNull()
    .default('recording'),
  isVirtual: boolean('is_virtual').notNull().default(false),
  meetingLink: text('meeting_link'),
  meetingPassword: text('meeting_password'),
  isCompleted: boolean('is_completed').notNull().default(false),
  completedAt: timestamp('completed_at', tz),
  reminders: jsonb('reminders'),
  externalCalendarIds: jsonb('external_calendar_ids'),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', tz)
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    ...calendarEventColumns(),
  },
  (t) => [
    index('calendar_events_user_id_idx').on(t.userId),
    index('calendar_events_user_id_is_completed_idx').on(t.userId, t.isCompleted),
    index('calendar_events_user_id_start_time_idx').on(t.userId, t.startTime),
    index('calendar_events_guest_id_idx').on(t.guestId),
    check('calendar_events_event_type_check', inList(t.eventType, EVENT_TYPES)),
  ],
);

export const calendarEventsArchive = pgTable(
  'calendar_events_archive',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    ...calendarEventColumns(),
    ...archiveColumns(),
  },
  (t) => [
    index('calendar_events_archive_user_id_idx').on(t.userId),
    index('calendar_events_archive_user_id_archived_at_idx').on(t.userId, t.archivedAt),
    index('calendar_events_archive_original_guest_id_idx').on(t.originalGuestId),
    check('calendar_events_archive_event_type_check', inList(t.eventType, EVENT_TYPES)),
  ],
);

// ---- tasks --------------------------------------------------------------------------------

const taskColumns = () => ({
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  dueDate: timestamp('due_date', tz),
  status: text('status').$type<TaskStatus>().notNull().default('pending'),
  isEvergreen: boolean('is_evergreen').notNull().default(false),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  completedAt: timestamp('completed_at', tz),
  updatedAt: timestamp('updated_at', tz)
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const tasks = pgTable(
  'tasks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    ...taskColumns(),
  },
  (t) => [
    index('tasks_user_id_idx').on(t.userId),
    index('tasks_user_id_status_idx').on(t.userId, t.status),
    index('tasks_guest_id_idx').on(t.guestId),
    check('tasks_status_check', inList(t.status, TASK_STATUSES)),
    // An evergreen task never falls due.
    check(
      'tasks_evergreen_no_due_date_check',
      sql`not (${t.isEvergreen} and ${t.dueDate} is not null)`,
    ),
  ],
);

export const tasksArchive = pgTable(
  'tasks_archive',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    ...taskColumns(),
    ...archiveColumns(),
  },
  (t) => [
    index('tasks_archive_user_id_idx').on(t.userId),
    index('tasks_archive_user_id_archived_at_idx').on(t.userId, t.archivedAt),
    index('tasks_archive_original_guest_id_idx').on(t.originalGuestId),
    check('tasks_archive_status_check', inList(t.status, TASK_STATUSES)),
    check(
      'tasks_archive_evergreen_no_due_date_check',
      sql`not (${t.isEvergreen} and ${t.dueDate} is not null)`,
    ),
  ],
);

// ---- action items -------------------------------------------------------------------------

const actionItemColumns = () => ({
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  dueDate: timestamp('due_date', tz),
  priority: text('priority').$type<Priority>().notNull().default('medium'),
  isCompleted: boolean('is_completed').notNull().default(false),
  isEvergreen: boolean('is_evergreen').notNull().default(false),
  createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', tz)
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const actionItems = pgTable(
  'action_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
    ...actionItemColumns(),
  },
  (t) => [
    index('action_items_user_id_idx').on(t.userId),
    index('action_items_user_id_is_completed_idx').on(t.userId, t.isCompleted),
    index('action_items_guest_id_idx').on(t.guestId),
    check('action_items_priority_check', inList(t.priority, PRIORITIES)),
    check(
      'action_items_evergreen_no_due_date_check',
      sql`not (${t.isEvergreen} and ${t.dueDate} is not null)`,
    ),
  ],
);

export const actionItemsArchive = pgTable(
  'action_items_archive',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    ...actionItemColumns(),
    ...archiveColumns(),
  },
  (t) => [
    index('action_items_archive_user_id_idx').on(t.userId),
    index('action_items_archive_user_id_archived_at_idx').on(t.userId, t.archivedAt),
    index('action_items_archive_original_guest_id_idx').on(t.originalGuestId),
    check('action_items_archive_priority_check', inList(t.priority, PRIORITIES)),
    check(
      'action_items_archive_evergreen_no_due_date_check',
      sql`not (${t.isEvergreen} and ${t.dueDate} is not null)`,
    ),
  ],
);

export type CalendarEvent = typeof calendarEvents.$inferSelect;
export type NewCalendarEvent = typeof calendarEvents.$inferInsert;
export type CalendarEventArchive = typeof calendarEventsArchive.$inferSelect;
export type NewCalendarEventArchive = typeof calendarEventsArchive.$inferInsert;
export type Task = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;
export type TaskArchive = typeof tasksArchive.$inferSelect;
export type NewTaskArchive = typeof tasksArchive.$inferInsert;
export type ActionItem = typeof actionItems.$inferSelect;
export type NewActionItem = typeof actionItems.$inferInsert;
export type ActionItemArchive = typeof actionItemsArchive.$inferSelect;
export type NewActionItemArchive = typeof actionItemsArchive.$inferInsert;
