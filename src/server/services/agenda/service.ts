// The one service of every agenda kind (kind.ts): reading the items the viewer may see, creating
// one (for a guest the viewer may see), its state changes and due dates, deleting and archiving.
// Every change to a guest's item writes the kind's journal entry on that guest in the same
// transaction, sets lastModifiedBy and counts one more version; a change that names a version
// is checked against the row, locked, in that transaction (docs/product.md#versions).
import { and, eq, exists, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { inTransaction } from '#server/context.js';
import type { Db } from '#server/db/client.js';
import { guests, journalEntries, users } from '#server/db/schema/index.js';
import { wentWithGuestMessage } from '#shared/went-with-guest.js';
import { conflict, notFound } from '#server/errors.js';
import {
  assertAssignable,
  assertNotPast,
  assignedTo,
  isoOrNull,
  itemVisibleTo,
  ownItems,
  sharedItems,
  taggedDescription,
} from '../action-center.js';
import type { ActionCenterDeps, Viewer } from '../action-center.js';
import { findVisibleGuest } from '../guests.js';
import { assertVersion, usernameOf } from '../versions.js';
import { writeJournal } from '../journal.js';
import type { JournalWrite } from '../journal.js';
import type { ConflictNoun } from '#shared/schemas/versions.js';
import type { AgendaChange, AgendaKind, AgendaRow, AgendaTable, RecordOf } from './kind.js';

type Row<T extends AgendaTable> = AgendaRow<RecordOf<T>>;
type Removed = { id: number; guestId: number | null };

// ---- table access ----------------------------------------------------------------------------
// Drizzle types a query from its table, which here is a type parameter it cannot resolve; the
// kind's description ties the values to its table (AgendaKind<T>), so these statements take the
// rows and values on that promise. The only casts of the agenda service are in this section.

const assignee = alias(users, 'assignee');

async function selectRows<T extends AgendaTable>(
  db: Db,
  table: T,
  where: SQL,
  options: { lock?: boolean; limit?: number; byId?: boolean } = {},
): Promise<Row<T>[]> {
  // The assignee's name: the assignee's, or the creator's when there is none (left).
  const assigneeId = table.assigneeId
    ? sql`coalesce(${table.assigneeId}, ${table.userId})`
    : sql`null`;
  const select = db
    .select({
      item: table as AgendaTable,
      guestName: guests.name,
      assigneeName: assignee.username,
    })
    .from(table as AgendaTable)
    .leftJoin(guests, eq(guests.id, table.guestId))
    .leftJoin(assignee, eq(assignee.id, assigneeId))
    .where(where)
    .$dynamic();
  if (options.byId) select.orderBy(table.id);
  if (options.limit) select.limit(options.limit);
  if (options.lock) select.for('update', { of: table as AgendaTable });
  return (await select) as unknown as Row<T>[];
}

async function insertRow<T extends AgendaTable>(tx: Db, table: T, values: object) {
  const rows = await tx
    .insert(table as AgendaTable)
    .values(values as AgendaTable['$inferInsert'])
    .returning();
  return rows[0] as RecordOf<T>;
}

/**
 * Writes a change by the viewer: lastModifiedBy, updatedAt and one more version with it; with
 * `keepUpdatedAt` (a completed action item's completion time) updatedAt stays as it is, and the
 * version still goes up.
 */
async function updateRow<T extends AgendaTable>(
  tx: Db,
  table: T,
  id: number,
  values: object,
  viewer: Viewer,
  now: Date,
  keepUpdatedAt = false,
) {
  const rows = await tx
    .update(table as AgendaTable)
    .set({
      ...values,
      lastModifiedBy: viewer.id,
      // Said even when kept: the column's $onUpdate would stamp the time otherwise.
      updatedAt: keepUpdatedAt ? sql`${table.updatedAt}` : now,
      version: sql`${table.version} + 1`,
    } as AgendaTable['$inferInsert'])
    .where(eq(table.id, id))
    .returning();
  return rows[0] as RecordOf<T>;
}

/** Copies rows into an archive table (their columns, plus the archive's own). */
async function insertArchive(tx: Db, table: PgTable, values: object[]) {
  await tx.insert(table).values(values as PgTable['$inferInsert'][]);
}

// ---- journal ---------------------------------------------------------------------------------

const entry = <T extends AgendaTable>(
  kind: AgendaKind<T>,
  verb: string,
  item: RecordOf<T>,
  extra: Partial<JournalWrite> = {},
): JournalWrite => {
  const { action, link, noun, tag } = kind.journal;
  const what = `${noun} ${verb}`;
  return {
    action,
    description: tag ? taggedDescription(what, item.title, tag(item)) : `${what}: ${item.title}`,
    ...(link ? { [link]: item.id } : {}),
    ...extra,
  };
};

/** Writes the item's journal entries when it belongs to a guest, grouped by guest. */
async function journal<T extends AgendaTable>(
  tx: Db,
  viewer: Viewer,
  now: Date,
  writes: readonly { item: RecordOf<T>; write: JournalWrite }[],
) {
  const byGuest = new Map<number, JournalWrite[]>();
  for (const { item, write } of writes) {
    if (item.guestId === null) continue;
    byGuest.set(item.guestId, [...(byGuest.get(item.guestId) ?? []), write]);
  }
  for (const [guestId, entries] of byGuest) {
    await writeJournal(tx, viewer, guestId, now, entries);
  }
}

// ---- reading ---------------------------------------------------------------------------------

/**
 * Which of the viewer's items the Action Center lists (docs/product.md#action-center-assignees):
 * everything they may see, or (GET ...?assignee=me) only what is assigned to them.
 */
export interface ListScope {
  assignedToViewer?: boolean;
}

/**
 * The items a list of `scope` holds, as conditions each served by its index: the two halves of
 * the visibility rule, or the items assigned to the viewer, always among the viewer's own
 * (ownItems), never the shared half.
 */
function listed(viewer: Viewer, table: AgendaTable, scope: ListScope): SQL[] {
  if (scope.assignedToViewer && table.assigneeId) {
    return [and(ownItems(viewer, table), assignedTo(viewer, assigneeColumns(table))) as SQL];
  }
  return [ownItems(viewer, table), sharedItems(viewer, table)];
}

/**
 * The viewer's items and those on guests they may see (or only those of `assignedToViewer`), in
 * the kind's order. With a guestId: that guest's items (anyone's), after checking the viewer may
 * see the guest (404 "Guest not found").
 */
export async function listItems<T extends AgendaTable>(
  db: Db,
  kind: AgendaKind<T>,
  viewer: Viewer,
  options: ListScope & { guestId?: number } = {},
): Promise<Row<T>[]> {
  const { table } = kind;
  const byOrder = (a: Row<T>, b: Row<T>) => kind.order(a.item, b.item);
  if (options.guestId !== undefined) {
    const guest = await findVisibleGuest(db, viewer, options.guestId);
    return (await selectRows(db, table, eq(table.guestId, guest.id))).sort(byOrder);
  }
  const rows: Row<T>[] = [];
  for (const where of listed(viewer, table, options)) {
    rows.push(...(await selectRows(db, table, where)));
  }
  return rows.sort(byOrder);
}

const assigneeColumns = (table: AgendaTable) => ({
  userId: table.userId,
  guestId: table.guestId,
  assigneeId: table.assigneeId as NonNullable<AgendaTable['assigneeId']>,
});

/** An item the viewer may see, or 404 with the kind's message (unknown, someone else's, guest archived). */
export async function findItem<T extends AgendaTable>(
  db: Db,
  kind: AgendaKind<T>,
  viewer: Viewer,
  id: number,
  options: { lock?: boolean } = {},
): Promise<Row<T>> {
  const { table } = kind;
  const where = and(eq(table.id, id), itemVisibleTo(viewer, table)) as SQL;
  const [row] = await selectRows(db, table, where, { ...options, limit: 1 });
  if (!row) throw notFound((await wentWithGuest(db, kind, viewer, id)) ?? kind.notFound);
  return row;
}

/**
 * Why an item the viewer may not see is out of sight, when they worked on it: it is on an active
 * guest and they wrote in its journal (they created or changed it), so it went
 * with its guest to the guest's owner when one of them left the team
 * (docs/decisions/047-items-that-went-with-their-guest.md). Anyone else learns nothing: null.
 */
async function wentWithGuest<T extends AgendaTable>(
  db: Db,
  kind: AgendaKind<T>,
  viewer: Viewer,
  id: number,
): Promise<string | null> {
  const { table, journal } = kind;
  if (!journal.link) return null;
  const worked = db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries[journal.link], id), eq(journalEntries.userId, viewer.id)));
  const [moved] = await db
    .select({ id: table.id })
    .from(table as AgendaTable)
    .innerJoin(guests, eq(guests.id, table.guestId))
    .where(
      and(eq(table.id, id), isNotNull(table.guestId), eq(guests.isArchived, false), exists(worked)),
    )
    .limit(1);
  return moved ? wentWithGuestMessage(journal.noun) : null;
}

