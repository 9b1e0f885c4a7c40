// The SMS notification rules (src/shared/notifications.ts, docs/product.md#sms-notifications):
// local times across DST changes, quiet hours, the reminder and digest texts in one segment, and
// when a guest has gone quiet.
import { describe, expect, it } from 'vitest';
import { reminderSummary } from '#shared/notifications.js';
import {
  digestHasContent,
  digestText,
  gsmLength,
  inQuietHours,
  localDate,
  nextSendTime,
  quietDays,
  reminderText,
  segmentLimit,
  zonedTime,
} from '#shared/notifications.js';
import {
  NOTIFICATION_MESSAGES,
  notificationPreferencesBodySchema,
} from '#shared/schemas/notifications.js';
import { canonicalTimeZone } from '#shared/schemas/calendar-feed.js';
import { issueErrors } from '#web/lib/api.js';

const NY = 'America/New_York';
const QUIET = { start: '21:00', end: '08:00' };
const iso = (date: Date) => date.toISOString();

describe('local times', () => {
  it('finds a wall-clock time on both sides of the autumn DST change', () => {
    // New York leaves daylight time at 02:00 on 1 November 2026.
    expect(iso(zonedTime(2026, 10, 31, 8 * 60, NY))).toBe('2026-10-31T12:00:00.000Z');
    expect(iso(zonedTime(2026, 11, 1, 8 * 60, NY))).toBe('2026-11-01T13:00:00.000Z');
    expect(iso(zonedTime(2026, 11, 2, 8 * 60, NY))).toBe('2026-11-02T13:00:00.000Z');
  });

  it('lands a time skipped by the spring change just after it', () => {
    // 02:30 does not exist on 8 March 2026 in New York.
    expect(iso(zonedTime(2026, 3, 8, 2 * 60 + 30, NY))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(zonedTime(2026, 3, 8, 8 * 60, NY))).toBe('2026-03-08T12:00:00.000Z');
  });

  it('rolls a day past the month end over, and reads local dates', () => {
    expect(iso(zonedTime(2026, 11, 31, 0, 'Europe/Berlin'))).toBe('2026-11-30T23:00:00.000Z');
    expect(localDate(new Date('2026-11-23T04:30:00Z'), NY)).toBe('2026-11-22');
    expect(localDate(new Date('2026-11-23T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-24');
  });
});

describe('quiet hours', () => {
  it('wraps midnight, includes the start and excludes the end', () => {
    expect(inQuietHours(21 * 60, QUIET)).toBe(true);
    expect(inQuietHours(23 * 60, QUIET)).toBe(true);
    expect(inQuietHours(7 * 60 + 59, QUIET)).toBe(true);
    expect(inQuietHours(8 * 60, QUIET)).toBe(false);
    expect(inQuietHours(20 * 60 + 59, QUIET)).toBe(false);
    expect(inQuietHours(13 * 60, { start: '12:00', end: '14:00' })).toBe(true);
    expect(inQuietHours(15 * 60, { start: '12:00', end: '14:00' })).toBe(false);
    expect(inQuietHours(15 * 60, { start: '08:00', end: '08:00' })).toBe(false);
  });

  it('moves a message due in quiet hours to their end in the user zone', () => {
    const evening = new Date('2026-11-23T03:00:00Z'); // 22:00 in New York
    expect(iso(nextSendTime(evening, NY, QUIET))).toBe('2026-11-23T13:00:00.000Z');
    const early = new Date('2026-11-23T10:00:00Z'); // 05:00
    expect(iso(nextSendTime(early, NY, QUIET))).toBe('2026-11-23T13:00:00.000Z');
    const day = new Date('2026-11-23T15:00:00Z');
    expect(nextSendTime(day, NY, QUIET)).toBe(day);
  });

  it('ends quiet hours at the local time across the DST change', () => {
    // 22:00 EDT on 31 October; the night ends at 08:00 EST on 1 November.
    const night = new Date('2026-11-01T02:00:00Z');
    expect(iso(nextSendTime(night, NY, QUIET))).toBe('2026-11-01T13:00:00.000Z');
  });
});

describe("the Notifications tab's check before saving", () => {
  it('keys the first message of each field as the server would', () => {
    const checked = notificationPreferencesBodySchema.safeParse({
      quietStart: '25:00',
      quietDaysLimbo: 0,
      quietDaysOther: 366,
      digestEnabled: true,
    });
    expect(checked.success).toBe(false);
    expect(issueErrors(checked.error?.issues ?? [])).toEqual({
      quietStart: NOTIFICATION_MESSAGES.invalidTime,
      quietDaysLimbo: NOTIFICATION_MESSAGES.invalidQuietDays,
      quietDaysOther: NOTIFICATION_MESSAGES.invalidQuietDays,
    });
    expect(
      notificationPreferencesBodySchema.safeParse({ quietStart: '08:00', quietEnd: '08:00' })
        .success,
    ).toBe(true);
  });
});

describe('time zones as saved', () => {
  it('take the runtime capitals and keep their own name', () => {
    expect(canonicalTimeZone('america/new_york')).toBe('America/New_York');
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    // A newer name some runtimes resolve to an older one (Asia/Calcutta) stays as the user has it.
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kyiv')).toBe('Europe/Kyiv');
  });
});

describe("an event's reminder summary", () => {
  it('lists the reminders, longest first, joined as a sentence', () => {
    expect(reminderSummary([60])).toBe('SMS reminders: 1 hour before');
    expect(reminderSummary([60, 1440])).toBe('SMS reminders: 1 day and 1 hour before');
    expect(reminderSummary([15, 1440, 60])).toBe(
      'SMS reminders: 1 day, 1 hour and 15 minutes before',
    );
  });
});

describe('reminder text', () => {
  const now = new Date('2026-11-23T14:00:00Z');
  const event = {
    title: 'Podcast with Ana Ruiz',
    startTime: new Date('2026-11-23T20:00:00Z'),
    guestName: 'Ana Ruiz',
    isVirtual: false,
    meetingLink: null,
  };

  it('names the event, the guest and the local time', () => {
    expect(reminderText({ ...event, title: 'Recording' }, now, NY)).toBe(
      'Reminder: Recording with Ana Ruiz today at 3:00 PM.',
    );
    // A title that names the guest already does not name them twice.
    expect(reminderText(event, now, NY)).toBe('Reminder: Podcast with Ana Ruiz today at 3:00 PM.');
    const tomorrow = { ...event, startTime: new Date('2026-11-24T14:05:00Z') };
    expect(reminderText(tomorrow, now, NY)).toBe(
      'Reminder: Podcast with Ana Ruiz tomorrow at 9:05 AM.',
    );
    const later = { ...event, startTime: new Date('2026-11-27T14:05:00Z') };
    expect(reminderText(later, now, NY)).toMatch(/ Fri 11\/27 at 9:05 AM\.$/);
    expect(reminderText({ ...event, guestName: null }, now, 'UTC')).toBe(
      'Reminder: Podcast with Ana Ruiz today at 8:00 PM UTC.',
    );
  });

  it('fits one segment by shortening the title and the name, never the link', () => {
    const link = 'https://zoom.us/j/1234567890?pwd=abcdefghijklmnop';
    const long = {
      ...event,
      title: 'A very long recording session title '.repeat(4),
      guestName: 'Dr. Alexandra Montgomery-Whitfield of the Institute',
      isVirtual: true,
      meetingLink: link,
    };
    const text = reminderText(long, now, NY);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toContain(`Join: ${link}`);
    expect(text).toContain('...');
    expect(text).toContain('today at 3:00 PM');
  });

  it("writes a phone's curly quotes and dashes as plain ones, keeping 160 characters a segment", () => {
    const link = 'https://us02web.zoom.us/j/81234567890?pwd=QWxhZGRpbjpvcGVuIHNlc2FtZQ12345';
    const text = reminderText(
      {
        ...event,
        title:
          'Host\u2019s \u201Cdeep dive\u201D recording \u2013 the future of independent podcasting',
        isVirtual: true,
        meetingLink: link,
      },
      now,
      NY,
    );
    expect(text).toMatch(/^Reminder: Host's "deep dive" recording - the .*\.\.\. with Ana Ruiz/);
    expect(text).toContain(`today at 3:00 PM. Join: ${link}`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(segmentLimit(text)).toBe(160);
  });

  it('counts GSM-7 and falls back to 70 characters for other alphabets', () => {
    expect(gsmLength('Café [x]')).toBe(10);
    expect(gsmLength('Zoë 🎙')).toBeNull();
    expect(segmentLimit('plain')).toBe(160);
    const text = reminderText({ ...event, guestName: 'Łukasz Żółkiewski' }, now, NY);
    expect([...text].length).toBeLessThanOrEqual(70);
  });
});

describe('digest text', () => {
  const base = { pastDue: 0, pastDueTitles: [], today: [], quiet: [], link: null };

  it('is empty on a day with nothing due and nobody quiet', () => {
    expect(digestHasContent(base)).toBe(false);
    expect(digestHasContent({ ...base, quiet: [{ status: 'Limbo', names: [] }] })).toBe(false);
    expect(digestHasContent({ ...base, pastDue: 1, pastDueTitles: ['x'] })).toBe(true);
  });

  it('gives counts, the first three titles and the quiet guests', () => {
    expect(
      digestText({
        pastDue: 2,
        pastDueTitles: ['Invoice', 'Edit'],
        today: ['Call Ana Ruiz', 'Send notes', 'Book studio', 'Recording'],
        quiet: [{ status: 'Limbo', names: ['Ana', 'Bo'] }],
        link: null,
      }),
    ).toBe(
      'Guest Tracker: 4 due today: Call Ana Ruiz; Send notes; Book studio; +1 more. 2 past due: Invoice; Edit. 2 guests quiet in Limbo: Ana, Bo.',
    );
  });

  it('shows fewer titles rather than stubs when the link takes room', () => {
    expect(
      digestText({
        pastDue: 2,
        pastDueTitles: ['Invoice', 'Edit'],
        today: ['Call Ana Ruiz', 'Send notes', 'Book studio', 'Recording'],
        quiet: [{ status: 'Limbo', names: ['Ana', 'Bo'] }],
        link: 'https://g.example.com/?panel=action-center',
      }),
    ).toBe(
      'Guest Tracker: 4 due today: Call Ana Ruiz; +3 more. 2 past due: Invoice; +1 more. 2 guests quiet in Limbo: Ana, Bo. https://g.example.com/?panel=action-center',
    );
  });

  it('shortens titles to stay within one segment', () => {
    const title = 'Follow up with the producer about the season finale schedule';
    const text = digestText({
      ...base,
      today: [title, title, title],
      pastDue: 5,
      pastDueTitles: [title, title, title],
      link: 'https://g.example.com/?panel=action-center',
    });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^Guest Tracker: 3 due today: .+ 5 past due: .+; \+4 more\. https:/);
  });
});

describe('guests gone quiet', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const days = (count: number) => new Date(now.getTime() - count * 86_400_000);
  const rule = { limbo: 14, other: null };

  it('counts a Limbo guest quiet after more than 14 days without an entry', () => {
    const guest = { status: 'limbo' as const, lastActivityAt: days(14), snoozedUntil: null };
    expect(quietDays(guest, rule, now)).toBeNull();
    expect(quietDays({ ...guest, lastActivityAt: days(15) }, rule, now)).toBe(15);
  });

  it('leaves other columns alone unless the user sets a limit, and Complete always', () => {
    const guest = { status: 'hot' as const, lastActivityAt: days(40), snoozedUntil: null };
    expect(quietDays(guest, rule, now)).toBeNull();
    expect(quietDays(guest, { limbo: 14, other: 30 }, now)).toBe(40);
    expect(quietDays({ ...guest, status: 'complete' }, { limbo: 1, other: 1 }, now)).toBeNull();
    expect(quietDays({ ...guest, status: 'limbo' }, { limbo: null, other: 1 }, now)).toBeNull();
  });

  it('is not quiet while snoozed', () => {
    const guest = { status: 'limbo' as const, lastActivityAt: days(30), snoozedUntil: days(-1) };
    expect(quietDays(guest, rule, now)).toBeNull();
    expect(quietDays({ ...guest, snoozedUntil: days(1) }, rule, now)).toBe(30);
  });
});
