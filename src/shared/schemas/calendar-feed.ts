// The private calendar feed (docs/decisions/010-calendar-feed-and-dark-mode.md): the
// account settings section's payloads. Only the token's hash is stored, so the feed's URL is in
// the answer of POST alone (turning it on or regenerating it); GET tells whether it is on.
import { z } from 'zod';

export const CALENDAR_FEED_MESSAGES = {
  invalidTimeZone: 'Time zone must be an IANA time zone such as Europe/Berlin',
  notFound: 'Calendar feed not found',
} as const;

export const CALENDAR_FEED_TEXT = {
  title: 'Calendar feed',
  intro:
    'Subscribe to your recording sessions, due tasks and action items from Google Calendar, Apple Calendar or Outlook.',
  turnOn: 'Turn on calendar feed',
  regenerate: 'Regenerate URL',
  turnOff: 'Turn off',
  copy: 'Copy URL',
  copied: 'Copied',
  urlLabel: 'Calendar feed URL',
  onceOnly:
    'Copy this URL now: for your privacy it is shown only once. Regenerate it to get a new one.',
  onWithoutUrl:
    'Your calendar feed is on. Its URL was shown when you turned it on; regenerate it to get a new one (the old URL stops working).',
  off: 'Your calendar feed is off.',
  turnedOn: 'Calendar feed turned on',
  regenerated: 'Calendar feed URL regenerated; the old URL no longer works',
  turnedOff: 'Calendar feed turned off',
  failed: 'Could not update the calendar feed',
} as const;

/** A time zone the runtime knows (Intl throws a RangeError for an unknown one). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * A known time zone with the runtime's capitals ("america/new_york" is "America/New_York"); only
 * the case changes, never the name (Asia/Kolkata stays, though some runtimes call it Calcutta).
 */
export function canonicalTimeZone(value: string): string {
  const lower = value.toLowerCase();
  const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  if (resolved.toLowerCase() === lower) return resolved;
  return Intl.supportedValuesOf('timeZone').find((zone) => zone.toLowerCase() === lower) ?? value;
}

/**
 * A time zone field (the calendar feed's, the notification settings'): trimmed, a zone the
 * runtime knows, in its canonical capitals; anything else earns `message`.
 */
export const timeZoneField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(100, { error: message })
    .refine(isTimeZone, { error: message })
    .transform(canonicalTimeZone);

/**
 * POST /api/user/calendar-feed: the browser's zone decides the day of all-day due dates. Left out,
 * a feed that is on keeps its zone, and a feed turned on takes UTC
 * (docs/product.md#calendar-feed-api).
 */
export const enableCalendarFeedSchema = z.object({
  timeZone: timeZoneField(CALENDAR_FEED_MESSAGES.invalidTimeZone).optional(),
});

/** GET and DELETE /api/user/calendar-feed. */
export const calendarFeedStatusSchema = z.object({
  enabled: z.boolean(),
  createdAt: z.string().nullable(),
  timeZone: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/user/calendar-feed: the status plus the URL, shown this once. */
export const calendarFeedCreatedSchema = calendarFeedStatusSchema.extend({ url: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;
