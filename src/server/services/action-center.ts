// What tasks, action items and calendar events share: who may see one (docs/product.md#ownership,
// #archiving), the journal wording with the docs/product.md#states bracketed status tag, and the
// server's past-date rule for due dates. The three services (tasks.ts, action-items.ts,
// calendar.ts) build on these.
import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TaskStatus } from '#shared/enums.js';
import {
  ASSIGNEE_MESSAGE,
  DUE_DATE_MESSAGES,
  isTooFarInPast,
  PRIVATE_GUEST_ASSIGNEE_MESSAGE,
} from '#shared/schemas/action-center.js';
import type { Db } from '../db/client.js';
import { guests, users } from '../db/schema/index.js';
import { badRequest } from '../errors.js';
import { visibleTo } from './guests.js';
import type { Viewer } from './guests.js';

export type { GuestDeps as ActionCenterDeps, Viewer } from './guests.js';

interface OwnedItem {
  userId: AnyPgColumn;
  guestId: AnyPgColumn;
  /** Tasks and action items: null reads as the creator (docs/product.md#versions). */
  assigneeId?: AnyPgColumn;
}

/** The viewer's items: created by them or assigned to them. */
function mine(viewer: Viewer, item: OwnedItem): SQL {
  const created = eq(item.userId, viewer.id);
  return item.assigneeId ? (or(created, eq(item.assigneeId, viewer.id)) as SQL) : created;
}

/**
 * The condition for a query that left-joins `guests` on the item's guestId: the viewer's own items
 * (created by or assigned to them) without a guest, and items of an active guest the viewer owns
 * the item of or may see. An item of an archived guest is hidden until the guest is restored
 * (docs/product.md#archiving), unless `archivedGuests` says to count them.
 */
export function itemVisibleTo(
  viewer: Viewer,
  item: OwnedItem,
  options: { archivedGuests?: boolean } = {},
): SQL {
  // Insights count the items of archived guests too, as history (docs/product.md#insights).
  const guestShown = options.archivedGuests ? isNotNull(guests.id) : eq(guests.isArchived, false);
  return or(
    and(isNull(item.guestId), mine(viewer, item)),
    and(guestShown, or(mine(viewer, item), visibleTo(viewer))),
  ) as SQL;
}

/**
 * The two index-friendly halves of itemVisibleTo for lists, run as two queries: the viewer's own
 * items (the item's user_id and assignee_id indexes), and other people's items on guests the
 * viewer may see (the guests' user/organization indexes, then the item's guest_id index).
 */
export function ownItems(viewer: Viewer, item: OwnedItem): SQL {
  return and(mine(viewer, item), or(isNull(item.guestId), eq(guests.isArchived, false))) as SQL;
}
export function sharedItems(viewer: Viewer, item: OwnedItem): SQL {
  const notMine = item.assigneeId
    ? and(ne(item.userId, viewer.id), or(isNull(item.assigneeId), ne(item.assigneeId, viewer.id)))
    : ne(item.userId, viewer.id);
  return and(notMine, eq(guests.isArchived, false), visibleTo(viewer)) as SQL;
}

/**
 * Items assigned to the viewer (GET ...?assignee=me): named as assignee, or created by them with
 * no assignee left (docs/product.md#versions).
 */
export function assignedTo(viewer: Viewer, item: Required<OwnedItem>): SQL {
  return or(
    eq(item.assigneeId, viewer.id),
    and(isNull(item.assigneeId), eq(item.userId, viewer.id)),
  ) as SQL;
}

// ---- journal wording -----------------------------------------------------------------------

/**
 * The docs/product.md#states tag words, as the journal sheet parses them ("[in progress]" for
 * in_progress).
 */
export const STATUS_TAG: Readonly<Record<TaskStatus, string>> = {
  pending: 'pending',
  in_progress: 'in progress',
  completed: 'completed',
};

/** "Task created: Call Jane [pending]". */
export function taggedDescription(what: string, title: string, status: TaskStatus): string {
  return `${what}: ${title} [${STATUS_TAG[status]}]`;
}

/** An action item's tag: completed or pending. */
export const actionItemStatus = (isCompleted: boolean): TaskStatus =>
  isCompleted ? 'completed' : 'pending';

export const isoOrNull = (date: Date | null): string | null => date?.toISOString() ?? null;

// ---- due dates -----------------------------------------------------------------------------

/**
 * The server's half of docs/product.md#due-date-update: a date before the previous UTC day is in
 * the past in every zone, so it is refused; the exact "before today" is the browser's check.
 */
export function assertNotPast(dueDate: Date, now: Date): void {
  if (isTooFarInPast(dueDate, now)) {
    throw badRequest(DUE_DATE_MESSAGES.past, [
      { path: 'dueDate', message: DUE_DATE_MESSAGES.past },
    ]);
  }
}

// ---- assignees -----------------------------------------------------------------------------

/**
 * The username of the assignee a task or action item may be given (docs/product.md#versions):
 * the viewer, or a member of the viewer's team (users.organization_id the same, not null; an
 * account being deleted no longer counts). Anyone else: 400 on `assigneeId`, the same answer
 * whether the id is unknown or a stranger's. An item on a guest not shared with the viewer's team
 * (`guest`, the item's, when it has one) stays the viewer's: its assignee would see the guest
 * through it.
 */
export async function assertAssignable(
  db: Db,
  viewer: Viewer,
  assigneeId: number,
  guest: { organizationId: number | null } | null,
): Promise<string> {
  if (assigneeId === viewer.id) return viewer.username;
  // Outside a team there is nobody a guest is kept from: anyone else is simply not assignable.
  if (guest && guest.organizationId === null && viewer.organizationId !== null) {
    throw badRequest(PRIVATE_GUEST_ASSIGNEE_MESSAGE, [
      { path: 'assigneeId', message: PRIVATE_GUEST_ASSIGNEE_MESSAGE },
    ]);
  }
  if (viewer.organizationId !== null) {
    const [member] = await db
      .select({ username: users.username })
      .from(users)
      .where(
        and(
          eq(users.id, assigneeId),
          eq(users.organizationId, viewer.organizationId),
          eq(users.isDeleted, false),
        ),
      )
      .limit(1);
    if (member) return member.username;
  }
  throw badRequest(ASSIGNEE_MESSAGE, [{ path: 'assigneeId', message: ASSIGNEE_MESSAGE }]);
}
