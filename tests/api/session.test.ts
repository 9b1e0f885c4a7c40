import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, PASSWORD, sessionCookie } from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

describe('sessions', () => {
  it('GET /api/user answers 401 without a session and the user with one, never the hash', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Authentication required' });

    const user = await createUser(t);
    const cookie = await login(t, user.username);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, username: user.username, phoneVerified: true });
    expect(me.body).not.toContain('argon2');
    expect(me.json()).not.toHaveProperty('password');
  });

  it('rotates the session id on login and ends it on the server at logout', async () => {
    const user = await createUser(t);
    const first = await login(t, user.username);
    const second = sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { cookie: first },
        payload: { username: user.username, password: PASSWORD },
      }),
    );
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: second },
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: second },
    });
    expect(after.statusCode).toBe(401);
  });

  it('expires a session after 14 idle days and after 30 days in any case', async () => {
    const user = await createUser(t);
    const cookie = await login(t, user.username);
    t.clock.advance(13 * 24 * 3_600_000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode,
    ).toBe(200);
    t.clock.advance(13 * 24 * 3_600_000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode,
    ).toBe(200);
    t.clock.advance(5 * 24 * 3_600_000); // day 31: still active, but past the absolute limit
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode,
    ).toBe(401);

    const idle = await login(t, user.username);
    t.clock.advance(15 * 24 * 3_600_000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: idle } }))
        .statusCode,
    ).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax cookie carrying a 32-character id', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: PASSWORD },
    });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie?.value).toHaveLength(32);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });
});
