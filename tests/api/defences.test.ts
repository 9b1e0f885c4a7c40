// Browser-facing defences over the whole route table (docs/decisions/009-hardening.md,
// docs/security.md). The single-route cases live in security.test.ts (CSRF variants on /api/login,
// headers, body limit), session.test.ts (cookie flags in development, rotation, expiry),
// login.test.ts (throttling), codes.test.ts (SMS send and code-check limits) and
// password-reset.test.ts (identical forgot-password answers); this file extends them to every write
// route, to the production cookie and HSTS, and to the logs.
import { Writable } from 'node:stream';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import {
  addGuest,
  createTestApp,
  createUser,
  MemorySms,
  PASSWORD,
  signedInUser,
  solveCaptcha,
  TestClock,
  uniquePhone,
} from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/db.js';
import { fillPath, fingerprint, isWrite, rawCall, routeTable } from '../helpers/routes.js';
import type { Route } from '../helpers/routes.js';

const CSRF = { message: 'Cross-site or non-JSON requests are not allowed' };

describe('CSRF on every write route of the route table (docs/product.md#csrf)', () => {
  let t: TestApp;
  let routes: Route[];
  let cookie: string;
  let guestId: number;
  beforeAll(async () => {
    t = await createTestApp();
    routes = await routeTable(t);
    ({ cookie } = await signedInUser(t));
    guestId = (await addGuest(t, cookie)).id;
  });
  afterAll(async () => t.close());

  const attacks: [string, Record<string, string>, string][] = [
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=x&details=y'],
    ['a multipart form', { 'content-type': 'multipart/form-data; boundary=b' }, '--b\r\n\r\n--b--'],
    ['text/plain', { 'content-type': 'text/plain' }, '{"name":"x","details":"y"}'],
    [
      'cross-site JSON',
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      '{"name":"x","details":"y"}',
    ],
    [
      'same-site JSON from a sibling subdomain',
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
      '{"name":"x","details":"y"}',
    ],
    [
      'JSON from a foreign Origin',
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      '{"name":"x","details":"y"}',
    ],
    ['a cross-site write without a body', { 'sec-fetch-site': 'cross-site' }, ''],
  ];

  it.each(attacks)(
    'refuses %s with 403 on every write route, changing nothing',
    async (_n, headers, body) => {
      // Twilio's inbound-message webhook takes Twilio's signed form posts, by design
      // (docs/product.md#sms-notifications); notifications.test.ts proves that one without a valid
      // X-Twilio-Signature is refused with 403 and changes nothing.
      const writes = routes.filter(
        (route) => isWrite(route) && route.key !== 'POST /api/sms/inbound',
      );
      expect(writes.length).toBeGreaterThan(10);
      const before = await fingerprint(t.database.db);
      for (const route of writes) {
        const url = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, guestId])));
        const response = await t.app.inject({
          method: route.method,
          url,
          headers: { cookie, ...headers },
          ...(body ? { payload: body } : {}),
        });
        expect(response.statusCode, `${route.key} ${response.body}`).toBe(403);
        expect(response.json()).toEqual(CSRF);
        // Security headers on refusals as on every answer.
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(String(response.headers['content-security-policy'])).toContain(
          "frame-ancestors 'none'",
        );
        expect(response.headers['cache-control']).toBe('no-store');
      }
      expect(await fingerprint(t.database.db)).toEqual(before);
    },
  );

  it('sends the security headers on every route of the table', async () => {
    for (const route of routes) {
      const url = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, guestId])));
      const response = await rawCall(t, route.method, url, {
        cookie,
        ...(isWrite(route) ? { body: '{}' } : {}),
      });
      expect(response.statusCode, route.key).toBeLessThan(500);
      expect(response.headers['x-content-type-options'], route.key).toBe('nosniff');
      expect(response.headers['x-frame-options'], route.key).toBe('DENY');
      expect(response.headers['cache-control'], route.key).toBe('no-store');
      expect(String(response.headers['content-security-policy']), route.key).toContain(
        "default-src 'self'",
      );
    }
  });
});

describe('production cookie and transport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' });
  });
  afterAll(async () => t.close());

  it('marks the session cookie Secure, HttpOnly and SameSite=Lax, and sends HSTS', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const sid = response.cookies.find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `sid=${sid?.value}` },
    });
    const cleared = logout.cookies.find((c) => c.name === 'sid');
    expect(cleared).toMatchObject({ value: '', secure: true, httpOnly: true });
  });
});

