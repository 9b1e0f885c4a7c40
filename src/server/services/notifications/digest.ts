// What the morning digest counts (docs/product.md#sms-notifications) and which guests have gone
// quiet: read from the database here, judged by the pure rules of src/shared/notifications.ts.
import { and, asc, eq, inArray, isNotNull, lt, max, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { statusTitle } from '#shared/guest-rules.js';
import {
  localParts,
  quietDays,
  zonedTime,
  type DigestInput,
  type QuietRule,
} from '#shared/notifications.js';
import { GUEST_STATUSES } from '#shared/enums.js';
import type { Db } from '#server/db/client.js';
import {
  actionItems,
  calendarEvents,
  guestQuietSnoozes,
  guests,
  journalEntries,
  tasks,
} from '#server/db/schema/index.js';
import { assignedTo, ownItems, type Viewer } from '../action-center.js';
import { visibleTo } from '../guests.js';

export interface QuietGuest {
  guestId: number;
  name: string;
  status: (typeof GUEST_STATUSES)[number];
  days: number;
  snoozedUntil: Date | null;
}

/**
 * The active guests the viewer may see that have gone quiet by the viewer's rule, the quietest
 * first; a guest the viewer snoozed is not quiet until the snooze ends.
 */
export async function quietGuests(
  db: Db,
  viewer: Viewer,
  rule: QuietRule,
  now: Date,
): Promise<QuietGuest[]> {
  if (rule.limbo === null && rule.other === null) return [];
  const lastEntry = db
    .select({ guestId: journalEntries.guestId, at: max(journalEntries.createdAt).as('at') })
    .from(journalEntries)
    .where(isNotNull(journalEntries.guestId))
    .groupBy(journalEntries.guestId)
    .as('last_entry');
  const statuses = GUEST_STATUSES.filter(
    (status) => status !== 'complete' && (status === 'limbo' ? rule.limbo : rule.other) !== null,
  );
  const rows = await db
    .select({
      id: guests.id,
      name: guests.name,
      status: guests.status,
      createdAt: guests.dateAdded,
      lastAt: lastEntry.at,
      snoozedUntil: guestQuietSnoozes.until,
    })
    .from(guests)
    .leftJoin(lastEntry, eq(lastEntry.guestId, guests.id))
    .leftJoin(
      guestQuietSnoozes,
      and(eq(guestQuietSnoozes.guestId, guests.id), eq(guestQuietSnoozes.userId, viewer.id)),
    )
    .where(and(visibleTo(viewer), eq(guests.isArchived, false), inArray(guests.status, statuses)));
  const quiet: QuietGuest[] = [];
  for (const row of rows) {
    const days = quietDays(
      {
        status: row.status,
        lastActivityAt: row.lastAt ? new Date(row.lastAt) : row.createdAt,
        snoozedUntil: row.snoozedUntil,
      },
      rule,
      now,
    );
    if (days !== null) {
      quiet.push({
        guestId: row.id,
        name: row.name,
        status: row.status,
        days,
        snoozedUntil: row.snoozedUntil,
      });
    }
  }
  return quiet.sort((a, b) => b.days - a.days || a.guestId - b.guestId);
}

interface Due {
  title: string;
  at: Date;
}

/** Not-done tasks, action items and events of the viewer due before `end`, earliest first. */
async function dueBefore(db: Db, viewer: Viewer, end: Date): Promise<Due[]> {
  const followUps = async (table: typeof tasks | typeof actionItems, open: SQL): Promise<Due[]> => {
    const rows = await db
      .select({ title: table.title, at: table.dueDate })
      .from(table)
      .leftJoin(guests, eq(guests.id, table.guestId))
      .where(
        and(
          ownItems(viewer, table),
          assignedTo(viewer, table),
          open,
          isNotNull(table.dueDate),
          lt(table.dueDate, end),
        ),
      );
    return rows.map((row) => ({ title: row.title, at: row.at as Date }));
  };
  const events = await db
    .select({ title: calendarEvents.title, at: calendarEvents.startTime })
    .from(calendarEvents)
    .leftJoin(guests, eq(guests.id, calendarEvents.guestId))
    .where(
      and(
        ownItems(viewer, calendarEvents),
        eq(calendarEvents.isCompleted, false),
        lt(calendarEvents.startTime, end),
      ),
    )
    .orderBy(asc(calendarEvents.startTime));
  const all = [
    ...(await followUps(tasks, ne(tasks.status, 'completed'))),
    ...(await followUps(actionItems, eq(actionItems.isCompleted, false))),
    ...events,
  ];
  return all.sort((a, b) => a.at.getTime() - b.at.getTime() || a.title.localeCompare(b.title));
}

/** The digest's facts for the viewer's local day of `now`. */
export async function digestInput(
  db: Db,
  viewer: Viewer,
  options: { timeZone: string; rule: QuietRule; now: Date; link: string | null },
): Promise<DigestInput> {
  const { timeZone, now } = options;
  const local = localParts(now, timeZone);
  const startOfDay = zonedTime(local.year, local.month, local.day, 0, timeZone);
  const startOfTomorrow = zonedTime(local.year, local.month, local.day + 1, 0, timeZone);
  const due = await dueBefore(db, viewer, startOfTomorrow);
  const past = due.filter((item) => item.at < startOfDay);
  const today = due.filter((item) => item.at >= startOfDay);
  const quiet = await quietGuests(db, viewer, options.rule, now);
  const byStatus = new Map<string, string[]>();
  for (const guest of quiet) {
    const title = statusTitle(guest.status);
    byStatus.set(title, [...(byStatus.get(title) ?? []), guest.name]);
  }
  return {
    pastDue: past.length,
    pastDueTitles: past.map((item) => item.title),
    today: today.map((item) => item.title),
    quiet: [...byStatus].map(([status, names]) => ({ status, names })),
    link: options.link,
  };
}

/** Guests' snoozes are per viewer; an unknown or invisible guest answers 404 in the route. */
export async function snoozeGuest(
  db: Db,
  viewer: Viewer,
  guestId: number,
  until: Date,
): Promise<void> {
  await db
    .insert(guestQuietSnoozes)
    .values({ userId: viewer.id, guestId, until })
    .onConflictDoUpdate({
      target: [guestQuietSnoozes.userId, guestQuietSnoozes.guestId],
      set: { until: sql`excluded.until` },
    });
}
