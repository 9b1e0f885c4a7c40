// The private calendar feed (docs/decisions/010-calendar-feed-and-dark-mode.md): turning
// a user's feed on (a fresh 256-bit token whose sha256 alone is stored), off, and building the
// iCalendar text from what the user's Action Center shows: calendar events, and dated tasks and
// action items still to do as all-day entries. Items of archived guests are left out by the list
// functions (docs/product.md#archiving).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import type { ICalCalendar } from 'ical-generator';
import type { CalendarFeedCreated, CalendarFeedStatus } from '#shared/schemas/calendar-feed.js';
import type { Clock } from '../context.js';
import type { Db } from '../db/client.js';
import { calendarFeeds, users } from '../db/schema/index.js';
import type { ActionItem, CalendarEvent, CalendarFeed, Task, User } from '../db/schema/index.js';
import { actionItemKind } from './action-items.js';
import type { AgendaRow } from './agenda/kind.js';
import { listItems } from './agenda/service.js';
import { calendarEventKind } from './calendar.js';
import { taskKind } from './tasks.js';

/** The feed's path below the origin; the token follows, then `.ics`. */
export const FEED_PATH = '/api/calendar-feed/';
/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** How often calendar apps are asked to refresh (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const toStatus = (feed: CalendarFeed | undefined): CalendarFeedStatus =>
  feed
    ? { enabled: true, createdAt: feed.createdAt.toISOString(), timeZone: feed.timeZone }
    : { enabled: false, createdAt: null, timeZone: null };

export async function getFeedStatus(db: Db, userId: number): Promise<CalendarFeedStatus> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return toStatus(feed);
}

/**
 * Turns the feed on, or gives it a new token when it is on already: the old URL answers 404 from
 * this moment. The URL is returned this once; only its token's hash is kept. A zone sent replaces
 * the stored one; none sent keeps it (a feed turned on takes the column's default, UTC).
 */
export async function enableFeed(
  deps: { db: Db; clock: Clock },
  userId: number,
  timeZone: string | undefined,
  origin: string,
): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString('base64url');
  const values = {
    tokenHash: hashToken(token),
    createdAt: deps.clock(),
    ...(timeZone === undefined ? {} : { timeZone }),
  };
  const [feed] = await deps.db
    .insert(calendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values })
    .returning();
  return { ...toStatus(feed), url: `${origin}${FEED_PATH}${token}.ics` };
}

export async function disableFeed(db: Db, userId: number): Promise<CalendarFeedStatus> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return toStatus(undefined);
}

/** The feed and its user for a token, or null (malformed, unknown, revoked, account deleted). */
export async function findFeed(
  db: Db,
  token: string,
): Promise<{ feed: CalendarFeed; user: User } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ feed: calendarFeeds, user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), eq(users.isDeleted, false)))
    .limit(1);
  return row ?? null;
}

