// Action items (SPEC §3, §4 "Action item", §7 "Action items"): reading the ones the viewer may
// see, creating, completing and reopening, due dates, deleting and archiving. Every change to a
// guest's action item writes an `action_item` journal entry on that guest, tagged [pending] or
// [completed], in the same transaction.
import { and, eq, inArray } from 'drizzle-orm';
import { ACTION_ITEM_MESSAGES } from '../../shared/schemas/action-center.js';
import type { ActionItemDto, CreateActionItemData } from '../../shared/schemas/action-center.js';
import type { Db } from '../db/client.js';
import { actionItems, actionItemsArchive, guests } from '../db/schema/index.js';
import type { ActionItem } from '../db/schema/index.js';
import { conflict, notFound } from '../errors.js';
import {
  actionItemStatus,
  assertNotPast,
  isoOrNull,
  itemVisibleTo,
  ownItems,
  sharedItems,
  taggedDescription,
} from './action-center.js';
import type { ActionCenterDeps, Viewer } from './action-center.js';
import { findVisibleGuest } from './guests.js';
import { writeJournal } from './journal.js';
import type { JournalWrite } from './journal.js';

export interface ActionItemRow {
  actionItem: ActionItem;
  guestName: string | null;
}

export const ONLY_COMPLETED_ACTION_ITEMS = 'Only completed action items can be archived';

const selectActionItems = (db: Db) =>
  db
    .select({ actionItem: actionItems, guestName: guests.name })
    .from(actionItems)
    .leftJoin(guests, eq(guests.id, actionItems.guestId));

const newestFirst = (a: ActionItemRow, b: ActionItemRow) =>
  b.actionItem.createdAt.getTime() - a.actionItem.createdAt.getTime() ||
  b.actionItem.id - a.actionItem.id;

/** The viewer's action items and those on guests they may see, newest first. */
export async function listActionItems(db: Db, viewer: Viewer): Promise<ActionItemRow[]> {
  const own = await selectActionItems(db).where(ownItems(viewer, actionItems));
  const shared = await selectActionItems(db).where(sharedItems(viewer, actionItems));
  return [...own, ...shared].sort(newestFirst);
}

/** An action item the viewer may see, or 404 "Action item not found". */
async function findVisibleActionItem(
  db: Db,
  viewer: Viewer,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ActionItemRow> {
  const query = selectActionItems(db)
    .where(and(eq(actionItems.id, id), itemVisibleTo(viewer, actionItems)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: actionItems }) : await query;
  if (!row) throw notFound(ACTION_ITEM_MESSAGES.notFound);
  return row;
}

export const getActionItem = (db: Db, viewer: Viewer, id: number): Promise<ActionItemRow> =>
  findVisibleActionItem(db, viewer, id);

const entry = (
  what: string,
  item: ActionItem,
  extra: Partial<JournalWrite> = {},
): JournalWrite => ({
  action: 'action_item',
  description: taggedDescription(what, item.title, actionItemStatus(item.isCompleted)),
  actionItemId: item.id,
  ...extra,
});

async function journal(tx: Db, viewer: Viewer, item: ActionItem, now: Date, write: JournalWrite) {
  if (item.guestId !== null) await writeJournal(tx, viewer, item.guestId, now, [write]);
}

export async function createActionItem(
  deps: ActionCenterDeps,
  viewer: Viewer,
  input: CreateActionItemData,
): Promise<ActionItemRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const guest = input.guestId === null ? null : await findVisibleGuest(tx, viewer, input.guestId);
    const [created] = await tx
      .insert(actionItems)
      .values({
        userId: viewer.id,
        guestId: guest?.id ?? null,
        title: input.title,
        description: input.description,
        dueDate: input.dueDate,
        priority: input.priority,
        isEvergreen: input.isEvergreen,
        isCompleted: input.isCompleted,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const item = created as ActionItem;
    await journal(
      tx,
      viewer,
      item,
      now,
      entry('Action item created', item, { newValue: item.title }),
    );
    return { actionItem: item, guestName: guest?.name ?? null };
  });
}

/** Completes or reopens; the same state again changes nothing and writes nothing. */
export async function completeActionItem(
  deps: ActionCenterDeps,
  viewer: Viewer,
  id: number,
  isCompleted: boolean,
): Promise<ActionItemRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const current = await findVisibleActionItem(tx, viewer, id, { lock: true });
    if (current.actionItem.isCompleted === isCompleted) return current;
    const [updated] = await tx
      .update(actionItems)
      .set({ isCompleted, updatedAt: now })
      .where(eq(actionItems.id, id))
      .returning();
    const item = updated as ActionItem;
    await journal(
      tx,
      viewer,
      item,
      now,
      entry(isCompleted ? 'Action item completed' : 'Action item reopened', item, {
        oldValue: actionItemStatus(current.actionItem.isCompleted),
        newValue: actionItemStatus(isCompleted),
      }),
    );
    return { actionItem: item, guestName: current.guestName };
  });
}

