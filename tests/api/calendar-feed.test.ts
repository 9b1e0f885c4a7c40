// The private calendar feed (docs/decisions/010-calendar-feed-and-dark-mode.md): turning it on, off
// and regenerating it in account settings, and the feed itself, parsed with an iCalendar parser
// (node-ical) and checked against RFC 5545's required properties.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ical from 'node-ical';
import type { VEvent } from 'node-ical';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarFeeds } from '#server/db/schema/index.js';
import {
  archiveGuest,
  caller,
  created,
  fieldErrors,
  organization,
} from '../helpers/action-center.js';
import { addGuest as addGuestVia, createTestApp, PASSWORD, signedInUser } from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const addGuest = (cookie: string, fields: Json = {}) => addGuestVia(t, cookie, fields);
const FEED = '/api/user/calendar-feed';

interface Created {
  enabled: boolean;
  createdAt: string;
  timeZone: string;
  url: string;
}

async function turnOn(cookie: string, payload: Json = { timeZone: 'UTC' }): Promise<Created> {
  const response = await call(cookie, 'POST', FEED, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Created;
}

/** The feed's path from its URL, fetched without any cookie. */
async function fetchFeed(url: string) {
  return t.app.inject({ method: 'GET', url: new URL(url).pathname });
}

/** The UIDs' domain of a feed URL: from the feed's token, not from any host name. */
function uidDomainOf(url: string): string {
  const token = new URL(url).pathname
    .split('/')
    .at(-1)!
    .replace(/\.ics$/, '');
  return `${createHash('sha256').update(token).digest('hex').slice(0, 32)}.feed.guest-tracker`;
}

async function feedEvents(url: string): Promise<{ text: string; events: VEvent[] }> {
  const response = await fetchFeed(url);
  expect(response.statusCode, response.body).toBe(200);
  const parsed = ical.sync.parseICS(response.body);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  return { text: response.body, events };
}

const create = (cookie: string, path: string, payload: Json) => created(t, cookie, path, payload);

const event = {
  title: 'Recording with Jane Doe',
  description: 'Episode 12',
  startTime: '2026-11-25T15:00:00.000Z',
  endTime: '2026-11-25T16:00:00.000Z',
  eventType: 'recording',
};

describe('managing the feed in account settings', () => {
  it('is off at first; POST turns it on and answers the URL with a 256-bit token once', async () => {
    const { cookie } = await signedInUser(t);
    expect((await call(cookie, 'GET', FEED)).json()).toEqual({
      enabled: false,
      createdAt: null,
      timeZone: null,
    });
    const created = await turnOn(cookie, { timeZone: 'europe/berlin ' });
    expect(created).toMatchObject({ enabled: true, timeZone: 'Europe/Berlin' });
    expect(created.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar-feed\/[\w-]{43}\.ics$/);
    const status = await call(cookie, 'GET', FEED);
    expect(status.json()).toEqual({
      enabled: true,
      createdAt: created.createdAt,
      timeZone: 'Europe/Berlin',
    });
    expect(status.body).not.toContain(new URL(created.url).pathname.split('/').pop()!.slice(0, 43));
  });

  it('stores only the hash of the token', async () => {
    const { user, cookie } = await signedInUser(t);
    const { url } = await turnOn(cookie);
    const token = url.split('/').pop()!.replace('.ics', '');
    const [row] = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, user.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('defaults the time zone to UTC and refuses an unknown one', async () => {
    const { cookie } = await signedInUser(t);
    const response = await call(cookie, 'POST', FEED, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ enabled: true, timeZone: 'UTC' });
    expect(fieldErrors(await call(cookie, 'POST', FEED, { timeZone: 'Mars/Olympus' }))).toEqual({
      timeZone: 'Time zone must be an IANA time zone such as Europe/Berlin',
    });
  });

  it('keeps the stored time zone when regenerating without one; a zone sent replaces it', async () => {
    const { cookie } = await signedInUser(t);
    const first = await turnOn(cookie, { timeZone: 'America/Los_Angeles' });
    expect(first).toMatchObject({ timeZone: 'America/Los_Angeles' });
    const again = await turnOn(cookie, {});
    expect(again).toMatchObject({ enabled: true, timeZone: 'America/Los_Angeles' });
    expect(again.url).not.toBe(first.url);
    expect((await call(cookie, 'GET', FEED)).json()).toMatchObject({
      timeZone: 'America/Los_Angeles',
    });
    expect(await turnOn(cookie, { timeZone: 'Asia/Tokyo' })).toMatchObject({
      timeZone: 'Asia/Tokyo',
    });
    // Turned off, the zone goes with the feed: on again without one is UTC.
    await call(cookie, 'DELETE', FEED);
    expect(await turnOn(cookie, {})).toMatchObject({ timeZone: 'UTC' });
  });

  it('regenerating makes the old URL answer 404; turning off makes the URL answer 404', async () => {
    const { cookie } = await signedInUser(t);
    const first = await turnOn(cookie);
    expect((await fetchFeed(first.url)).statusCode).toBe(200);
    const second = await turnOn(cookie);
    expect(second.url).not.toBe(first.url);
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: 'Calendar feed not found' });
    expect((await fetchFeed(second.url)).statusCode).toBe(200);

    const off = await call(cookie, 'DELETE', FEED);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, createdAt: null, timeZone: null });
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
    expect((await call(cookie, 'GET', FEED)).json()).toMatchObject({ enabled: false });
  });

  it('answers 401 without a session on every management route', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(undefined, method, FEED);
      expect(response.statusCode, method).toBe(401);
    }
  });
});

