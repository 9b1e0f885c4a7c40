// SMS notification rules (docs/product.md#sms-notifications,
// docs/decisions/022-sms-notifications.md): local times in a user's zone, quiet hours, the words
// of a reminder and of the morning digest fitted to one SMS segment, and when a guest has gone
// quiet. Pure functions, shared by the job, the routes and the web app.
import type { GuestStatus } from './enums.js';

/** The reminders an event can have, in minutes before its start. */
export const REMINDER_OFFSETS = [15, 60, 1440] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

export const REMINDER_LABELS: Readonly<Record<ReminderOffset, string>> = {
  15: '15 minutes before',
  60: '1 hour before',
  1440: '1 day before',
};

/**
 * "SMS reminders: 1 day and 1 hour before" (or "1 day, 1 hour and 15 minutes before"), for an
 * event's details.
 */
export function reminderSummary(reminders: readonly number[]): string {
  const names = [...reminders]
    .sort((a, b) => b - a)
    .map((minutes) =>
      minutes >= 1440 ? '1 day' : minutes >= 60 ? '1 hour' : `${minutes} minutes`,
    );
  const last = names.pop();
  const listed = names.length > 0 ? `${names.join(', ')} and ${last}` : last;
  return `SMS reminders: ${listed} before`;
}

/** A recording is reminded of a day and an hour before unless the form says otherwise. */
export const RECORDING_DEFAULT_REMINDERS: readonly ReminderOffset[] = [1440, 60];

export const QUIET_SNOOZE_DAYS = [7, 14, 30] as const;

/** The defaults of a user who never saved preferences. */
export const NOTIFICATION_DEFAULTS = {
  smsEnabled: true,
  quietStart: '21:00',
  quietEnd: '08:00',
  digestEnabled: true,
  digestTime: '08:00',
  quietDaysLimbo: 14 as number | null,
  quietDaysOther: null as number | null,
} as const;

/** Messages a user may receive in 24 hours, whatever is due: stops a runaway. */
export const DAILY_MESSAGE_CAP = 10;

// ---- local time ------------------------------------------------------------------------------

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  /** Minutes since local midnight. */
  minutes: number;
  weekday: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock date and time of an instant in a zone. */
export function localParts(date: Date, timeZone: string): LocalParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    weekday: parts.weekday ?? '',
  };
}