/** The wall clock of `date` in `timeZone`: its day ("2026-11-27") and time ("00:00:00.000"). */
function wallClock(date: Date, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      fractionalSecondDigits: 3,
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}.${parts.fractionalSecond}`,
  };
}

/**
 * A day ("2026-11-27") as a UTC midnight (ical-generator writes UTC days), or null for a day an
 * iCalendar date cannot hold: a year of other than four digits. A date is checked within the
 * years 1000 to 9999 in UTC (docs/product.md#validation), but the feed's zone may move its day
 * across either end (9999-12-31 at noon UTC is 10000-01-01 in Kiritimati).
 */
function writableDay(day: string): Date | null {
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The calendar day of `date` in `timeZone`, as a UTC midnight; its UTC day when the zone's day is
 * one no iCalendar date can hold.
 */
export function dayIn(date: Date, timeZone: string): Date {
  return (
    writableDay(wallClock(date, timeZone).day) ??
    (writableDay(date.toISOString().slice(0, 10)) as Date)
  );
}

/**
 * The day of an all-day event in `timeZone`, or null for an event with times. An all-day event
 * runs from the start of its day to 23:59:59.999 (docs/product.md#validation), in the zone of the
 * browser that made it: in the feed's zone it is a day, elsewhere the hours it covers there.
 */
export function allDayIn(start: Date, end: Date, timeZone: string): Date | null {
  const from = wallClock(start, timeZone);
  const to = wallClock(end, timeZone);
  const allDay = from.time === '00:00:00.000' && to.time === '23:59:59.999' && to.day === from.day;
  // A day no iCalendar date can hold: the event's hours, as for one of another zone.
  return allDay ? writableDay(from.day) : null;
}

const lines = (...parts: (string | null | undefined)[]): string =>
  parts.filter((part): part is string => Boolean(part && part.trim())).join('\n');

const guestLine = (guestName: string | null) => (guestName ? `Guest: ${guestName}` : null);

function addEvent(
  calendar: ICalCalendar,
  host: string,
  { item: event, guestName }: AgendaRow<CalendarEvent>,
  timeZone: string,
) {
  const day = allDayIn(event.startTime, event.endTime, timeZone);
  calendar.createEvent({
    id: `event-${event.id}@${host}`,
    stamp: event.updatedAt,
    created: event.createdAt,
    lastModified: event.updatedAt,
    ...(day ? { start: day, allDay: true } : { start: event.startTime, end: event.endTime }),
    // A completed event took place: it stays in the calendar, marked.
    summary: event.isCompleted ? `✓ ${event.title}` : event.title,
    location: event.location || (event.isVirtual ? event.meetingLink : null) || null,
    url: event.meetingLink || null,
    description: lines(
      guestLine(guestName),
      event.description,
      event.meetingLink ? `Meeting link: ${event.meetingLink}` : null,
    ),
    status: ICalEventStatus.CONFIRMED,
  });
}

interface DueItem {
  uid: string;
  title: string;
  description: string;
  dueDate: Date;
  updatedAt: Date;
  createdAt: Date;
  guestName: string | null;
}

function addDueItem(calendar: ICalCalendar, item: DueItem, timeZone: string) {
  calendar.createEvent({
    id: item.uid,
    stamp: item.updatedAt,
    created: item.createdAt,
    lastModified: item.updatedAt,
    start: dayIn(item.dueDate, timeZone),
    allDay: true,
    summary: item.title,
    description: lines(guestLine(item.guestName), item.description),
    // A due date is a deadline, not an appointment: it does not block the day.
    transparency: ICalEventTransparency.TRANSPARENT,
  });
}

const dueTask = ({ item: task, guestName }: AgendaRow<Task>, host: string): DueItem | null =>
  task.dueDate && task.status !== 'completed'
    ? {
        uid: `task-${task.id}@${host}`,
        title: `Task: ${task.title}`,
        description: task.description,
        dueDate: task.dueDate,
        updatedAt: task.updatedAt,
        createdAt: task.createdAt,
        guestName,
      }
    : null;

const dueActionItem = ({ item, guestName }: AgendaRow<ActionItem>, host: string) =>
  item.dueDate && !item.isCompleted
    ? {
        uid: `action-item-${item.id}@${host}`,
        title: `Action item: ${item.title}`,
        description: lines(`Priority: ${item.priority}`, item.description),
        dueDate: item.dueDate,
        updatedAt: item.updatedAt,
        createdAt: item.createdAt,
        guestName,
      }
    : null;

/**
 * The right-hand side of the feed's UIDs (`event-12@<this>`): taken from the feed's random token
 * (through its stored hash), so UIDs are unique across installations, stable while the feed
 * lives, the same on every instance, and not up to the request's Host header
 * (docs/decisions/024).
 */
function uidDomain(feed: Pick<CalendarFeed, 'tokenHash'>): string {
  return `${feed.tokenHash.slice(0, 32)}.feed.guest-tracker`;
}

/** The iCalendar text of the user's feed. */
export async function buildFeed(
  db: Db,
  { feed, user }: { feed: CalendarFeed; user: User },
): Promise<string> {
  const host = uidDomain(feed);
  const [events, tasks, actionItems] = await Promise.all([
    listItems(db, calendarEventKind, user),
    listItems(db, taskKind, user),
    listItems(db, actionItemKind, user),
  ]);
  const calendar = ical({
    prodId: { company: 'Podcast Guest Tracker', product: 'Guest Tracker', language: 'EN' },
    name: `Podcast guests (${user.username})`,
    ttl: REFRESH_SECONDS,
  });
  for (const row of events) addEvent(calendar, host, row, feed.timeZone);
  for (const row of tasks) {
    const item = dueTask(row, host);
    if (item) addDueItem(calendar, item, feed.timeZone);
  }
  for (const row of actionItems) {
    const item = dueActionItem(row, host);
    if (item) addDueItem(calendar, item, feed.timeZone);
  }
  return calendar.toString();
}