// ---- changes ---------------------------------------------------------------------------------

/**
 * Creates an item, for a guest the viewer may see when guestId is given: the body's values that
 * name columns of the kind's table, plus the kind's own (createdColumns), then its afterCreate.
 */
export async function createItem<T extends AgendaTable, C extends AgendaKind<T>['create']>(
  deps: ActionCenterDeps,
  kind: AgendaKind<T, C>,
  viewer: Viewer,
  input: z.output<C>,
): Promise<Row<T>> {
  const now = deps.clock();
  const columns = getTableColumns(kind.table);
  const fields = Object.entries(input).filter(([key]) => key in columns && key !== 'guestId');
  const { assigneeId } = input as { assigneeId?: number };
  return deps.db.transaction(async (tx) => {
    const guest = input.guestId === null ? null : await findVisibleGuest(tx, viewer, input.guestId);
    // An assignable kind's item is assigned to its creator unless the body names someone.
    const assignee = kind.table.assigneeId
      ? { assigneeId: viewer.id, assigneeName: viewer.username }
      : { assigneeName: null };
    if (kind.table.assigneeId && assigneeId !== undefined) {
      assignee.assigneeName = await assertAssignable(tx, viewer, assigneeId, guest);
      assignee.assigneeId = assigneeId;
    }
    const { assigneeName, ...assigneeColumn } = assignee;
    const item = await insertRow(tx, kind.table, {
      ...Object.fromEntries(fields),
      ...assigneeColumn,
      userId: viewer.id,
      guestId: guest?.id ?? null,
      createdAt: now,
      updatedAt: now,
      lastModifiedBy: viewer.id,
      ...kind.createdColumns?.(input, now),
    });
    const { created, createdValue } = kind.journal;
    const write = entry(kind, created, item, { newValue: createdValue(item) });
    await journal(tx, viewer, now, [{ item, write }]);
    await kind.afterCreate?.({ db: tx, clock: () => now }, viewer, guest, input);
    return { item, guestName: guest?.name ?? null, assigneeName };
  });
}