/** "2026-11-22": the local calendar day of an instant. */
export function localDate(date: Date, timeZone: string): string {
  const { year, month, day } = localParts(date, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function offsetMs(instant: number, timeZone: string): number {
  const p = localParts(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, 0, p.minutes);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/**
 * The instant a wall-clock time of a local day happens in a zone (a day given as year, month and
 * day; days past the month's end roll over). A time skipped by a DST change lands just after it.
 */
export function zonedTime(
  year: number,
  month: number,
  day: number,
  minutes: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const first = wall - offsetMs(wall, timeZone);
  const second = wall - offsetMs(first, timeZone);
  return new Date(second === first ? first : Math.max(first, second));
}

/** "21:00" -> 1260. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export interface QuietHours {
  start: string;
  end: string;
}

/** Whether a local minute of the day is inside quiet hours (which may wrap midnight). */
export function inQuietHours(minutes: number, quiet: QuietHours): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/**
 * When a message due at `now` may go: `now` outside quiet hours, else the end of the quiet hours
 * (the next time the local clock reads their end).
 */
export function nextSendTime(now: Date, timeZone: string, quiet: QuietHours): Date {
  const local = localParts(now, timeZone);
  if (!inQuietHours(local.minutes, quiet)) return now;
  const end = minutesOf(quiet.end);
  const dayOffset = local.minutes < end ? 0 : 1;
  return zonedTime(local.year, local.month, local.day + dayOffset, end, timeZone);
}

/** "3:05 PM" in the zone. */
export function clockText(date: Date, timeZone: string): string {
  const { minutes } = localParts(date, timeZone);
  const hours = Math.floor(minutes / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

// ---- one SMS segment -------------------------------------------------------------------------

// The GSM 03.38 basic character set (and its extension table, two septets each).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** The length of a text in one segment's units, or null when it needs UCS-2 (70 a segment). */
export function gsmLength(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) length += 1;
    else if (GSM_EXTENDED.includes(char)) length += 2;
    else return null;
  }
  return length;
}

/** How many characters one segment holds for this text: 160 in GSM-7, else 70. */
export function segmentLimit(text: string): number {
  return gsmLength(text) === null ? 70 : 160;
}

function smsLength(text: string): number {
  return gsmLength(text) ?? [...text].length;
}

/**
 * Typographic punctuation a phone's keyboard types (curly quotes and apostrophes, dashes, the
 * ellipsis, a no-break space) as the plain characters GSM-7 has: one such character would make
 * the whole message UCS-2, with 70 characters a segment instead of 160.
 */
const PLAIN_PUNCTUATION: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u202F': ' ',
};

const TYPOGRAPHIC = new RegExp(`[${Object.keys(PLAIN_PUNCTUATION).join('')}]`, 'g');

const plainPunctuation = (text: string): string =>
  text.replace(TYPOGRAPHIC, (char) => PLAIN_PUNCTUATION[char] ?? char);

/** Shortens `text` with "..." to at most `max` characters (whole code points). */
function shorten(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return max <= 3 ? chars.slice(0, max).join('') : `${chars.slice(0, max - 3).join('')}...`;
}

/**
 * Builds a message from parts, shortening the flexible ones (longest first, none below
 * `minLength`) until it fits one segment; the fixed parts (a link) are never cut, so a message may
 * still need two when they alone are too long. `fits` says whether it got there.
 */
function fitted(
  build: (flex: string[]) => string,
  flex: string[],
  minLength = 4,
): { text: string; fits: boolean } {
  const parts = flex.map(plainPunctuation);
  for (;;) {
    const text = build(parts);
    const over = smsLength(text) - segmentLimit(text);
    if (over <= 0) return { text, fits: true };
    let longest = 0;
    parts.forEach((part, index) => {
      if ([...part].length > [...(parts[longest] ?? '')].length) longest = index;
    });
    const current = parts[longest] ?? '';
    const length = [...current].length;
    if (length <= minLength) return { text, fits: false };
    parts[longest] = shorten(current, Math.max(minLength, length - over));
  }
}

// ---- reminder --------------------------------------------------------------------------------

export interface ReminderEvent {
  title: string;
  startTime: Date;
  guestName: string | null;
  isVirtual: boolean;
  meetingLink: string | null;
}

/** "today", "tomorrow" or "Tue Nov 24", relative to `now` in the zone. */
function dayText(start: Date, now: Date, timeZone: string): string {
  const day = localDate(start, timeZone);
  if (day === localDate(now, timeZone)) return 'today';
  const today = localParts(now, timeZone);
  const tomorrow = zonedTime(today.year, today.month, today.day + 1, 12 * 60, timeZone);
  if (day === localDate(tomorrow, timeZone)) return 'tomorrow';
  const parts = localParts(start, timeZone);
  return `${parts.weekday} ${parts.month}/${parts.day}`;
}

/**
 * "Reminder: Podcast with Ana Ruiz with Ana Ruiz today at 3:00 PM. Join: https://..." — the event,
 * its guest, the local time and, when virtual, the meeting link, in one segment where it can.
 */
export function reminderText(event: ReminderEvent, now: Date, timeZone: string): string {
  const when = `${dayText(event.startTime, now, timeZone)} at ${clockText(event.startTime, timeZone)}${timeZone === 'UTC' ? ' UTC' : ''}`;
  const link = event.isVirtual && event.meetingLink ? ` Join: ${event.meetingLink}` : '';
  // A title that names the guest already ("Podcast with Ana Ruiz", the schedule dialog's own)
  // does not name them twice.
  const named =
    event.guestName !== null &&
    !event.title.toLowerCase().includes(event.guestName.trim().toLowerCase());
  const flex = named && event.guestName ? [event.title, event.guestName] : [event.title];
  return fitted(
    ([title, guest]) => `Reminder: ${title}${guest ? ` with ${guest}` : ''} ${when}.${link}`,
    flex,
  ).text;
}

// ---- digest ----------------------------------------------------------------------------------

export interface DigestInput {
  /** Tasks, action items and events before today, not done. */
  pastDue: number;
  /** Due or happening today, not done, by title in their order. */
  today: readonly string[];
  /** Past-due titles, first ones. */
  pastDueTitles: readonly string[];
  /** Guests gone quiet, by status title ("Limbo") then guest names. */
  quiet: readonly { status: string; names: readonly string[] }[];
  /** The Action Center's address, or null when the server does not know its own. */
  link: string | null;
}

/** Whether a digest has anything to say: nothing due and nobody quiet sends nothing. */
export function digestHasContent(input: DigestInput): boolean {
  return input.pastDue > 0 || input.today.length > 0 || input.quiet.some((q) => q.names.length);
}

const FIRST_TITLES = 3;
/** A title is not shortened below this: fewer titles read better than stubs. */
const MIN_TITLE = 14;

function titled(count: number, label: string, titles: readonly string[]): string {
  const more = count - titles.length;
  const list = titles.length ? `: ${titles.join('; ')}${more > 0 ? `; +${more} more` : ''}` : '';
  return `${count} ${label}${list}.`;
}

/**
 * "Guest Tracker: 3 due today: Call Ana Ruiz; Send notes; +1 more. 2 past due: ... 2 guests quiet
 * in Limbo: Ana, Bo. https://.../?panel=action-center": up to three titles of each list, fewer
 * (then none, then shortened names) until it fits one segment where it can.
 */
export function digestText(input: DigestInput): string {
  const link = input.link ? ` ${input.link}` : '';
  const quiet = input.quiet.filter((q) => q.names.length > 0);
  const compose = (shown: number, minLength: number) => {
    const today = input.today.slice(0, shown);
    const past = input.pastDueTitles.slice(0, Math.min(shown, input.pastDue));
    const flex = [...today, ...past, ...quiet.map((q) => q.names.join(', '))];
    return fitted(
      (parts) => {
        const sentences: string[] = [];
        if (input.today.length) {
          sentences.push(titled(input.today.length, 'due today', parts.slice(0, today.length)));
        }
        if (input.pastDue) {
          const titles = parts.slice(today.length, today.length + past.length);
          sentences.push(titled(input.pastDue, 'past due', titles));
        }
        quiet.forEach((q, index) => {
          const names = parts[today.length + past.length + index] ?? '';
          const noun = q.names.length === 1 ? 'guest' : 'guests';
          sentences.push(`${q.names.length} ${noun} quiet in ${q.status}: ${names}.`);
        });
        return `Guest Tracker: ${sentences.join(' ')}${link}`;
      },
      flex,
      minLength,
    );
  };
  for (let shown = FIRST_TITLES; shown > 0; shown -= 1) {
    const attempt = compose(shown, MIN_TITLE);
    if (attempt.fits) return attempt.text;
  }
  return compose(0, 4).text;
}

// ---- guests gone quiet -----------------------------------------------------------------------

export interface QuietRule {
  /** Days in Limbo without a journal entry before a guest is quiet; null: never. */
  limbo: number | null;
  /** The same for every other column but Complete; null: never. */
  other: number | null;
}

export interface QuietCandidate {
  status: GuestStatus;
  /** The newest journal entry's time, or the guest's creation when there is none. */
  lastActivityAt: Date;
  /** A snooze in force until this time, or null. */
  snoozedUntil: Date | null;
}

const DAY_MS = 86_400_000;

/**
 * How many whole days a guest has been quiet, or null when it is not quiet: Complete never is,
 * a snoozed guest is not until the snooze ends, and the rest after their column's limit.
 */
export function quietDays(guest: QuietCandidate, rule: QuietRule, now: Date): number | null {
  if (guest.status === 'complete') return null;
  if (guest.snoozedUntil && guest.snoozedUntil > now) return null;
  const limit = guest.status === 'limbo' ? rule.limbo : rule.other;
  if (limit === null) return null;
  const elapsed = now.getTime() - guest.lastActivityAt.getTime();
  return elapsed > limit * DAY_MS ? Math.floor(elapsed / DAY_MS) : null;
}
