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
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import {
  EVENT_TYPES,
  PRIORITIES,
  TASK_STATUSES,
  type EventType,
  type Priority,
  type TaskStatus,
} from '#shared/enums.js';
import { userIdColumn, userRefColumn } from './auth.js';
import { archiveIndexes, createdAtColumn, tz, updatedAtColumn, versionColumn } from './columns.js';
import { inList } from './enum-check.js';
import { guests } from './guests.js';

// A live row belongs to a user and, when it is about one, to a guest.
const liveKeyColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: userIdColumn(),
  guestId: integer('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
});

// Archive rows keep the guest's old id and name instead of a foreign key: the guest may be gone.
const archiveKeyColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: userIdColumn(),
});

const archiveColumns = () => ({
  originalId: integer('original_id').notNull(),
  originalGuestId: integer('original_guest_id'),
  guestName: text('guest_name'),
  archivedAt: timestamp('archived_at', tz).notNull().defaultNow(),
});

// Every kind's row is versioned and remembers who changed it last (docs/product.md#versions).
const changeColumns = () => ({
  version: versionColumn(),
  lastModifiedBy: userRefColumn('last_modified_by'),
});

type IndexColumns<TColumns> = { [K in keyof TColumns]: ExtraConfigColumn };

/**
 * A kind's live table and its archive copy: the same columns and checks in both, the live one
 * indexed for the board's reads, the archive one for the archive's.
 */
function kindTables<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: () => TColumns,
  extra: {
    liveIndexes: (
      t: IndexColumns<ReturnType<typeof liveKeyColumns> & TColumns>,
    ) => PgTableExtraConfigValue[];
    checks: (table: string, t: IndexColumns<TColumns>) => PgTableExtraConfigValue[];
  },
) {
  const live = pgTable(name, { ...liveKeyColumns(), ...columns(), ...changeColumns() }, (t) => [
    index(`${name}_user_id_idx`).on(t.userId),
    ...extra.liveIndexes(t),
    index(`${name}_guest_id_idx`).on(t.guestId),
    ...extra.checks(name, t),
  ]);
  const archiveName = `${name}_archive` as const;
  const archive = pgTable(
    archiveName,
    { ...archiveKeyColumns(), ...columns(), ...changeColumns(), ...archiveColumns() },
    (t) => [...archiveIndexes(archiveName, t), ...extra.checks(archiveName, t)],
  );
  return [live, archive] as const;
}

// What a task and an action item both are: a titled, described thing that may fall due, assigned
// to someone (its creator unless said otherwise; null when the assignee's account is gone, which
// reads as the creator again: docs/product.md#versions).
const followUpColumns = () => ({
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  dueDate: timestamp('due_date', tz),
  assigneeId: userRefColumn('assignee_id'),
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

export const [calendarEvents, calendarEventsArchive] = kindTables(
  'calendar_events',
  () => ({
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
    /** Minutes before the start to send an SMS reminder (docs/product.md#sms-notifications). */
    reminders: jsonb('reminders').$type<number[]>().notNull().default([]),
    externalCalendarIds: jsonb('external_calendar_ids'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  }),
  {
    liveIndexes: (t) => [
      index('calendar_events_user_id_is_completed_idx').on(t.userId, t.isCompleted),
      index('calendar_events_user_id_start_time_idx').on(t.userId, t.startTime),
    ],
    checks: (table, t) => [check(`${table}_event_type_check`, inList(t.eventType, EVENT_TYPES))],
  },
);

// ---- tasks and action items --------------------------------------------------------------

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * A task's or an action item's tables: the columns both have around its own, an index by user and
 * `stateKey` and one by assignee, `choiceKey` kept to `choices`, and evergreen without a due date.
 */
function dueItemTables<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: () => TColumns,
  {
    stateKey,
    choiceKey,
    choices,
  }: {
    stateKey: keyof TColumns & string;
    choiceKey: keyof TColumns & string;
    choices: readonly string[];
  },
) {
  return kindTables(
    name,
    () => ({
      ...followUpColumns(),
      ...columns(),
      isEvergreen: boolean('is_evergreen').notNull().default(false),
      createdAt: createdAtColumn(),
      updatedAt: updatedAtColumn(),
    }),
    {
      liveIndexes: (t) => [
        index(`${name}_user_id_${snakeCase(stateKey)}_idx`).on(t.userId, t[stateKey]),
        index(`${name}_assignee_id_idx`).on(t.assigneeId),
      ],
      checks: (table, t) => [
        check(`${table}_${snakeCase(choiceKey)}_check`, inList(t[choiceKey], choices)),
        evergreenCheck(table, t),
      ],
    },
  );
}

export const [tasks, tasksArchive] = dueItemTables(
  'tasks',
  () => ({
    status: text('status').$type<TaskStatus>().notNull().default('pending'),
    completedAt: timestamp('completed_at', tz),
  }),
  { stateKey: 'status', choiceKey: 'status', choices: TASK_STATUSES },
);

export const [actionItems, actionItemsArchive] = dueItemTables(
  'action_items',
  () => ({
    priority: text('priority').$type<Priority>().notNull().default('medium'),
    isCompleted: boolean('is_completed').notNull().default(false),
  }),
  { stateKey: 'isCompleted', choiceKey: 'priority', choices: PRIORITIES },
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