/** What a change names: the version the client saw (docs/product.md#versions), when it sent one. */
export interface ChangeOptions {
  version?: number | undefined;
}

/**
 * Applies the changes `decide` makes of the item, if any, in one transaction with the row locked:
 * first the version check (a stale one answers 409 with the item as it is and writes nothing),
 * then the changes, one write and one journal entry each; no change writes nothing.
 */
export async function changeItem<T extends AgendaTable>(
  deps: ActionCenterDeps,
  kind: AgendaKind<T>,
  viewer: Viewer,
  id: number,
  decide: (
    row: Row<T>,
    now: Date,
    tx: Db,
  ) => Promise<readonly (AgendaChange<T> | null)[]> | readonly (AgendaChange<T> | null)[],
  options: ChangeOptions = {},
): Promise<Row<T>> {
  return inTransaction(deps, async (tx, now) => {
    const current = await findItem(tx, kind, viewer, id, { lock: true });
    await assertVersion(options.version, current.item.version, async () => ({
      noun: kind.journal.noun.toLowerCase() as ConflictNoun,
      changedBy: await usernameOf(tx, current.item.lastModifiedBy),
      changedAt: current.item.updatedAt,
      current: toDto(kind, current),
    }));
    const changes = (await decide(current, now, tx)).filter((change) => change !== null);
    if (changes.length === 0) return current;
    const set = Object.assign({}, ...changes.map((change) => change.set)) as Partial<
      T['$inferInsert']
    >;
    const keep = kind.keepsUpdatedAt?.(current.item, set) ?? false;
    const item = await updateRow(tx, kind.table, id, set, viewer, now, keep);
    const writes = changes.map(({ set: _set, verb, ...values }) => ({
      item,
      write: entry(kind, verb, item, values),
    }));
    await journal(tx, viewer, now, writes);
    const [row] = await selectRows(tx, kind.table, eq(kind.table.id, id), { limit: 1 });
    return row as Row<T>;
  });
}

