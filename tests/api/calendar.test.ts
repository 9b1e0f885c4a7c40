import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarEvents } from '#server/db/schema/index.js';
import {
  archiveGuest,
  caller,
  fieldErrors,
  guestJournal,
  organization,
  restoreGuest,
} from '../helpers/action-center.js';
import type { Method } from '../helpers/action-center.js';
import {
  addGuest as addGuestVia,
  createTestApp,
  signedInUser,
  START_TIME,
} from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const addGuest = (cookie: string, fields: Json = {}) => addGuestVia(t, cookie, fields);
const at = (ms: number) => new Date(START_TIME.getTime() + ms).toISOString();

type EventBody = Json & { id: number; guestId: number | null };

const validEvent = {
  title: 'Podcast with Jane Doe',
  startTime: '2026-11-22T15:00:00.000Z',
  endTime: '2026-11-22T16:00:00.000Z',
  eventType: 'recording',
};

async function addEvent(cookie: string, fields: Json = {}): Promise<EventBody> {
  const response = await call(cookie, 'POST', '/api/calendar', { ...validEvent, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as EventBody;
}

async function calendarEntries(cookie: string, guestId: number) {
  return (await guestJournal(t, cookie, guestId))
    .filter((entry) => entry.action === 'calendar')
    .map((entry) => [entry.description, entry.newValue]);
}

describe('scheduling and reading events', () => {
  it('POST /api/calendar answers 201 with the event and journals it on the guest', async () => {
    const { user, cookie } = await signedInUser(t);
    const guest = await addGuest(cookie, { name: 'Jane Doe' });
    const response = await call(cookie, 'POST', '/api/calendar', {
      title: 'Podcast with Jane Doe',
      description: 'Episode 12',
      startTime: '2026-11-22T10:00:00-05:00',
      endTime: '2026-11-22T11:00:00-05:00',
      location: '',
      eventType: 'recording',
      isVirtual: true,
      meetingLink: 'https://meet.example.com/abc',
      meetingPassword: 'secret',
      guestId: guest.id,
    });
    expect(response.statusCode).toBe(201);
    const event = response.json() as EventBody;
    expect(event).toEqual({
      id: expect.any(Number),
      userId: user.id,
      guestId: guest.id,
      guestName: 'Jane Doe',
      version: 1,
      title: 'Podcast with Jane Doe',
      description: 'Episode 12',
      startTime: '2026-11-22T15:00:00.000Z',
      endTime: '2026-11-22T16:00:00.000Z',
      location: null,
      eventType: 'recording',
      isVirtual: true,
      meetingLink: 'https://meet.example.com/abc',
      meetingPassword: 'secret',
      // A recording's default reminders (docs/product.md#sms-notifications).
      reminders: [1440, 60],
      isCompleted: false,
      completedAt: null,
      createdAt: START_TIME.toISOString(),
      updatedAt: START_TIME.toISOString(),
    });
    expect(await calendarEntries(cookie, guest.id)).toEqual([
      ['Event scheduled: Podcast with Jane Doe', '2026-11-22T15:00:00.000Z'],
    ]);
  });

  it('GET /api/calendar lists visible events by start time; ?guestId= scopes to a guest', async () => {
    const orgId = await organization(t);
    const host = await signedInUser(t, { organizationId: orgId });
    const member = await signedInUser(t, { organizationId: orgId });
    const jane = await addGuest(host.cookie, { name: 'Jane Doe' });
    const john = await addGuest(host.cookie, { name: 'John Roe', email: 'john@example.com' });
    const later = await addEvent(host.cookie, {
      guestId: jane.id,
      startTime: '2026-11-25T10:00:00Z',
      endTime: '2026-11-25T11:00:00Z',
    });
    const sooner = await addEvent(member.cookie, { guestId: john.id, eventType: 'intro_call' });
    const own = await addEvent(host.cookie, {
      title: 'Studio time',
      startTime: '2026-11-23T10:00:00Z',
      endTime: '2026-11-23T10:30:00Z',
    });
    const memberOwn = await addEvent(member.cookie, { title: 'Member only' });

    const all = await call(host.cookie, 'GET', '/api/calendar');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([sooner, own, later]);
    expect((await call(member.cookie, 'GET', '/api/calendar')).json()).toEqual([
      sooner,
      memberOwn,
      later,
    ]);
    const scoped = await call(host.cookie, 'GET', `/api/calendar?guestId=${jane.id}`);
    expect(scoped.statusCode).toBe(200);
    expect(scoped.json()).toEqual([later]);
    expect((await call(host.cookie, 'GET', `/api/calendar?guestId=${john.id}`)).json()).toEqual([
      sooner,
    ]);
  });

  it('GET /api/calendar?guestId= answers 404 for a guest the user cannot see', async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const guest = await addGuest(owner.cookie);
    await addEvent(owner.cookie, { guestId: guest.id });
    for (const query of [String(guest.id), 'abc', '0', '99999']) {
      const response = await call(intruder.cookie, 'GET', `/api/calendar?guestId=${query}`);
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toEqual({ message: 'Guest not found' });
    }
  });

  it.each([
    [
      {},
      {
        title: 'Title is required',
        startTime: 'Start time is required',
        endTime: 'End time is required',
        eventType: 'Event type is required',
      },
    ],
    [{ ...validEvent, title: '  ' }, { title: 'Title is required' }],
    [{ ...validEvent, startTime: '' }, { startTime: 'Start time is required' }],
    [
      { ...validEvent, startTime: 'noon' },
      { startTime: 'Start time must be a valid date and time' },
    ],
    // Years 1000 to 9999 only, in UTC as well (docs/decisions/032-date-range.md).
    [
      { ...validEvent, startTime: '0099-06-15T10:00:00Z' },
      { startTime: 'Start time must be a valid date and time' },
    ],
    [
      { ...validEvent, endTime: '9999-12-31T23:00:00-14:00' },
      { endTime: 'End time must be a valid date and time' },
    ],
    [{ ...validEvent, endTime: null }, { endTime: 'End time is required' }],
    [
      { ...validEvent, endTime: '2026-11-22T14:59:59Z' },
      { endTime: 'End time cannot be before the start time' },
    ],
    [{ ...validEvent, eventType: '' }, { eventType: 'Event type is required' }],
    [
      { ...validEvent, eventType: 'a_very_long_event_type' },
      { eventType: 'Event type must be at most 20 characters' },
    ],
    [
      { ...validEvent, eventType: 'meeting' },
      { eventType: 'Event type must be one of: intro_call, recording, follow_up, other' },
    ],
    [{ ...validEvent, isVirtual: 'yes' }, { isVirtual: 'isVirtual must be true or false' }],
    [{ ...validEvent, guestId: 1.5 }, { guestId: 'Guest not found' }],
  ])('refuses %j with its messages', async (payload, expected) => {
    const { cookie } = await signedInUser(t);
    const response = await call(cookie, 'POST', '/api/calendar', payload as Json);
    expect(fieldErrors(response)).toEqual(expected);
    expect(await t.database.db.select().from(calendarEvents)).toEqual([]);
  });

  it('accepts every event type and an all-day span', async () => {
    const { cookie } = await signedInUser(t);
    for (const eventType of ['intro_call', 'recording', 'follow_up', 'other']) {
      expect(await addEvent(cookie, { eventType })).toMatchObject({ eventType });
    }
    expect(
      await addEvent(cookie, {
        startTime: '2026-11-24T00:00:00.000-05:00',
        endTime: '2026-11-24T23:59:59.999-05:00',
      }),
    ).toMatchObject({ endTime: '2026-11-25T04:59:59.999Z' });
  });
});

describe('ownership (docs/product.md#ownership, #archiving)', () => {
  const routes = (id: number | string): [Method, string][] => [
    ['PATCH', `/api/calendar/${id}/complete`],
    ['DELETE', `/api/calendar/${id}`],
  ];

  it("answers 404 'Guest not found' for another user's guest in the body", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const guest = await addGuest(owner.cookie);
    const response = await call(intruder.cookie, 'POST', '/api/calendar', {
      ...validEvent,
      guestId: guest.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Guest not found' });
    expect(await t.database.db.select().from(calendarEvents)).toEqual([]);
  });

  it("answers 404 'Event not found' for another user's event and malformed ids", async () => {
    const owner = await signedInUser(t);
    const intruder = await signedInUser(t);
    const event = await addEvent(owner.cookie);
    for (const id of [String(event.id), 'abc', '0', '77777']) {
      for (const [method, url] of routes(id)) {
        const response = await call(intruder.cookie, method, url);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ message: 'Event not found' });
      }
    }
    expect((await call(intruder.cookie, 'GET', '/api/calendar')).json()).toEqual([]);
    expect((await call(owner.cookie, 'GET', '/api/calendar')).json()).toEqual([event]);
  });

  it("hides an archived guest's events until the guest is restored", async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const event = await addEvent(cookie, { guestId: guest.id });
    await archiveGuest(t, cookie, guest.id);
    expect((await call(cookie, 'GET', '/api/calendar')).json()).toEqual([]);
    const scoped = await call(cookie, 'GET', `/api/calendar?guestId=${guest.id}`);
    expect(scoped.statusCode).toBe(404);
    for (const [method, url] of routes(event.id)) {
      expect((await call(cookie, method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    await restoreGuest(t, cookie, guest.id);
    expect((await call(cookie, 'GET', '/api/calendar')).json()).toEqual([event]);
  });
});

describe('completing and deleting events', () => {
  it('PATCH /complete (empty body) sets isCompleted and completedAt once', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const event = await addEvent(cookie, { guestId: guest.id });
    t.clock.advance(60_000);
    const response = await call(cookie, 'PATCH', `/api/calendar/${event.id}/complete`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      guestId: guest.id,
      event: {
        ...event,
        isCompleted: true,
        completedAt: at(60_000),
        updatedAt: at(60_000),
        version: 2,
      },
    });
    t.clock.advance(60_000);
    const again = await call(cookie, 'PATCH', `/api/calendar/${event.id}/complete`);
    expect(again.json()).toMatchObject({ event: { completedAt: at(60_000) } });
    expect((await calendarEntries(cookie, guest.id)).map(([d]) => d)).toEqual([
      'Event completed: Podcast with Jane Doe',
      'Event scheduled: Podcast with Jane Doe',
    ]);
  });

  it('PATCH /complete with a JSON null body is refused as every body route refuses it, and changes nothing', async () => {
    const { cookie } = await signedInUser(t);
    const event = await addEvent(cookie);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/calendar/${event.id}/complete`,
      headers: { cookie, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid request',
      errors: [{ path: '', message: 'Invalid request' }],
    });
    expect((await call(cookie, 'GET', '/api/calendar')).json()).toEqual([event]);
    // No body, and an object naming the version, still complete it.
    const withVersion = await call(cookie, 'PATCH', `/api/calendar/${event.id}/complete`, {
      version: 1,
    });
    expect(withVersion.statusCode, withVersion.body).toBe(200);
  });

  it('DELETE removes the event and journals it', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const event = await addEvent(cookie, { guestId: guest.id });
    const response = await call(cookie, 'DELETE', `/api/calendar/${event.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, id: event.id, guestId: guest.id });
    expect((await call(cookie, 'GET', '/api/calendar')).json()).toEqual([]);
    expect((await calendarEntries(cookie, guest.id))[0]?.[0]).toBe(
      'Event deleted: Podcast with Jane Doe',
    );
  });
});

describe('sessions', () => {
  it('answers 401 on every route without a session, before looking at the body', async () => {
    const { cookie } = await signedInUser(t);
    const event = await addEvent(cookie);
    const all: [Method, string, Json?][] = [
      ['GET', '/api/calendar'],
      ['GET', '/api/calendar?guestId=abc'],
      ['POST', '/api/calendar', validEvent],
      ['POST', '/api/calendar', {}],
      ['PATCH', `/api/calendar/${event.id}/complete`],
      ['DELETE', `/api/calendar/${event.id}`],
    ];
    for (const [method, url, payload] of all) {
      const response = await call(undefined, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Authentication required' });
    }
    expect((await call(cookie, 'GET', '/api/calendar')).json()).toEqual([event]);
  });
});
