// Every one-line text a user types takes a pasted tab or line break as a space, as the guest's
// one-line fields do (docs/product.md#one-line-text); multi-line fields keep their lines.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { caller, created, fieldErrors } from '../helpers/action-center.js';
import { addGuest, createTestApp, signedInUser } from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
const lines = 'First line\nSecond line\r\n\tindented';

describe('one-line fields', () => {
  it('a task title takes a tab or line break as a space; its description keeps its lines', async () => {
    const { cookie } = await signedInUser(t);
    const task = await created<Json>(t, cookie, '/api/tasks', {
      title: 'Send\tthe\r\nquestions ',
      description: lines,
    });
    expect(task).toMatchObject({ title: 'Send the questions', description: lines });
    const listed = (await call(cookie, 'GET', '/api/tasks')).json() as Json[];
    expect(listed.map((item) => item.title)).toEqual(['Send the questions']);
    expect(fieldErrors(await call(cookie, 'POST', '/api/tasks', { title: '\t\n' }))).toEqual({
      title: 'Title is required',
    });
  });

  it('an action item title takes a tab or line break as a space; its description keeps its lines', async () => {
    const { cookie } = await signedInUser(t);
    const item = await created<Json>(t, cookie, '/api/action-items', {
      title: 'Book\nthe studio',
      description: lines,
    });
    expect(item).toMatchObject({ title: 'Book the studio', description: lines });
  });

  it("a calendar event's title, location, link and password are one line; its description keeps its lines", async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(t, cookie, { name: 'Jane Doe' });
    const event = await created<Json>(t, cookie, '/api/calendar', {
      title: 'Podcast with\tJane Doe\n',
      description: lines,
      startTime: '2026-11-22T15:00:00.000Z',
      endTime: '2026-11-22T16:00:00.000Z',
      eventType: 'recording',
      isVirtual: true,
      location: 'Studio\r\nB',
      meetingLink: 'https://meet.example.com/abc\n',
      meetingPassword: '\tsecret\t',
      guestId: guest.id,
    });
    expect(event).toMatchObject({
      title: 'Podcast with Jane Doe',
      description: lines,
      location: 'Studio B',
      meetingLink: 'https://meet.example.com/abc',
      meetingPassword: 'secret',
    });
  });

  it('a team name takes a tab or line break as a space, when created and when renamed', async () => {
    const { cookie } = await signedInUser(t);
    const team = await call(cookie, 'POST', '/api/team', { name: 'Morning\tShow\n' });
    expect(team.statusCode, team.body).toBe(201);
    expect(team.json()).toMatchObject({ team: { name: 'Morning Show' } });
    const renamed = await call(cookie, 'PATCH', '/api/team', { name: 'Evening\r\n\r\nShow' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ team: { name: 'Evening Show' } });
    expect(fieldErrors(await call(cookie, 'PATCH', '/api/team', { name: '\n' }))).toEqual({
      name: expect.any(String),
    });
  });
});