/**
 * PATCH of a dated kind: a new due date (not in the past; an evergreen item given a date stops
 * being evergreen) and / or a new assignee (the viewer or a teammate), each its own journal entry.
 */
export const updateItem = <T extends AgendaTable>(
  deps: ActionCenterDeps,
  kind: AgendaKind<T>,
  viewer: Viewer,
  id: number,
  body: { dueDate?: Date | undefined; assigneeId?: number | undefined },
  options: ChangeOptions = {},
): Promise<Row<T>> =>
  changeItem(
    deps,
    kind,
    viewer,
    id,
    async (row, now, tx) => [
      body.dueDate === undefined ? null : reschedule<T>(row.item, body.dueDate, now),
      body.assigneeId === undefined || !kind.table.assigneeId
        ? null
        : await reassign<T>(tx, viewer, row, body.assigneeId),
    ],
    options,
  );

function reschedule<T extends AgendaTable>(
  item: RecordOf<T>,
  dueDate: Date,
  now: Date,
): AgendaChange<T> | null {
  assertNotPast(dueDate, now);
  const { dueDate: old, isEvergreen } = item as RecordOf<T> & Dated;
  if (old?.getTime() === dueDate.getTime() && !isEvergreen) return null;
  return {
    set: { dueDate, isEvergreen: false } as Partial<T['$inferInsert']>,
    verb: 'due date changed',
    oldValue: isoOrNull(old),
    newValue: isoOrNull(dueDate),
  };
}

/** "Task reassigned: <title> [pending]", from the old assignee's name to the new one's. */
async function reassign<T extends AgendaTable>(
  tx: Db,
  viewer: Viewer,
  { item, assigneeName }: Row<T>,
  assigneeId: number,
): Promise<AgendaChange<T> | null> {
  const [guest] =
    item.guestId === null
      ? []
      : await tx
          .select({ organizationId: guests.organizationId })
          .from(guests)
          .where(eq(guests.id, item.guestId));
  const name = await assertAssignable(tx, viewer, assigneeId, guest ?? null);
  if ((item.assigneeId ?? item.userId) === assigneeId) return null;
  return {
    set: { assigneeId } as Partial<T['$inferInsert']>,
    verb: 'reassigned',
    oldValue: assigneeName,
    newValue: name,
  };
}

interface Dated {
  dueDate: Date | null;
  isEvergreen: boolean;
}

/** Takes the item away (deleted or archived) in one transaction; answers its id and guest. */
async function removeItem<T extends AgendaTable>(
  deps: ActionCenterDeps,
  kind: AgendaKind<T>,
  viewer: Viewer,
  id: number,
  remove: (tx: Db, row: Row<T>, now: Date) => Promise<void>,
): Promise<Removed> {
  return inTransaction(deps, async (tx, now) => {
    const row = await findItem(tx, kind, viewer, id, { lock: true });
    await remove(tx, row, now);
    return { id: row.item.id, guestId: row.item.guestId };
  });
}

