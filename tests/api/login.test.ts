import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, deletedUser, PASSWORD, sessionCookie } from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const INVALID = { message: 'Invalid username or password' };
const THROTTLED = { message: 'Too many failed login attempts. Please try again in 15 minutes.' };

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload, headers });

describe('POST /api/login', () => {
  it('signs in and answers the public user', async () => {
    const user = await createUser(t, { username: 'hostess', email: 'h@example.com' });
    const response = await login({ username: 'hostess', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      username: 'hostess',
      email: 'h@example.com',
      phoneNumber: user.phoneNumber,
      phoneVerified: true,
      podcast: user.podcast,
      podcastUrl: user.podcastUrl,
      organizationId: null,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: sessionCookie(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('matches the username case-insensitively', async () => {
    const user = await createUser(t, { username: 'CamelHost' });
    const response = await login({ username: 'camelhost', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: 'CamelHost' });
  });

  it('answers the same 401 for a wrong password and an unknown user, without a session', async () => {
    const user = await createUser(t);
    const wrongPassword = await login({ username: user.username, password: 'Wrong-pass1!' });
    const unknown = await login({ username: 'nobody-here', password: PASSWORD });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
      expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    expect(wrongPassword.body).toBe(unknown.body);
  });

  it('answers 400 with field errors for missing fields', async () => {
    const empty = await login({ username: '', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: 'Username is required',
      errors: [
        { path: 'username', message: 'Username is required' },
        { path: 'password', message: 'Password is required' },
      ],
    });
    const noPassword = await login({ username: 'someone' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({
      message: 'Password is required',
      errors: [{ path: 'password', message: 'Password is required' }],
    });
  });

  it('locks a username for 15 minutes after 10 failures, even for the right password', async () => {
    const user = await createUser(t, { username: 'targeted' });
    for (let i = 0; i < 10; i += 1) {
      // the case of the username does not matter for the count
      const response = await login({
        username: i % 2 ? 'TARGETED' : 'targeted',
        password: `Wrong-${i}!a`,
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await login({ username: 'targeted', password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(THROTTLED);
    expect(locked.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    // other users are not affected
    const other = await createUser(t);
    expect((await login({ username: other.username, password: PASSWORD })).statusCode).toBe(200);

    t.clock.advance(14 * 60_000);
    expect((await login({ username: 'targeted', password: PASSWORD })).statusCode).toBe(429);

    t.clock.advance(60_000);
    const again = await login({ username: 'targeted', password: PASSWORD });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(user.id);
  });

  it('counts parallel guesses too: no more than 10 passwords are checked', async () => {
    const user = await createUser(t);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login({ username: user.username, password: `Guess-${i}!a` }),
      ),
    );
    const rejected = burst.filter((response) => response.statusCode === 401).length;
    const throttled = burst.filter((response) => response.statusCode === 429).length;
    expect(rejected + throttled).toBe(20);
    expect(rejected).toBeLessThanOrEqual(10);
    // one after another, the remaining failures up to 10 are allowed, then the lock holds
    let checked = rejected;
    for (;;) {
      const response = await login({ username: user.username, password: 'Another-guess1!' });
      if (response.statusCode === 429) break;
      expect(response.statusCode).toBe(401);
      checked += 1;
      expect(checked).toBeLessThanOrEqual(10);
    }
    expect(checked).toBe(10);
    expect((await login({ username: user.username, password: PASSWORD })).json()).toEqual(
      THROTTLED,
    );
  });

  it('counts failures for unknown usernames too', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ username: 'ghost', password: 'x' })).statusCode).toBe(401);
    }
    const locked = await login({ username: 'ghost', password: 'x' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(THROTTLED);
  });

  it('clears the failure count after a successful login', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 9; i += 1) await login({ username: user.username, password: 'nope' });
    expect((await login({ username: user.username, password: PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) await login({ username: user.username, password: 'nope' });
    expect((await login({ username: user.username, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an account whose deletion is pending with 403, the purge date and the way back', async () => {
    const user = await deletedUser(t);
    const response = await login({ username: user.username, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message:
        'This account is scheduled for deletion. Cancel the deletion to keep it and sign in.',
      purgeAfter: new Date(t.clock.now().getTime() + 30 * 24 * 3_600_000).toISOString(),
    });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    // past the purge time (the purge not yet run) the account is simply deleted
    t.clock.advance(30 * 24 * 3_600_000);
    const late = await login({ username: user.username, password: PASSWORD });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({
      message: 'This account has been deleted and can no longer sign in.',
    });

    // a wrong password still answers the generic 401
    const wrong = await login({ username: user.username, password: 'Wrong-pass1!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);
  });
});

describe('POST /api/logout', () => {
  it('answers 200 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out' });
  });

  it('answers 200 with an unknown session id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `sid=${'x'.repeat(32)}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('ends the session', async () => {
    const user = await createUser(t);
    const cookie = sessionCookie(await login({ username: user.username, password: PASSWORD }));
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value ?? '').toBe('');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });
});
