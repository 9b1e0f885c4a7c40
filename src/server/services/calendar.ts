// Calendar events (SPEC §3, §4 "Calendar event", §7 "Calendar"): reading the ones the viewer may
// see (all, or one guest's), scheduling, completing and deleting. Every change to a guest's event
// writes a `calendar` journal entry on that guest in the same transaction.
import { and, eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '../../shared/schemas/action-center.js';
import type {
  CalendarEventDto,
  CreateCalendarEventData,
} from '../../shared/schemas/action-center.js';
import type { Db } from '../db/client.js';
import { calendarEvents, guests } from '../db/schema/index.js';
import type { CalendarEvent } from '../db/schema/index.js';
import { notFound } from '../errors.js';
import { isoOrNull, itemVisibleTo, ownItems, sharedItems } from './action-center.js';
import type { ActionCenterDeps, Viewer } from './action-center.js';
import { findVisibleGuest } from './guests.js';
import { writeJournal } from './journal.js';
import type { JournalWrite } from './journal.js';

export interface CalendarEventRow {
  event: CalendarEvent;
  guestName: string | null;
}

const selectEvents = (db: Db) =>
  db
    .select({ event: calendarEvents, guestName: guests.name })
    .from(calendarEvents)
    .leftJoin(guests, eq(guests.id, calendarEvents.guestId));

const byStartTime = (a: CalendarEventRow, b: CalendarEventRow) =>
  a.event.startTime.getTime() - b.event.startTime.getTime() || a.event.id - b.event.id;

/**
 * The events the viewer may see, by start time. With a guestId: that guest's events (anyone's),
 * after checking the viewer may see the guest (404 "Guest not found" otherwise).
 */
export async function listCalendarEvents(
  db: Db,
  viewer: Viewer,
  options: { guestId?: number } = {},
): Promise<CalendarEventRow[]> {
  if (options.guestId !== undefined) {
    const guest = await findVisibleGuest(db, viewer, options.guestId);
    const rows = await selectEvents(db).where(eq(calendarEvents.guestId, guest.id));
    return rows.sort(byStartTime);
  }
  const own = await selectEvents(db).where(ownItems(viewer, calendarEvents));
  const shared = await selectEvents(db).where(sharedItems(viewer, calendarEvents));
  return [...own, ...shared].sort(byStartTime);
}

async function findVisibleEvent(
  db: Db,
  viewer: Viewer,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CalendarEventRow> {
  const query = selectEvents(db)
    .where(and(eq(calendarEvents.id, id), itemVisibleTo(viewer, calendarEvents)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: calendarEvents }) : await query;
  if (!row) throw notFound(EVENT_MESSAGES.notFound);
  return row;
}

const entry = (what: string, event: CalendarEvent, extra: Partial<JournalWrite> = {}) => ({
  action: 'calendar' as const,
  description: `${what}: ${event.title}`,
  ...extra,
});

async function journal(
  tx: Db,
  viewer: Viewer,
  event: CalendarEvent,
  now: Date,
  write: JournalWrite,
) {
  if (event.guestId !== null) await writeJournal(tx, viewer, event.guestId, now, [write]);
}

export async function createCalendarEvent(
  deps: ActionCenterDeps,
  viewer: Viewer,
  input: CreateCalendarEventData,
): Promise<CalendarEventRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const guest = input.guestId === null ? null : await findVisibleGuest(tx, viewer, input.guestId);
    const [created] = await tx
      .insert(calendarEvents)
      .values({
        userId: viewer.id,
        guestId: guest?.id ?? null,
        title: input.title,
        description: input.description,
        startTime: input.startTime,
        endTime: input.endTime,
        location: input.location,
        eventType: input.eventType,
        isVirtual: input.isVirtual,
        meetingLink: input.meetingLink,
        meetingPassword: input.meetingPassword,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const event = created as CalendarEvent;
    await journal(
      tx,
      viewer,
      event,
      now,
      entry('Event scheduled', event, { newValue: event.startTime.toISOString() }),
    );
    return { event, guestName: guest?.name ?? null };
  });
}

/** Marks an event complete (stamping completedAt); an already completed one is left as it is. */
export async function completeCalendarEvent(
  deps: ActionCenterDeps,
  viewer: Viewer,
  id: number,
): Promise<CalendarEventRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const current = await findVisibleEvent(tx, viewer, id, { lock: true });
    if (current.event.isCompleted) return current;
    const [updated] = await tx
      .update(calendarEvents)
      .set({ isCompleted: true, completedAt: now, updatedAt: now })
      .where(eq(calendarEvents.id, id))
      .returning();
    const event = updated as CalendarEvent;
    await journal(tx, viewer, event, now, entry('Event completed', event));
    return { event, guestName: current.guestName };
  });
}

export async function deleteCalendarEvent(
  deps: ActionCenterDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; guestId: number | null }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { event } = await findVisibleEvent(tx, viewer, id, { lock: true });
    await tx.delete(calendarEvents).where(eq(calendarEvents.id, id));
    await journal(tx, viewer, event, now, entry('Event deleted', event));
    return { id: event.id, guestId: event.guestId };
  });
}

export function toCalendarEventDto({ event, guestName }: CalendarEventRow): CalendarEventDto {
  return {
    id: event.id,
    userId: event.userId,
    guestId: event.guestId,
    guestName,
    title: event.title,
    description: event.description,
    startTime: event.startTime.toISOString(),
    endTime: event.endTime.toISOString(),
    location: event.location,
    eventType: event.eventType,
    isVirtual: event.isVirtual,
    meetingLink: event.meetingLink,
    meetingPassword: event.meetingPassword,
    isCompleted: event.isCompleted,
    completedAt: isoOrNull(event.completedAt),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}