/** A new due date (not in the past); an evergreen item given a date stops being evergreen. */
export async function rescheduleActionItem(
  deps: ActionCenterDeps,
  viewer: Viewer,
  id: number,
  dueDate: Date,
): Promise<ActionItemRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const current = await findVisibleActionItem(tx, viewer, id, { lock: true });
    assertNotPast(dueDate, now);
    const old = current.actionItem.dueDate;
    if (old?.getTime() === dueDate.getTime() && !current.actionItem.isEvergreen) return current;
    const [updated] = await tx
      .update(actionItems)
      .set({ dueDate, isEvergreen: false, updatedAt: now })
      .where(eq(actionItems.id, id))
      .returning();
    const item = updated as ActionItem;
    await journal(
      tx,
      viewer,
      item,
      now,
      entry('Action item due date changed', item, {
        oldValue: isoOrNull(old),
        newValue: isoOrNull(dueDate),
      }),
    );
    return { actionItem: item, guestName: current.guestName };
  });
}

export async function deleteActionItem(
  deps: ActionCenterDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; guestId: number | null }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { actionItem } = await findVisibleActionItem(tx, viewer, id, { lock: true });
    await tx.delete(actionItems).where(eq(actionItems.id, id));
    await journal(tx, viewer, actionItem, now, entry('Action item deleted', actionItem));
    return { id: actionItem.id, guestId: actionItem.guestId };
  });
}

async function moveToArchive(tx: Db, viewer: Viewer, rows: readonly ActionItemRow[], now: Date) {
  if (rows.length === 0) return;
  await tx.insert(actionItemsArchive).values(
    rows.map(({ actionItem: item, guestName }) => ({
      userId: item.userId,
      title: item.title,
      description: item.description,
      dueDate: item.dueDate,
      priority: item.priority,
      isCompleted: item.isCompleted,
      isEvergreen: item.isEvergreen,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
      originalId: item.id,
      originalGuestId: item.guestId,
      guestName,
      archivedAt: now,
    })),
  );
  await tx.delete(actionItems).where(
    inArray(
      actionItems.id,
      rows.map(({ actionItem }) => actionItem.id),
    ),
  );
  const byGuest = new Map<number, JournalWrite[]>();
  for (const { actionItem } of rows) {
    if (actionItem.guestId === null) continue;
    const entries = byGuest.get(actionItem.guestId) ?? [];
    entries.push(entry('Action item archived', actionItem));
    byGuest.set(actionItem.guestId, entries);
  }
  for (const [guestId, entries] of byGuest) {
    await writeJournal(tx, viewer, guestId, now, entries);
  }
}

/** Archives one completed action item (SPEC §4); an open one answers 409. */
export async function archiveActionItem(
  deps: ActionCenterDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; guestId: number | null }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await findVisibleActionItem(tx, viewer, id, { lock: true });
    if (!row.actionItem.isCompleted) throw conflict(ONLY_COMPLETED_ACTION_ITEMS);
    await moveToArchive(tx, viewer, [row], now);
    return { id: row.actionItem.id, guestId: row.actionItem.guestId };
  });
}

/** Archives every completed action item the viewer sees in the Action Center, all or nothing. */
export async function archiveCompletedActionItems(
  deps: ActionCenterDeps,
  viewer: Viewer,
): Promise<{ count: number; guestIds: number[] }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The two halves of the visibility rule, each served by its index (as in listActionItems).
    const completed = eq(actionItems.isCompleted, true);
    const rows: ActionItemRow[] = [];
    for (const visible of [ownItems(viewer, actionItems), sharedItems(viewer, actionItems)]) {
      rows.push(
        ...(await selectActionItems(tx)
          .where(and(completed, visible))
          .orderBy(actionItems.id)
          .for('update', { of: actionItems })),
      );
    }
    await moveToArchive(tx, viewer, rows, now);
    const guestIds = [...new Set(rows.flatMap(({ actionItem }) => actionItem.guestId ?? []))];
    return { count: rows.length, guestIds };
  });
}

export function toActionItemDto({ actionItem: item, guestName }: ActionItemRow): ActionItemDto {
  return {
    id: item.id,
    userId: item.userId,
    guestId: item.guestId,
    guestName,
    title: item.title,
    description: item.description,
    dueDate: isoOrNull(item.dueDate),
    priority: item.priority,
    isCompleted: item.isCompleted,
    isEvergreen: item.isEvergreen,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}