export const deleteItem = <T extends AgendaTable>(
  deps: ActionCenterDeps,
  kind: AgendaKind<T>,
  viewer: Viewer,
  id: number,
): Promise<Removed> =>
  removeItem(deps, kind, viewer, id, async (tx, { item }, now) => {
    await tx.delete(kind.table).where(eq(kind.table.id, id));
    await journal(tx, viewer, now, [{ item, write: entry(kind, 'deleted', item) }]);
  });

// ---- archive ---------------------------------------------------------------------------------

/**
 * Moves items into the kind's archive table (their columns, with originalId, originalGuestId and
 * the guest's name) and journals each.
 */
async function moveToArchive<T extends AgendaTable>(
  tx: Db,
  kind: AgendaKind<T>,
  viewer: Viewer,
  rows: readonly Row<T>[],
  now: Date,
) {
  if (rows.length === 0 || !kind.archive) return;
  const copies = rows.map(({ item, guestName }) => {
    const { id, guestId, ...columns } = item;
    return { ...columns, originalId: id, originalGuestId: guestId, guestName, archivedAt: now };
  });
  await insertArchive(tx, kind.archive.table, copies);
  const ids = rows.map(({ item }) => item.id);
  await tx.delete(kind.table).where(inArray(kind.table.id, ids));
  const writes = rows.map(({ item }) => ({ item, write: entry(kind, 'archived', item) }));
  await journal(tx, viewer, now, writes);
}

/**
 * Archives one completed item (docs/product.md#states: completed tasks can be archived); others
 * answer 409.
 */
export const archiveItem = <T extends AgendaTable>(
  deps: ActionCenterDeps,
  kind: AgendaKind<T>,
  viewer: Viewer,
  id: number,
): Promise<Removed> =>
  removeItem(deps, kind, viewer, id, async (tx, row, now) => {
    if (!kind.archive?.isCompleted(row.item)) {
      throw conflict(kind.archive?.notCompleted ?? kind.notFound);
    }
    await moveToArchive(tx, kind, viewer, [row], now);
  });

/**
 * Archives every completed item the viewer's Action Center shows, all or nothing: the list of
 * `scope` (docs/product.md#action-center-assignees), as listItems reads it.
 */
export async function archiveCompletedItems<T extends AgendaTable>(
  deps: ActionCenterDeps,
  kind: AgendaKind<T>,
  viewer: Viewer,
  scope: ListScope = {},
): Promise<{ count: number; guestIds: number[] }> {
  const now = deps.clock();
  const { table, archive } = kind;
  return deps.db.transaction(async (tx) => {
    const rows: Row<T>[] = [];
    if (archive) {
      for (const visible of listed(viewer, table, scope)) {
        const where = and(archive.completed, visible) as SQL;
        rows.push(...(await selectRows(tx, table, where, { lock: true, byId: true })));
      }
    }
    await moveToArchive(tx, kind, viewer, rows, now);
    const guestIds = [...new Set(rows.flatMap(({ item }) => item.guestId ?? []))];
    return { count: rows.length, guestIds };
  });
}

// ---- answers ---------------------------------------------------------------------------------

/** The item as the kind's answer schema names it: its keys in order, dates as ISO strings. */
export function toDto<T extends AgendaTable, D extends z.ZodObject>(
  kind: AgendaKind<T, AgendaKind['create'], D>,
  { item, guestName, assigneeName }: Row<T>,
): z.output<D> {
  const columns = item as Record<string, unknown>;
  const named: Record<string, unknown> = {
    guestName,
    assigneeName,
    // No assignee left (the account is gone): the creator's again (docs/product.md#versions).
    assigneeId: item.assigneeId ?? item.userId,
  };
  const dto: Record<string, unknown> = {};
  for (const key of Object.keys(kind.dto.shape)) {
    const value = key in named ? named[key] : columns[key];
    dto[key] = value instanceof Date ? value.toISOString() : value;
  }
  return dto as z.output<D>;
}
