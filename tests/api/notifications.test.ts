// SMS notifications (docs/product.md#sms-notifications): preferences and consent, event reminders
// following their event, the delivery job at an injected clock (once, quiet hours, retries, the
// cap, withdrawn consent), the morning digest, guests gone quiet and the Twilio webhook.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsMessages } from '#server/db/schema/index.js';
import { runNotifications } from '#server/services/notifications/delivery.js';
import { twilioSignature } from '#server/services/notifications/inbound.js';
import { twilioProvider } from '#server/services/sms/index.js';
import { fieldErrors } from '../helpers/action-center.js';
import {
  addGuest,
  apiCall,
  createTestApp,
  login,
  signedInUser,
  START_TIME,
} from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';
import { fakeServer, json } from '../helpers/fake-server.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PUBLIC_URL = 'https://guests.example.com';
const TWILIO = {
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'webhook-secret',
  TWILIO_FROM_NUMBER: '+15005550006',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...TWILIO, PUBLIC_URL });
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const at = (ms: number) => new Date(START_TIME.getTime() + ms);
const run = () => runNotifications(t.app.ctx);

async function prefs(cookie: string, body: Json) {
  const response = await apiCall(t, cookie, 'PUT', '/api/user/notifications', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Json;
}

/** A verified user with a saved zone (Berlin: 13:00 at the start, outside quiet hours). */
async function host(timeZone = 'Europe/Berlin') {
  const signedIn = await signedInUser(t);
  await prefs(signedIn.cookie, { timeZone });
  return signedIn;
}

async function addEvent(cookie: string, fields: Json = {}) {
  const start = (fields.startTime as string | undefined) ?? at(2 * DAY).toISOString();
  const response = await apiCall(t, cookie, 'POST', '/api/calendar', {
    title: 'Recording',
    eventType: 'recording',
    startTime: start,
    endTime: new Date(Date.parse(start) + HOUR).toISOString(),
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Json & { id: number; reminders: number[]; version: number };
}

async function rows(eventId: number) {
  const found = await t.database.db
    .select()
    .from(smsMessages)
    .where(eq(smsMessages.eventId, eventId))
    .orderBy(smsMessages.offsetMinutes);
  return found.map((row) => ({
    minutes: row.offsetMinutes,
    status: row.status,
    scheduledFor: row.scheduledFor.toISOString(),
  }));
}

async function messages(cookie: string) {
  const response = await apiCall(t, cookie, 'GET', '/api/user/notifications/messages');
  expect(response.statusCode).toBe(200);
  return response.json() as (Json & { status: string; kind: string; body: string | null })[];
}

describe('preferences', () => {
  it('answers the defaults, with no zone until one is saved', async () => {
    const { cookie } = await signedInUser(t);
    const response = await apiCall(t, cookie, 'GET', '/api/user/notifications');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      phoneVerified: true,
      smsEnabled: true,
      consentChangedAt: null,
      timeZone: null,
      quietStart: '21:00',
      quietEnd: '08:00',
      digestEnabled: true,
      digestTime: '08:00',
      quietDaysLimbo: 14,
      quietDaysOther: null,
      updatedAt: null,
    });
  });

  it('saves changes and records the time consent was withdrawn and given again', async () => {
    const { cookie } = await signedInUser(t);
    const saved = await prefs(cookie, {
      // Kept as the zone is spelled, whatever the case and spaces it was sent in.
      timeZone: ' america/new_york ',
      quietStart: '22:30',
      quietEnd: '07:00',
      digestTime: '06:45',
      quietDaysLimbo: 10,
      quietDaysOther: 30,
    });
    expect(saved).toMatchObject({
      timeZone: 'America/New_York',
      quietStart: '22:30',
      quietDaysOther: 30,
      consentChangedAt: null,
    });
    expect(await prefs(cookie, { smsEnabled: false })).toMatchObject({
      smsEnabled: false,
      consentChangedAt: START_TIME.toISOString(),
      digestTime: '06:45',
    });
    t.clock.advance(HOUR);
    expect(await prefs(cookie, { smsEnabled: true })).toMatchObject({
      smsEnabled: true,
      consentChangedAt: at(HOUR).toISOString(),
    });
  });

  it('refuses bad values with field errors and writes nothing', async () => {
    const { cookie } = await signedInUser(t);
    const response = await apiCall(t, cookie, 'PUT', '/api/user/notifications', {
      timeZone: 'Mars/Olympus',
      quietStart: '25:00',
      digestTime: '8am',
      quietDaysLimbo: 0,
      smsEnabled: 'yes',
    });
    expect(Object.keys(fieldErrors(response)).sort()).toEqual([
      'digestTime',
      'quietDaysLimbo',
      'quietStart',
      'smsEnabled',
      'timeZone',
    ]);
    expect((await apiCall(t, cookie, 'PUT', '/api/user/notifications', {})).statusCode).toBe(400);
    const current = await apiCall(t, cookie, 'GET', '/api/user/notifications');
    expect(current.json()).toMatchObject({ timeZone: null, quietStart: '21:00' });
  });

  it('refuses a save from a stale copy with 409, naming who and when, and writes nothing', async () => {
    const { user, cookie } = await signedInUser(t);
    // Two tabs open on the defaults; the first saves.
    const first = await prefs(cookie, { quietStart: '22:00', updatedAt: null });
    expect(first.updatedAt).toBe(START_TIME.toISOString());

    t.clock.advance(HOUR);
    const stale = await apiCall(t, cookie, 'PUT', '/api/user/notifications', {
      quietStart: '20:00',
      updatedAt: null,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: `${user.username} changed these notification settings since you opened them.`,
      conflict: {
        changedBy: user.username,
        changedAt: START_TIME.toISOString(),
        current: first,
      },
    });
    // Nothing written; the same save from the copy the first tab left goes through.
    const current = await apiCall(t, cookie, 'GET', '/api/user/notifications');
    expect(current.json()).toEqual(first);
    const second = await prefs(cookie, { quietStart: '20:00', updatedAt: first.updatedAt });
    expect(second).toMatchObject({ quietStart: '20:00', updatedAt: at(HOUR).toISOString() });

    // A consent change (the switch, or a STOP reply) moves the copy on as well; the switch itself
    // needs no copy: withdrawing consent is never refused.
    t.clock.advance(HOUR);
    await prefs(cookie, { smsEnabled: false });
    const afterConsent = await apiCall(t, cookie, 'PUT', '/api/user/notifications', {
      digestEnabled: false,
      updatedAt: second.updatedAt,
    });
    expect(afterConsent.statusCode).toBe(409);
  });

  it('refuses a copy naming a save time when nothing was ever saved with a 409 naming nobody', async () => {
    const { cookie } = await signedInUser(t);
    const defaults = (await apiCall(t, cookie, 'GET', '/api/user/notifications')).json() as Json;
    const made = await apiCall(t, cookie, 'PUT', '/api/user/notifications', {
      quietStart: '22:00',
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(made.statusCode).toBe(409);
    expect(made.json()).toEqual({
      message: 'These notification settings have not been saved yet: they are still the defaults.',
      conflict: { changedBy: null, changedAt: null, current: defaults },
    });
    // Nothing written; the save from the defaults' copy (null) goes through.
    expect((await apiCall(t, cookie, 'GET', '/api/user/notifications')).json()).toEqual(defaults);
    expect(await prefs(cookie, { quietStart: '22:00', updatedAt: null })).toMatchObject({
      quietStart: '22:00',
      updatedAt: START_TIME.toISOString(),
    });
  });

  it('lets exactly one of two first saves from the defaults through, even at once', async () => {
    const { cookie } = await signedInUser(t);
    const save = (quietStart: string) =>
      apiCall(t, cookie, 'PUT', '/api/user/notifications', { quietStart, updatedAt: null });
    const answers = await Promise.all([save('22:00'), save('23:00')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const kept = answers.find((answer) => answer.statusCode === 200)?.json() as Json;
    const current = await apiCall(t, cookie, 'GET', '/api/user/notifications');
    expect(current.json()).toEqual(kept);
  });

  it('refuses an updatedAt that is not a time, and a body with nothing else, with 400', async () => {
    const { cookie } = await signedInUser(t);
    const malformed = await apiCall(t, cookie, 'PUT', '/api/user/notifications', {
      quietStart: '22:00',
      updatedAt: 'yesterday',
    });
    expect(fieldErrors(malformed)).toEqual({
      updatedAt: "updatedAt must be the settings' updatedAt",
    });
    // A body that names no setting says so, not a bare "Invalid request".
    for (const body of [{ updatedAt: null }, {}]) {
      const nothing = await apiCall(t, cookie, 'PUT', '/api/user/notifications', body);
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json()).toEqual({
        message: 'Nothing to change',
        errors: [{ path: '', message: 'Nothing to change' }],
      });
    }
    const current = await apiCall(t, cookie, 'GET', '/api/user/notifications');
    expect(current.json()).toMatchObject({ quietStart: '21:00', updatedAt: null });
  });

  it('needs a verified phone to turn notifications on', async () => {
    const { cookie } = await signedInUser(t, { phoneVerified: false });
    expect((await apiCall(t, cookie, 'GET', '/api/user/notifications')).json()).toMatchObject({
      phoneVerified: false,
    });
    const response = await apiCall(t, cookie, 'PUT', '/api/user/notifications', {
      smsEnabled: true,
    });
    expect(fieldErrors(response)).toEqual({
      smsEnabled: 'Verify your phone number to turn on SMS notifications',
    });
  });
});

describe('event reminders', () => {
  it('a recording gets a day and an hour before by default; other events none', async () => {
    const { cookie } = await host();
    const recording = await addEvent(cookie);
    expect(recording.reminders).toEqual([1440, 60]);
    expect(await rows(recording.id)).toEqual([
      { minutes: 60, status: 'pending', scheduledFor: at(2 * DAY - HOUR).toISOString() },
      { minutes: 1440, status: 'pending', scheduledFor: at(DAY).toISOString() },
    ]);
    const call = await addEvent(cookie, { eventType: 'intro_call' });
    expect(call.reminders).toEqual([]);
    expect(await rows(call.id)).toEqual([]);
    const chosen = await addEvent(cookie, { eventType: 'intro_call', reminders: [15] });
    expect(chosen.reminders).toEqual([15]);
  });

  it('refuses reminders that are not 15, 60 or 1440 minutes, or repeated', async () => {
    const { cookie } = await host();
    // One message for the list, however many of its entries are wrong.
    for (const reminders of [[30], [60, 60], [5, 5], 'soon', [15, 60, 1440, 15]]) {
      const response = await apiCall(t, cookie, 'POST', '/api/calendar', {
        title: 'Recording',
        eventType: 'recording',
        startTime: at(DAY).toISOString(),
        endTime: at(DAY + HOUR).toISOString(),
        reminders,
      });
      expect(fieldErrors(response), JSON.stringify(reminders)).toEqual({
        reminders: 'Reminders must be a list of 15, 60 or 1440 minutes, each at most once',
      });
    }
    const notNumbers = await apiCall(t, cookie, 'POST', '/api/calendar', {
      title: 'Recording',
      eventType: 'recording',
      startTime: at(DAY).toISOString(),
      endTime: at(DAY + HOUR).toISOString(),
      reminders: ['soon'],
    });
    expect(fieldErrors(notNumbers)).toEqual({
      'reminders.0': expect.stringMatching(/^Reminders must be/),
    });
  });

  it('moving an event moves its pending reminders; changing them cancels the dropped ones', async () => {
    const { cookie } = await host();
    const event = await addEvent(cookie);
    const moved = await apiCall(t, cookie, 'PATCH', `/api/calendar/${event.id}`, {
      startTime: at(3 * DAY).toISOString(),
      version: event.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().event).toMatchObject({
      startTime: at(3 * DAY).toISOString(),
      endTime: at(3 * DAY + HOUR).toISOString(),
    });
    expect(await rows(event.id)).toEqual([
      { minutes: 60, status: 'pending', scheduledFor: at(3 * DAY - HOUR).toISOString() },
      { minutes: 1440, status: 'pending', scheduledFor: at(2 * DAY).toISOString() },
    ]);
    const changed = await apiCall(t, cookie, 'PATCH', `/api/calendar/${event.id}`, {
      reminders: [15, 60],
    });
    expect(changed.json().event.reminders).toEqual([60, 15]);
    expect((await rows(event.id)).map((row) => [row.minutes, row.status])).toEqual([
      [15, 'pending'],
      [60, 'pending'],
      [1440, 'cancelled'],
    ]);
    // A stale version is refused and moves nothing.
    const stale = await apiCall(t, cookie, 'PATCH', `/api/calendar/${event.id}`, {
      startTime: at(4 * DAY).toISOString(),
      version: event.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await rows(event.id))[0]?.scheduledFor).toBe(at(3 * DAY - 15 * 60_000).toISOString());
  });

  it('deleting or completing an event cancels its pending reminders', async () => {
    const { cookie } = await host();
    const deleted = await addEvent(cookie);
    expect((await apiCall(t, cookie, 'DELETE', `/api/calendar/${deleted.id}`)).statusCode).toBe(
      200,
    );
    expect((await rows(deleted.id)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    const completed = await addEvent(cookie);
    const response = await apiCall(t, cookie, 'PATCH', `/api/calendar/${completed.id}/complete`);
    expect(response.statusCode).toBe(200);
    expect((await rows(completed.id)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    t.clock.advance(2 * DAY);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(t.sms.messages).toEqual([]);
  });

  it("another user's event answers 404 and keeps its reminders", async () => {
    const owner = await host();
    const other = await host();
    const event = await addEvent(owner.cookie);
    const response = await apiCall(t, other.cookie, 'PATCH', `/api/calendar/${event.id}`, {
      startTime: at(5 * DAY).toISOString(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Event not found');
    expect((await rows(event.id))[1]?.scheduledFor).toBe(at(DAY).toISOString());
  });

  it('PATCH without a start or reminders is a 400', async () => {
    const { cookie } = await host();
    const event = await addEvent(cookie);
    const response = await apiCall(t, cookie, 'PATCH', `/api/calendar/${event.id}`, {});
    expect(fieldErrors(response)).toEqual({ startTime: 'Start time is required' });
  });

  it('a move whose kept length would end the event after the year 9999 is a 400 on its start', async () => {
    const { cookie } = await host();
    const event = await addEvent(cookie);
    // The start is a date the app can name; the end an hour later is not (decision 032).
    const response = await apiCall(t, cookie, 'PATCH', `/api/calendar/${event.id}`, {
      startTime: '9999-12-31T23:30:00.000Z',
      version: event.version,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(fieldErrors(response)).toEqual({
      startTime: 'This start time would make the event end after the year 9999',
    });
    const after = await apiCall(t, cookie, 'GET', '/api/calendar');
    expect(after.json()).toEqual([
      expect.objectContaining({ id: event.id, version: event.version }),
    ]);
  });

  it('a move that names its end keeps it: an all-day event onto a 23-hour day', async () => {
    const { cookie } = await host();
    const guest = await addGuest(t, cookie, { name: 'Dora Day' });
    // All day on a New York Saturday, moved onto the Sunday clocks go forward (23 hours).
    const event = await addEvent(cookie, {
      guestId: guest.id,
      startTime: '2027-03-13T05:00:00.000Z',
      endTime: '2027-03-14T04:59:59.999Z',
    });
    const moved = await apiCall(t, cookie, 'PATCH', `/api/calendar/${event.id}`, {
      startTime: '2027-03-14T05:00:00.000Z',
      endTime: '2027-03-15T03:59:59.999Z',
      version: event.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().event).toMatchObject({
      startTime: '2027-03-14T05:00:00.000Z',
      endTime: '2027-03-15T03:59:59.999Z',
    });
    // Only the end differs (the host fixes an end): still a move, journalled by its end.
    const stretched = await apiCall(t, cookie, 'PATCH', `/api/calendar/${event.id}`, {
      startTime: '2027-03-14T05:00:00.000Z',
      endTime: '2027-03-15T04:59:59.999Z',
    });
    expect(stretched.statusCode, stretched.body).toBe(200);
    expect(stretched.json().event.endTime).toBe('2027-03-15T04:59:59.999Z');
    expect(stretched.json().event.version).toBeGreaterThan(moved.json().event.version);
    const journal = (await apiCall(t, cookie, 'GET', `/api/guests/${guest.id}/journal`)).json();
    const moves = (journal as { description: string; oldValue: string; newValue: string }[])
      .filter((entry) => entry.description.startsWith('Event moved'))
      .map((entry) => [entry.oldValue, entry.newValue]);
    expect(moves).toEqual([
      ['2027-03-15T03:59:59.999Z', '2027-03-15T04:59:59.999Z'],
      ['2027-03-13T05:00:00.000Z', '2027-03-14T05:00:00.000Z'],
    ]);
  });

  it('refuses an end before the start, an end without a start, and writes nothing', async () => {
    const { cookie } = await host();
    const event = await addEvent(cookie);
    const before = await apiCall(t, cookie, 'PATCH', `/api/calendar/${event.id}`, {
      startTime: at(3 * DAY).toISOString(),
      endTime: at(2 * DAY).toISOString(),
    });
    expect(before.statusCode).toBe(400);
    expect(fieldErrors(before)).toEqual({ endTime: 'End time cannot be before the start time' });
    const alone = await apiCall(t, cookie, 'PATCH', `/api/calendar/${event.id}`, {
      endTime: at(3 * DAY).toISOString(),
      reminders: [15],
    });
    expect(fieldErrors(alone)).toEqual({ startTime: 'Start time is required' });
    const junk = await apiCall(t, cookie, 'PATCH', `/api/calendar/${event.id}`, {
      startTime: at(3 * DAY).toISOString(),
      endTime: 'tomorrow',
    });
    expect(Object.keys(fieldErrors(junk))).toEqual(['endTime']);
    const [unchanged] = (await apiCall(t, cookie, 'GET', '/api/calendar')).json();
    expect(unchanged).toMatchObject({
      startTime: event.startTime,
      endTime: event.endTime,
      reminders: event.reminders,
      version: event.version,
    });
  });
});

describe('the delivery job', () => {
  it('sends one text when several reminders of an event fall due at once, the closest', async () => {
    const { user, cookie } = await host();
    // Scheduled half an hour ahead: the day-before and hour-before reminders are both due now.
    const event = await addEvent(cookie, {
      startTime: at(30 * 60_000).toISOString(),
      reminders: [1440, 60],
    });
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(t.sms.messages.map((message) => message.to)).toEqual([user.phoneNumber]);
    expect((await rows(event.id)).map((row) => [row.minutes, row.status])).toEqual([
      [60, 'sent'],
      [1440, 'skipped'],
    ]);
    const skipped = (await messages(cookie)).find((message) => message.status === 'skipped');
    expect(skipped?.note).toBe('Replaced by a closer reminder due at the same time');
    expect(await run()).toEqual({ sent: 0, failed: 0 });
  });

  it("a member's event passed to the guest's owner when the member leaves texts the owner, not them", async () => {
    const owner = await host();
    const member = await host();
    expect((await apiCall(t, owner.cookie, 'POST', '/api/team', { name: 'Pod' })).statusCode).toBe(
      201,
    );
    const { token } = (await apiCall(t, owner.cookie, 'POST', '/api/team/invites', {})).json() as {
      token: string;
    };
    expect(
      (await apiCall(t, member.cookie, 'POST', `/api/invites/${token}/join`, {})).statusCode,
    ).toBe(200);
    const guest = await addGuest(t, owner.cookie, { name: 'Shared Guest' });
    await addEvent(member.cookie, {
      guestId: guest.id,
      startTime: at(2 * HOUR).toISOString(),
      reminders: [60],
    });
    expect((await apiCall(t, member.cookie, 'POST', '/api/team/leave')).statusCode).toBe(200);
    // The reminder is the owner's now, in their list and on their phone.
    expect((await messages(member.cookie)).filter((m) => m.status === 'pending')).toEqual([]);
    expect((await messages(owner.cookie)).map((m) => m.status)).toEqual(['pending']);
    t.clock.advance(HOUR);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(t.sms.messages.map((message) => message.to)).toEqual([owner.user.phoneNumber]);
  });

  it('sends a reminder once, at its time, naming the event, guest, local time and link', async () => {
    const { user, cookie } = await host();
    const guest = await addGuest(t, cookie, { name: 'Ana Ruiz' });
    await addEvent(cookie, {
      title: 'Podcast with Ana',
      guestId: guest.id,
      startTime: at(3 * HOUR).toISOString(),
      reminders: [60],
      isVirtual: true,
      meetingLink: 'https://meet.example.com/abc',
    });
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(2 * HOUR);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(t.sms.messages).toEqual([
      {
        to: user.phoneNumber,
        body: 'Reminder: Podcast with Ana with Ana Ruiz today at 4:00 PM. Join: https://meet.example.com/abc',
      },
    ]);
    expect((await messages(cookie))[0]).toMatchObject({
      kind: 'reminder',
      status: 'sent',
      sentAt: at(2 * HOUR).toISOString(),
      attempts: 1,
    });
  });

  it('two runners racing send each message exactly once', async () => {
    const { cookie } = await host();
    const events = [];
    for (let index = 0; index < 5; index += 1) {
      events.push(
        await addEvent(cookie, {
          startTime: at(HOUR - index * 60_000).toISOString(),
          reminders: [60],
        }),
      );
    }
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(5);
    expect(t.sms.messages).toHaveLength(5);
    expect(new Set(t.sms.messages.map((message) => message.body)).size).toBe(5);
    for (const event of events) expect(await rows(event.id)).toMatchObject([{ status: 'sent' }]);
    expect((await messages(cookie)).every((message) => message.status === 'sent')).toBe(true);
  });

  it('waits for the end of quiet hours in the user zone', async () => {
    // 12:00 UTC is 07:00 in New York: inside 21:00-08:00, which ends at 13:00 UTC.
    const { cookie } = await host('America/New_York');
    await prefs(cookie, { digestEnabled: false });
    const event = await addEvent(cookie, {
      startTime: at(3 * HOUR).toISOString(),
      reminders: [60, 1440],
    });
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(await rows(event.id)).toEqual([
      { minutes: 60, status: 'pending', scheduledFor: at(2 * HOUR).toISOString() },
      { minutes: 1440, status: 'pending', scheduledFor: at(HOUR).toISOString() },
    ]);
    t.clock.advance(HOUR - 60_000);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(60_000);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(t.sms.messages[0]?.body).toBe('Reminder: Recording today at 10:00 AM.');
  });

  it('retries a provider error with backoff, then marks it failed', async () => {
    const { cookie } = await host();
    const event = await addEvent(cookie, {
      startTime: at(5 * HOUR).toISOString(),
      reminders: [60],
    });
    t.clock.advance(4 * HOUR);
    t.sms.failNext = true;
    expect(await run()).toEqual({ sent: 0, failed: 1 });
    const [row] = await t.database.db
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.eventId, event.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, note: 'Retrying: provider down' });
    expect(row?.scheduledFor.toISOString()).toBe(at(4 * HOUR + 60_000).toISOString());
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(60_000);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(t.sms.messages).toHaveLength(1);

    // A provider that keeps failing: three tries, then failed for good.
    const broken = {
      ...t.app.ctx,
      sms: { description: 'down', send: () => Promise.reject(new Error('down')) },
    };
    const second = await addEvent(cookie, {
      startTime: at(6 * HOUR).toISOString(),
      reminders: [60],
    });
    for (const wait of [HOUR, 60_000, 5 * 60_000]) {
      t.clock.advance(wait);
      expect(await runNotifications(broken)).toEqual({ sent: 0, failed: 1 });
    }
    t.clock.advance(HOUR);
    expect(await runNotifications(broken)).toEqual({ sent: 0, failed: 0 });
    expect(await rows(second.id)).toMatchObject([{ status: 'failed' }]);
  });

  it('stops at the daily cap of 10 messages', async () => {
    const { cookie } = await host();
    for (let index = 0; index < 12; index += 1) {
      await addEvent(cookie, { startTime: at(30 * 60_000).toISOString(), reminders: [15] });
    }
    t.clock.advance(15 * 60_000);
    expect(await run()).toEqual({ sent: 10, failed: 0 });
    const list = await messages(cookie);
    expect(list.filter((message) => message.status === 'skipped')).toHaveLength(2);
    expect(list.find((message) => message.status === 'skipped')?.note).toBe(
      'Daily limit of 10 messages reached',
    );
  });

  it('sends nothing once consent is withdrawn, not even for events added afterwards', async () => {
    const { cookie } = await host();
    const before = await addEvent(cookie, {
      startTime: at(2 * HOUR).toISOString(),
      reminders: [60],
    });
    await prefs(cookie, { smsEnabled: false });
    expect(await rows(before.id)).toMatchObject([{ status: 'cancelled' }]);
    const after = await addEvent(cookie, {
      startTime: at(2 * HOUR).toISOString(),
      reminders: [60],
    });
    t.clock.advance(HOUR);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(t.sms.messages).toEqual([]);
    expect(await rows(after.id)).toMatchObject([{ status: 'cancelled' }]);
  });

  it("cancels an archived guest's reminder when it falls due, and sends one restored in time", async () => {
    const { cookie } = await host();
    const archived = await addGuest(t, cookie, { name: 'Bo Archived' });
    const restored = await addGuest(t, cookie, { name: 'Cy Restored' });
    const gone = await addEvent(cookie, {
      title: 'Gone',
      guestId: archived.id,
      startTime: at(2 * HOUR).toISOString(),
      reminders: [60],
    });
    const back = await addEvent(cookie, {
      title: 'Back',
      guestId: restored.id,
      startTime: at(2 * HOUR).toISOString(),
      reminders: [60],
    });
    for (const guest of [archived, restored]) {
      const response = await apiCall(t, cookie, 'DELETE', `/api/guests/${guest.id}`);
      expect(response.statusCode, response.body).toBe(200);
    }
    const list = (await apiCall(t, cookie, 'GET', '/api/guests/archived')).json() as {
      id: number;
      originalId: number;
    }[];
    const entry = list.find((candidate) => candidate.originalId === restored.id);
    const restore = await apiCall(t, cookie, 'POST', `/api/guests/archived/${entry?.id}/restore`);
    expect(restore.statusCode, restore.body).toBe(200);
    t.clock.advance(HOUR);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(t.sms.messages.map((message) => message.body)).toEqual([
      expect.stringContaining('Reminder: Back with Cy Restored'),
    ]);
    expect(await rows(gone.id)).toMatchObject([{ status: 'cancelled' }]);
    expect(await rows(back.id)).toMatchObject([{ status: 'sent' }]);
    expect(
      (await messages(cookie)).map((message) => [message.about, message.status, message.note]),
    ).toEqual([
      ['Back', 'sent', null],
      ['Gone', 'cancelled', 'Guest archived'],
    ]);
  });

  it('skips a reminder whose event already began', async () => {
    const { cookie } = await host();
    const event = await addEvent(cookie, { startTime: at(HOUR).toISOString(), reminders: [15] });
    t.clock.advance(2 * HOUR);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(await rows(event.id)).toMatchObject([{ status: 'skipped' }]);
  });

  it('records the Twilio message id through the fake Twilio server', async () => {
    const twilio = await fakeServer((_req, res) => json(res, 201, { sid: 'SM42' }));
    try {
      const { user, cookie } = await host();
      const event = await addEvent(cookie, { startTime: at(HOUR).toISOString(), reminders: [60] });
      const sms = twilioProvider({
        provider: 'twilio',
        accountSid: TWILIO.TWILIO_ACCOUNT_SID,
        authToken: TWILIO.TWILIO_AUTH_TOKEN,
        fromNumber: TWILIO.TWILIO_FROM_NUMBER,
        apiBaseUrl: twilio.url,
      });
      expect(await runNotifications({ ...t.app.ctx, sms })).toEqual({ sent: 1, failed: 0 });
      const form = new URLSearchParams(twilio.received[0]?.body);
      expect(form.get('To')).toBe(user.phoneNumber);
      expect(form.get('Body')).toMatch(/^Reminder: Recording today at 2:00 PM\.$/);
      const [row] = await t.database.db
        .select()
        .from(smsMessages)
        .where(eq(smsMessages.eventId, event.id));
      expect(row?.providerId).toBe('SM42');
    } finally {
      await twilio.close();
    }
  });
});

describe('the morning digest', () => {
  // 2026-11-23 07:00 UTC is 08:00 in Berlin.
  const digestMorning = Date.parse('2026-11-23T07:00:00.000Z') - START_TIME.getTime();

  it('sends one digest at the chosen local time with the counts and first titles', async () => {
    const { user, cookie } = await host();
    const guest = await addGuest(t, cookie, { name: 'Ana Ruiz' });
    for (const title of ['Call Ana Ruiz', 'Send notes']) {
      const response = await apiCall(t, cookie, 'POST', '/api/tasks', {
        title,
        dueDate: '2026-11-23T00:00:00+01:00',
        guestId: guest.id,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    await apiCall(t, cookie, 'POST', '/api/action-items', {
      title: 'Old item',
      dueDate: '2026-11-20T00:00:00+01:00',
    });
    await addEvent(cookie, {
      title: 'Recording',
      startTime: '2026-11-23T15:00:00.000Z',
      reminders: [],
    });
    t.clock.advance(digestMorning - 60_000);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    t.clock.advance(60_000);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    t.clock.advance(HOUR);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(t.sms.messages).toEqual([
      {
        to: user.phoneNumber,
        body: `Guest Tracker: 3 due today: Call Ana Ruiz; Send notes; Recording. 1 past due: Old item. ${PUBLIC_URL}/?panel=action-center`,
      },
    ]);
  });

  it('sends nothing on a day with nothing due, and nothing when the digest is off', async () => {
    const { user, cookie } = await host();
    t.clock.advance(digestMorning);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    const [row] = await t.database.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.userId, user.id), eq(smsMessages.kind, 'digest')));
    expect(row).toMatchObject({
      status: 'skipped',
      note: 'Nothing due',
      dedupeKey: `digest:${user.id}:2026-11-23`,
    });
    await prefs(cookie, { digestEnabled: false });
    await apiCall(t, cookie, 'POST', '/api/action-items', {
      title: 'Due',
      dueDate: '2026-11-24T00:00:00+01:00',
    });
    t.clock.advance(DAY);
    expect(await run()).toEqual({ sent: 0, failed: 0 });
    expect(t.sms.messages).toEqual([]);
  });

  it('names guests gone quiet in Limbo', async () => {
    const { cookie } = await host();
    const guest = await addGuest(t, cookie, { name: 'Bo Chen' });
    const moved = await apiCall(t, cookie, 'PATCH', `/api/guests/${guest.id}/status`, {
      status: 'limbo',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    t.clock.advance(digestMorning + 15 * DAY);
    expect(await run()).toEqual({ sent: 1, failed: 0 });
    expect(t.sms.messages[0]?.body).toBe(
      `Guest Tracker: 1 guest quiet in Limbo: Bo Chen. ${PUBLIC_URL}/?panel=action-center`,
    );
  });
});

describe('guests gone quiet', () => {
  it('lists a guest quiet in Limbo past 14 days until snoozed', async () => {
    const { user, cookie: first } = await host();
    let cookie = first;
    const guest = await addGuest(t, cookie, { name: 'Bo Chen' });
    await apiCall(t, cookie, 'PATCH', `/api/guests/${guest.id}/status`, { status: 'limbo' });
    t.clock.advance(14 * DAY);
    cookie = await login(t, user.username);
    expect((await apiCall(t, cookie, 'GET', '/api/guests/quiet')).json()).toEqual([]);
    t.clock.advance(DAY);
    expect((await apiCall(t, cookie, 'GET', '/api/guests/quiet')).json()).toEqual([
      { guestId: guest.id, days: 15, snoozedUntil: null },
    ]);
    const snoozed = await apiCall(t, cookie, 'POST', `/api/guests/${guest.id}/quiet-snooze`, {
      days: 7,
    });
    expect(snoozed.statusCode).toBe(200);
    expect(snoozed.json()).toEqual({ guestId: guest.id, snoozedUntil: at(22 * DAY).toISOString() });
    expect((await apiCall(t, cookie, 'GET', '/api/guests/quiet')).json()).toEqual([]);
    t.clock.advance(7 * DAY);
    cookie = await login(t, user.username);
    expect((await apiCall(t, cookie, 'GET', '/api/guests/quiet')).json()).toMatchObject([
      { guestId: guest.id, days: 22 },
    ]);
  });

  it("refuses a bad snooze and another user's guest", async () => {
    const { cookie } = await host();
    const other = await host();
    const guest = await addGuest(t, cookie);
    const bad = await apiCall(t, cookie, 'POST', `/api/guests/${guest.id}/quiet-snooze`, {
      days: 3,
    });
    expect(fieldErrors(bad)).toEqual({ days: 'Snooze must be 7, 14 or 30 days' });
    const foreign = await apiCall(t, other.cookie, 'POST', `/api/guests/${guest.id}/quiet-snooze`, {
      days: 7,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Guest not found');
  });
});

describe('the Twilio webhook', () => {
  const url = `${PUBLIC_URL}/api/sms/inbound`;
  const inbound = (params: Record<string, string>, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
      },
      payload: new URLSearchParams(params).toString(),
    });
  const signed = (params: Record<string, string>) =>
    inbound(params, twilioSignature(TWILIO.TWILIO_AUTH_TOKEN, url, params));
  const smsEnabled = async (cookie: string) =>
    ((await apiCall(t, cookie, 'GET', '/api/user/notifications')).json() as Json).smsEnabled;

  it('refuses a missing or wrong signature with 403 and changes nothing', async () => {
    const { user, cookie } = await host();
    const params = { From: user.phoneNumber, Body: 'STOP', MessageSid: 'SM1' };
    expect((await inbound(params)).statusCode).toBe(403);
    const wrong = twilioSignature('another-token', url, params);
    expect((await inbound(params, wrong)).statusCode).toBe(403);
    // Signed for other parameters: the body was changed on the way.
    const tampered = twilioSignature(TWILIO.TWILIO_AUTH_TOKEN, url, { ...params, Body: 'HELP' });
    expect((await inbound(params, tampered)).statusCode).toBe(403);
    expect(await smsEnabled(cookie)).toBe(true);
  });

  it('turning notifications off and on again brings back the reminders still ahead', async () => {
    const { cookie } = await host();
    const soon = await addEvent(cookie, { startTime: at(2 * HOUR).toISOString(), reminders: [60] });
    const later = await addEvent(cookie, { reminders: [1440, 60] });
    const kept = await addEvent(cookie, { startTime: at(3 * DAY).toISOString(), reminders: [60] });
    // A reminder dropped while off stays dropped.
    await prefs(cookie, { smsEnabled: false });
    expect((await rows(later.id)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    const dropped = await apiCall(t, cookie, 'PATCH', `/api/calendar/${later.id}`, {
      reminders: [60],
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    // The hour-before reminder of the first event passes while notifications are off.
    t.clock.advance(HOUR + 60_000);
    await prefs(cookie, { smsEnabled: true });
    expect((await rows(soon.id)).map((row) => row.status)).toEqual(['cancelled']);
    expect((await rows(later.id)).map((row) => [row.minutes, row.status])).toEqual([
      [60, 'pending'],
      [1440, 'cancelled'],
    ]);
    expect((await rows(kept.id)).map((row) => row.status)).toEqual(['pending']);
  });

  it('STOP turns notifications off and START turns them back on; HELP answers', async () => {
    const { user, cookie } = await host();
    await addEvent(cookie, { startTime: at(2 * HOUR).toISOString(), reminders: [60] });
    const stop = await signed({ From: user.phoneNumber, Body: ' unsubscribe ' });
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toContain('no more notifications');
    expect(await smsEnabled(cookie)).toBe(false);
    expect((await messages(cookie))[0]?.status).toBe('cancelled');

    const start = await signed({ From: user.phoneNumber, Body: 'Start' });
    expect(start.body).toContain('notifications are on again');
    expect(await smsEnabled(cookie)).toBe(true);
    // The reminder STOP cancelled is still ahead: it is due again.
    expect((await messages(cookie))[0]?.status).toBe('pending');

    const help = await signed({ From: user.phoneNumber, Body: 'HELP' });
    expect(help.body).toMatch(
      /<Response><Message>Guest Tracker: reminders.*<\/Message><\/Response>$/,
    );
    const other = await signed({ From: user.phoneNumber, Body: 'Thanks!' });
    expect(other.body).toMatch(/<Response><\/Response>$/);
    expect(await smsEnabled(cookie)).toBe(true);
  });

  it('a STOP reply moves the settings on: a tab opened before it cannot save over it', async () => {
    const { user, cookie } = await host();
    const opened = (await apiCall(t, cookie, 'GET', '/api/user/notifications')).json() as Json;
    t.clock.advance(HOUR);
    await signed({ From: user.phoneNumber, Body: 'STOP' });
    const stale = await apiCall(t, cookie, 'PUT', '/api/user/notifications', {
      quietStart: '22:00',
      updatedAt: opened.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect((stale.json() as { conflict: { current: Json } }).conflict.current).toMatchObject({
      smsEnabled: false,
      quietStart: '21:00',
    });
    expect(await smsEnabled(cookie)).toBe(false);
    // A second STOP changes nothing, so a tab opened after the first can still save.
    const afterStop = (await apiCall(t, cookie, 'GET', '/api/user/notifications')).json() as Json;
    t.clock.advance(HOUR);
    await signed({ From: user.phoneNumber, Body: 'STOP' });
    const saved = await apiCall(t, cookie, 'PUT', '/api/user/notifications', {
      quietStart: '22:00',
      updatedAt: afterStop.updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ consentChangedAt: afterStop.consentChangedAt });
  });
});

describe('without Twilio', () => {
  let outbox: TestApp;
  beforeAll(async () => {
    outbox = await createTestApp();
  });
  afterAll(async () => outbox.close());

  it('the webhook does not exist', async () => {
    const response = await outbox.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'From=%2B15552345678&Body=STOP',
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers the same 404 whatever is sent: no body or a form, JSON or text, malformed or too large', async () => {
    const bodies: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ['application/x-www-form-urlencoded', 'From=%2B12025550100&Body=STOP'],
      ['application/json', '{"From": 1, "Body": ["STOP"]}'],
      ['application/json', '{"From": '],
      ['application/json', ''],
      ['application/json', '{"__proto__": {"x": 1}}'],
      ['text/plain', 'STOP'],
      ['application/xml', '<Body>STOP</Body>'],
      ['application/x-www-form-urlencoded', `Body=${'x'.repeat(1_100_000)}`],
    ];
    for (const [type, payload] of bodies) {
      const response = await outbox.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: type === undefined ? {} : { 'content-type': type },
        ...(payload === undefined ? {} : { payload }),
      });
      const sent = `${type} ${payload?.slice(0, 40)}`;
      expect(response.statusCode, sent).toBe(404);
      expect(response.json(), sent).toEqual({ message: 'Not found' });
    }
  });
});