describe('request rate limit per client IP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '5' });
  });
  afterAll(async () => t.close());

  it('answers 429 {message} past RATE_LIMIT_MAX a minute, per IP, sparing /healthz', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/captcha/config', remoteAddress });
    for (let i = 0; i < 5; i += 1) expect((await from('10.0.0.1')).statusCode).toBe(200);
    const limited = await from('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/json/);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please try again in 1 minute.' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await from('10.0.0.2')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const health = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '10.0.0.1',
      });
      expect(health.statusCode).toBe(200);
    }
  });

  it('answers 429 {message} on a signed-in route with response schemas too, and spares pages', async () => {
    const { cookie } = await signedInUser(t);
    const lists = ['/api/guests', '/api/calendar', '/api/tasks', '/api/action-items'];
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: lists[i % lists.length] as string,
        headers: { cookie },
        remoteAddress: '10.0.0.3',
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          message: 'Too many requests. Please try again in 1 minute.',
        });
      }
    }
    // Five answers from this address, then only 429s: never a 500 from a route's schemas.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    for (let i = 0; i < 3; i += 1) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/archive',
        remoteAddress: '10.0.0.3',
      });
      expect(page.statusCode).not.toBe(429);
    }
  });
});

describe('no secret in any log line', () => {
  it('logs a full register, login, reset and logout flow at trace level without a password, code or session id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const database = await createTestDatabase();
    const sms = new MemorySms();
    const clock = new TestClock();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(os.tmpdir(), 'guest-tracker-test-data'),
      CAPTCHA_HMAC_KEY: 'test-captcha-key',
      CAPTCHA_COST: '1',
      LOG_LEVEL: 'trace',
    });
    const app = await buildApp({ config, database, sms, clock: clock.now, logger: { stream } });
    const secrets: string[] = [];
    const codes: string[] = [];
    const post = async (url: string, payload: object, cookie?: string) => {
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: {
          authorization: 'Bearer top-secret-bearer-token',
          ...(cookie ? { cookie } : {}),
        },
      });
      for (const c of response.cookies) if (c.value) secrets.push(c.value);
      return response;
    };
    try {
      const phoneNumber = uniquePhone();
      const password = 'Reg1ster-Secret!';
      const newPassword = 'N3w-Reset-Secret!';
      secrets.push(password, newPassword, 'top-secret-bearer-token');

      expect((await post('/api/pre-register-verification', { phoneNumber })).statusCode).toBe(200);
      const verificationCode = sms.lastCode(phoneNumber);
      codes.push(verificationCode);
      await post('/api/verify-pre-registration', { phoneNumber, verificationCode: '000000' });
      await post('/api/verify-pre-registration', { phoneNumber, verificationCode });
      const registered = await post('/api/register', {
        username: 'loggeduser',
        email: 'logged@example.com',
        phoneNumber,
        messageConsent: true,
        verificationCode,
        podcast: 'Log Show',
        podcastUrl: 'https://open.spotify.com/show/abc',
        password,
        confirmPassword: password,
        recaptchaToken: await solveCaptcha(app),
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const sid = registered.cookies.find((c) => c.name === 'sid')?.value as string;

      // A wrong password, a validation error carrying the password, a right one.
      expect(
        (await post('/api/login', { username: 'loggeduser', password: `${password}x` })).statusCode,
      ).toBe(401);
      expect((await post('/api/login', { username: '', password })).statusCode).toBe(400);
      const loggedIn = await post('/api/login', { username: 'loggeduser', password }, `sid=${sid}`);
      expect(loggedIn.statusCode).toBe(200);
      const sid2 = loggedIn.cookies.find((c) => c.name === 'sid')?.value as string;
      const me = await app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: `sid=${sid2}` },
      });
      expect(me.statusCode).toBe(200);

      // A failed text (logged as an error), then a reset.
      clock.advance(61_000);
      sms.failNext = true;
      await post('/api/forgot-password', {
        username: 'loggeduser',
        phoneNumber,
        recaptchaToken: await solveCaptcha(app),
      });
      expect(sms.failNext).toBe(false);
      clock.advance(61_000);
      expect(
        (
          await post('/api/forgot-password', {
            username: 'loggeduser',
            phoneNumber,
            recaptchaToken: await solveCaptcha(app),
          })
        ).statusCode,
      ).toBe(200);
      const resetCode = sms.lastCode(phoneNumber);
      codes.push(resetCode);
      const reset = await post('/api/reset-password', {
        resetCode,
        phoneNumber,
        newPassword,
        confirmPassword: newPassword,
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const again = await post('/api/login', { username: 'loggeduser', password: newPassword });
      expect(again.statusCode).toBe(200);
      const sid3 = again.cookies.find((c) => c.name === 'sid')?.value as string;
      expect((await post('/api/logout', {}, `sid=${sid3}`)).statusCode).toBe(200);
      secrets.push(sid, sid2, sid3);
    } finally {
      await app.close();
      await database.close();
    }

    expect(lines.length).toBeGreaterThan(20); // the logger did log the flow
    expect(lines.some((line) => line.includes('"statusCode":401'))).toBe(true);
    for (const line of lines) {
      for (const secret of secrets)
        expect(line, 'a log line carries a secret').not.toContain(secret);
      for (const code of codes)
        expect(line, 'a log line carries a code').not.toMatch(new RegExp(`\\b${code}\\b`));
    }
  });
});
