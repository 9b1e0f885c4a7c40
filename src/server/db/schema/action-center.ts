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
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import {
  EVENT_TYPES,
  PRIORITIES,
  TASK_STATUSES,
  type EventType,
  type Priority,
  type TaskStatus,
} from '#shared/enums.js';
import { userIdColumn } from './auth.js';
import { archiveIndexes, createdAtColumn, tz, updatedAtColumn } from './columns.js';
import { inList } from './enum-check.js';
import { guests } from './guests.js';

// A live row belongs to a user and, when it is about one, to a guest.
const liveKeyColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: userIdColumn(),
  guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
});

const archiveKeyColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: userIdColumn(),
});

// Archive rows keep the guest's old id and name instead of a foreign key: the guest may be gone.
const archiveColumns = () => ({
  originalId: integer('original_id').notNull(),
  originalGuestId: integer('original_guest_id'),
  guestName: text('guest_name'),
  archivedAt: timestamp('archived_at', tz).notNull().defaultNow(),
});

// An evergreen task or action item never falls due.
const evergreenCheck = (
  table: string,
  t: { isEvergreen: ExtraConfigColumn; dueDate: ExtraConfigColumn },
) =>
  check(
    `${table}_evergreen_no_due_date_check`,
    sql`not (${t.isEvergreen} and ${t.dueDate} is not null)`,
  );

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
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export const calendarEvents = pgTable(
  'calendar_events',
  {
    ...liveKeyColumns(),
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
    ...archiveKeyColumns(),
    ...calendarEventColumns(),
    ...archiveColumns(),
  },
  (t) => [
    ...archiveIndexes('calendar_events_archive', t),
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
  createdAt: createdAtColumn(),
  completedAt: timestamp('completed_at', tz),
  updatedAt: updatedAtColumn(),
});

export const tasks = pgTable(
  'tasks',
  {
    ...liveKeyColumns(),
    ...taskColumns(),
  },
  (t) => [
    index('tasks_user_id_idx').on(t.userId),
    index('tasks_user_id_status_idx').on(t.userId, t.status),
    index('tasks_guest_id_idx').on(t.guestId),
    check('tasks_status_check', inList(t.status, TASK_STATUSES)),
    evergreenCheck('tasks', t),
  ],
);

export const tasksArchive = pgTable(
  'tasks_archive',
  {
    ...archiveKeyColumns(),
    ...taskColumns(),
    ...archiveColumns(),
  },
  (t) => [
    ...archiveIndexes('tasks_archive', t),
    check('tasks_archive_status_check', inList(t.status, TASK_STATUSES)),
    evergreenCheck('tasks_archive', t),
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
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export const actionItems = pgTable(
  'action_items',
  {
    ...liveKeyColumns(),
    ...actionItemColumns(),
  },
  (t) => [
    index('action_items_user_id_idx').on(t.userId),
    index('action_items_user_id_is_completed_idx').on(t.userId, t.isCompleted),
    index('action_items_guest_id_idx').on(t.guestId),
    check('action_items_priority_check', inList(t.priority, PRIORITIES)),
    evergreenCheck('action_items', t),
  ],
);

export const actionItemsArchive = pgTable(
  'action_items_archive',
  {
    ...archiveKeyColumns(),
    ...actionItemColumns(),
    ...archiveColumns(),
  },
  (t) => [
    ...archiveIndexes('action_items_archive', t),
    check('action_items_archive_priority_check', inList(t.priority, PRIORITIES)),
    evergreenCheck('action_items_archive', t),
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