describe('the feed', () => {
  it('is text/calendar with the RFC 5545 required properties, fetched without a cookie', async () => {
    const { cookie } = await signedInUser(t);
    await create(cookie, '/api/calendar', event);
    await create(cookie, '/api/tasks', { title: 'Send questions', dueDate: '2026-11-27' });
    const { url } = await turnOn(cookie);
    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = ical.sync.parseICS(response.body);
    const calendar = Object.values(parsed).find((c) => c?.type === 'VCALENDAR') as
      Record<string, unknown> | undefined;
    expect(calendar).toMatchObject({ version: '2.0' });
    expect(calendar?.prodid).toMatch(/Podcast Guest Tracker/);
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(response.body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(events).toHaveLength(2);
    for (const entry of events) {
      expect(entry.uid).toBeTruthy();
      expect(entry.dtstamp).toBeInstanceOf(Date);
      expect(entry.start).toBeInstanceOf(Date);
    }
  });

  it('holds events with guest, location and link, and dated open items as all-day entries', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { name: 'Jane Doe' });
    const recording = await create(cookie, '/api/calendar', {
      ...event,
      guestId: guest.id,
      location: 'Studio B',
    });
    const call2 = await create(cookie, '/api/calendar', {
      ...event,
      title: 'Intro call',
      eventType: 'intro_call',
      isVirtual: true,
      meetingLink: 'https://zoom.us/j/123',
      meetingPassword: 'secret-pass',
    });
    const task = await create(cookie, '/api/tasks', {
      title: 'Send questions',
      description: 'Five questions',
      guestId: guest.id,
      dueDate: '2026-11-27T00:00:00+01:00',
    });
    await create(cookie, '/api/tasks', { title: 'Undated task' });
    await create(cookie, '/api/tasks', { title: 'Evergreen task', isEvergreen: true });
    await create(cookie, '/api/tasks', {
      title: 'Done task',
      dueDate: '2026-11-28',
      status: 'completed',
    });
    const item = await create(cookie, '/api/action-items', {
      title: 'Book studio',
      dueDate: '2026-11-29',
      priority: 'high',
    });
    const doneItem = await create(cookie, '/api/action-items', {
      title: 'Done item',
      dueDate: '2026-11-30',
    });
    const completed = await call(cookie, 'PATCH', `/api/action-items/${doneItem.id}/complete`, {
      isCompleted: true,
    });
    expect(completed.statusCode).toBe(200);
    await create(cookie, '/api/action-items', { title: 'Undated item' });

    const { url } = await turnOn(cookie, { timeZone: 'Europe/Berlin' });
    const { text, events } = await feedEvents(url);
    const host = uidDomainOf(url);
    const byUid = Object.fromEntries(events.map((entry) => [entry.uid, entry]));
    expect(Object.keys(byUid).sort()).toEqual(
      [
        `event-${recording.id}@${host}`,
        `event-${call2.id}@${host}`,
        `task-${task.id}@${host}`,
        `action-item-${item.id}@${host}`,
      ].sort(),
    );

    const rec = byUid[`event-${recording.id}@${host}`]!;
    expect(rec.summary).toBe('Recording with Jane Doe');
    expect(rec.location).toBe('Studio B');
    expect(rec.description).toBe('Guest: Jane Doe\nEpisode 12');
    expect(rec.start.toISOString()).toBe('2026-11-25T15:00:00.000Z');
    expect(rec.end?.toISOString()).toBe('2026-11-25T16:00:00.000Z');
    expect(rec.datetype).toBe('date-time');

    const virtual = byUid[`event-${call2.id}@${host}`]!;
    expect(virtual.location).toBe('https://zoom.us/j/123');
    expect(virtual.description).toContain('Meeting link: https://zoom.us/j/123');
    expect(text).not.toContain('secret-pass');

    const due = byUid[`task-${task.id}@${host}`]!;
    expect(due.summary).toBe('Task: Send questions');
    expect(due.description).toBe('Guest: Jane Doe\nFive questions');
    expect(due.datetype).toBe('date');
    // Midnight in Berlin is the evening before in UTC: the day is the Berlin one.
    expect(text).toContain('DTSTART;VALUE=DATE:20261127\r\n');
    const actionItem = byUid[`action-item-${item.id}@${host}`]!;
    expect(actionItem.summary).toBe('Action item: Book studio');
    expect(actionItem.description).toContain('Priority: high');
    expect(actionItem.datetype).toBe('date');
    expect(text).toContain('DTSTART;VALUE=DATE:20261129\r\n');
  });

  it("writes an all-day event as a day in the feed's zone, and one of another zone with its hours", async () => {
    const { cookie } = await signedInUser(t);
    // Made in Berlin: midnight to 23:59:59.999 there, on the day the clocks go forward (23 hours).
    const berlinDay = await create(cookie, '/api/calendar', {
      ...event,
      title: 'Studio day',
      startTime: '2027-03-27T23:00:00.000Z',
      endTime: '2027-03-28T21:59:59.999Z',
    });
    // Made in New York: all day there, 6:00 to 5:59:59.999 the next day in Berlin.
    const newYorkDay = await create(cookie, '/api/calendar', {
      ...event,
      title: 'Travel day',
      startTime: '2027-04-05T04:00:00.000Z',
      endTime: '2027-04-06T03:59:59.999Z',
    });
    const { url } = await turnOn(cookie, { timeZone: 'Europe/Berlin' });
    const { text, events } = await feedEvents(url);
    const byUid = Object.fromEntries(events.map((entry) => [entry.uid, entry]));
    const host = uidDomainOf(url);

    const studio = byUid[`event-${berlinDay.id}@${host}`]!;
    expect(studio.datetype).toBe('date');
    expect(text).toContain('DTSTART;VALUE=DATE:20270328\r\n');
    expect(text).not.toContain('20270328T');
    const travel = byUid[`event-${newYorkDay.id}@${host}`]!;
    expect(travel.datetype).toBe('date-time');
    expect(travel.start.toISOString()).toBe('2027-04-05T04:00:00.000Z');
    // iCalendar times are whole seconds.
    expect(travel.end?.toISOString()).toBe('2027-04-06T03:59:59.000Z');
  });

  it("writes an item whose day in the feed's zone leaves the years 1000 to 9999 on its UTC day", async () => {
    const { cookie } = await signedInUser(t);
    // Noon UTC on Dec 31, 9999 is already Jan 1, 10000 in Kiritimati (UTC+14); the first hours of
    // Jan 1, 1000 (UTC) are still Dec 31, 999 at UTC-12. Neither day fits an iCalendar date.
    const late = await create(cookie, '/api/action-items', {
      title: 'Last of all',
      dueDate: '9999-12-31T12:00:00Z',
    });
    const early = await create(cookie, '/api/tasks', {
      title: 'First of all',
      dueDate: '1000-01-01T05:00:00Z',
    });
    // An all-day event on that last day where it was made (UTC): in Kiritimati it has hours.
    const lastDay = await create(cookie, '/api/calendar', {
      ...event,
      title: 'Last day',
      startTime: '9999-12-31T00:00:00.000Z',
      endTime: '9999-12-31T23:59:59.999Z',
    });
    for (const timeZone of ['Pacific/Kiritimati', 'Etc/GMT+12']) {
      const { url } = await turnOn(cookie, { timeZone });
      const { text, events } = await feedEvents(url);
      const host = uidDomainOf(url);
      const uids = events.map((entry) => entry.uid);
      expect(uids, timeZone).toEqual(
        expect.arrayContaining([
          `action-item-${late.id}@${host}`,
          `task-${early.id}@${host}`,
          `event-${lastDay.id}@${host}`,
        ]),
      );
      expect(text, timeZone).toContain('DTSTART;VALUE=DATE:99991231\r\n');
      expect(text, timeZone).toContain('DTSTART;VALUE=DATE:10000101\r\n');
    }
  });

  it('keeps UIDs stable across fetches and marks a completed event', async () => {
    const { cookie } = await signedInUser(t);
    const created = await create(cookie, '/api/calendar', event);
    const { url } = await turnOn(cookie);
    const before = await feedEvents(url);
    expect((await call(cookie, 'PATCH', `/api/calendar/${created.id}/complete`)).statusCode).toBe(
      200,
    );
    const after = await feedEvents(url);
    expect(after.events.map((e) => e.uid)).toEqual(before.events.map((e) => e.uid));
    // Whatever Host the request names, the UIDs stay the same.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { host: 'attacker.example' },
    });
    const parsed = Object.values(ical.sync.parseICS(elsewhere.body)).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(parsed.map((e) => e.uid)).toEqual(before.events.map((e) => e.uid));
    expect(elsewhere.body).not.toContain('attacker.example');
    expect(after.events[0]?.summary).toBe('✓ Recording with Jane Doe');
  });

  it("leaves out an archived guest's items and other users' items", async () => {
    const { cookie } = await signedInUser(t);
    const other = await signedInUser(t);
    const archived = await addGuest(cookie, { name: 'Gone Guest' });
    await create(cookie, '/api/calendar', {
      ...event,
      title: 'Archived rec',
      guestId: archived.id,
    });
    await create(cookie, '/api/tasks', {
      title: 'Archived task',
      guestId: archived.id,
      dueDate: '2026-11-27',
    });
    await create(cookie, '/api/action-items', {
      title: 'Archived item',
      guestId: archived.id,
      dueDate: '2026-11-27',
    });
    await archiveGuest(t, cookie, archived.id);
    await create(cookie, '/api/tasks', { title: 'Mine', dueDate: '2026-11-27' });
    await create(other.cookie, '/api/calendar', { ...event, title: 'Not mine' });
    await create(other.cookie, '/api/tasks', { title: 'Theirs', dueDate: '2026-11-27' });

    const { url } = await turnOn(cookie);
    const { events } = await feedEvents(url);
    expect(events.map((e) => e.summary)).toEqual(['Task: Mine']);
  });

  it("shows a shared guest's items as the Action Center does, within the organization", async () => {
    const org = await organization(t);
    const host = await signedInUser(t, { organizationId: org });
    const member = await signedInUser(t, { organizationId: org });
    const guest = await addGuest(host.cookie, { name: 'Shared Guest' });
    await create(member.cookie, '/api/calendar', {
      ...event,
      title: 'Team rec',
      guestId: guest.id,
    });
    const { url } = await turnOn(host.cookie);
    const { events } = await feedEvents(url);
    expect(events.map((e) => e.summary)).toEqual(['Team rec']);
  });

  it("answers 404 for another user's token only with that user's data, and for junk", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    await create(a.cookie, '/api/tasks', { title: 'A task', dueDate: '2026-11-27' });
    await create(b.cookie, '/api/tasks', { title: 'B task', dueDate: '2026-11-27' });
    const urlA = (await turnOn(a.cookie)).url;
    // B's session does not change what A's URL shows.
    const withB = await t.app.inject({
      method: 'GET',
      url: new URL(urlA).pathname,
      headers: { cookie: b.cookie },
    });
    expect(ical.sync.parseICS(withB.body)).toSatisfy((parsed: object) =>
      JSON.stringify(parsed).includes('A task'),
    );
    expect(withB.body).not.toContain('B task');
    for (const path of [
      '/api/calendar-feed/short.ics',
      `/api/calendar-feed/${'A'.repeat(43)}.ics`,
      new URL(urlA).pathname.replace('.ics', ''),
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ message: 'Calendar feed not found' });
    }
  });

  it('answers 404 once the account is scheduled for deletion', async () => {
    const { cookie } = await signedInUser(t);
    const { url } = await turnOn(cookie);
    const deletion = await call(cookie, 'POST', '/api/user/delete', { password: PASSWORD });
    expect(deletion.statusCode).toBe(200);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('limits the feed like the rest of the API (429 past RATE_LIMIT_MAX a minute)', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const path = `/api/calendar-feed/${'B'.repeat(43)}.ics`;
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push((await limited.app.inject({ method: 'GET', url: path })).statusCode);
      }
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
