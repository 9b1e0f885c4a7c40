// What one kind of agenda item is: tasks, action items and calendar events are each described
// once (services/tasks.ts, action-items.ts, calendar.ts) by its table, its payloads and answer,
// its messages, what the journal says about it and what it can do; one service (service.ts) and
// one route factory (routes/agenda-routes.ts) serve every kind from that description.
// docs/decisions/014-agenda-item-module.md records the choice.
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { JournalAction, TaskStatus } from '#shared/enums.js';
import type { Guest } from '#server/db/schema/index.js';
import type { GuestDeps, Viewer } from '../guests.js';

/**
 * The columns every agenda table has: the service reads and filters by these. Tasks and action
 * items also have an assignee (docs/product.md#versions).
 */
export type AgendaTable = PgTable & {
  id: AnyPgColumn;
  userId: AnyPgColumn;
  guestId: AnyPgColumn;
  updatedAt: AnyPgColumn;
  version: AnyPgColumn;
  assigneeId?: AnyPgColumn;
  $inferSelect: AgendaRecord;
};

/** What every agenda row holds. */
export interface AgendaRecord {
  id: number;
  userId: number;
  guestId: number | null;
  title: string;
  createdAt: Date;
  updatedAt: Date;
  version: number;
  lastModifiedBy: number | null;
  assigneeId?: number | null;
}

export type RecordOf<T extends AgendaTable> = T['$inferSelect'];

/**
 * An item with the name of its guest (null without one) and of its assignee (null for a kind
 * without one), as lists and changes return it.
 */
export interface AgendaRow<R extends AgendaRecord = AgendaRecord> {
  item: R;
  guestName: string | null;
  assigneeName: string | null;
}

/** A change the kind decides on: the columns to set and the journal entry's words and values. */
export interface AgendaChange<T extends AgendaTable> {
  set: Partial<T['$inferInsert']>;
  verb: string;
  oldValue?: string | null;
  newValue?: string | null;
}

/** The route of the kind's own state change (a task's status, completing an item or an event). */
export interface StateRoute<T extends AgendaTable, B extends z.ZodType> {
  /** Below the item: '/status' or '/complete'. */
  path: string;
  /** The body, when the change takes one. */
  body?: B;
  /** The change for the parsed body, or null when the item is already so. */
  change: (item: RecordOf<T>, body: z.output<B>, now: Date) => AgendaChange<T> | null;
}

export interface AgendaKind<
  T extends AgendaTable = AgendaTable,
  C extends z.ZodType<{ guestId: number | null }> = z.ZodType<{ guestId: number | null }>,
  D extends z.ZodObject = z.ZodObject,
  B extends z.ZodType = z.ZodType,
> {
  table: T;
  /** The routes' prefix, their OpenAPI tag, and the key of the item in a change's answer. */
  path: string;
  tag: string;
  key: string;
  /** POST: the body; the output's keys that name columns are stored as they are. */
  create: C;
  /** Columns a create sets beyond the body's (a task created completed is stamped). */
  createdColumns?: (input: z.output<C>, now: Date) => Partial<T['$inferInsert']>;
  /** Work of the same transaction after the item is created (a task moving its guest's date). */
  afterCreate?: (
    deps: GuestDeps,
    viewer: Viewer,
    guest: Guest | null,
    input: z.output<C>,
  ) => Promise<unknown>;
  /** The answer: toDto writes its keys in its order, dates as ISO strings. */
  dto: D;
  /** The answer to a change: success, guestId and the item under `key`. */
  changed: z.ZodObject;
  /** "Task not found": unknown, someone else's, of an archived guest, or a malformed id. */
  notFound: string;
  /** The order of lists: tasks and action items newest first, events by start time. */
  order: (a: RecordOf<T>, b: RecordOf<T>) => number;
  journal: {
    action: JournalAction;
    /** The journal column that points at the item, for kinds that have one. */
    link?: 'taskId' | 'actionItemId';
    /** "Task", "Action item", "Event": entries read "Task created: <title> [pending]". */
    noun: string;
    /** The verb of a creation ("created"; an event is "scheduled"). */
    created: string;
    /** What a creation entry records as its new value: the title, or the start time. */
    createdValue: (item: RecordOf<T>) => string;
    /** The bracketed status tag, for kinds whose entries carry one. */
    tag?: (item: RecordOf<T>) => TaskStatus;
  };
  state: StateRoute<T, B>;
  /**
   * For a kind whose updatedAt is also its completion time (action items,
   * docs/product.md#action-items): true when a change leaves it as it is, as a completed item's
   * new due date or assignee does. Without it every change stamps updatedAt.
   */
  keepsUpdatedAt?: (item: RecordOf<T>, set: Partial<T['$inferInsert']>) => boolean;
  /** GET one item by id. */
  readable: boolean;
  /** Kinds with a due date that may be moved: PATCH {dueDate} (not in the past). */
  dated: boolean;
  /** Kinds kept once completed: the archive table and the completed rule. */
  archive?: {
    table: PgTable;
    completed: SQL;
    isCompleted: (item: RecordOf<T>) => boolean;
    notCompleted: string;
  };
  /** A query string narrowing the list (events of one guest), and its 404 message. */
  query?: { schema: z.ZodObject; notFound: string };
}
