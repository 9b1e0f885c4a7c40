import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.js';
import {
  createTestApp,
  createUser,
  sessionCookie,
  solveCaptcha,
  uniquePhone,
} from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const NOT_VERIFIED =
  'Please verify your phone number with the code you received before registering.';
const CAPTCHA_FIELD = {
  path: 'recaptchaToken',
  message: 'Please complete the captcha verification',
};
const CAPTCHA_FAILED = 'Captcha verification failed. Please complete the captcha again.';
/** A refused captcha solution: the message and the field error say the same words. */
const captchaRefused = (message: string) => ({
  message,
  errors: [{ path: 'recaptchaToken', message }],
});

function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Sends and verifies a pre-registration code; returns the code. */
async function verifiedPhone(phoneNumber: string): Promise<string> {
  const sent = await post('/api/pre-register-verification', { phoneNumber });
  expect(sent.statusCode).toBe(200);
  const code = t.sms.lastCode(phoneNumber);
  const verified = await post('/api/verify-pre-registration', {
    phoneNumber,
    verificationCode: code,
  });
  expect(verified.statusCode).toBe(200);
  return code;
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: 'newhost',
    email: 'newhost@example.com',
    phoneNumber: '+12025550111',
    messageConsent: true,
    verificationCode: '000000',
    podcast: 'New Show',
    podcastUrl: 'https://podcasts.apple.com/us/podcast/new-show/id1',
    password: 'Str0ng-pass!',
    confirmPassword: 'Str0ng-pass!',
    recaptchaToken: 'unset',
    ...overrides,
  };
}

/** A captcha token made outside the app, for expired or foreign-key challenges. */
async function foreignToken(options: { key: string; expiresAt: Date }): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 5,
    deriveKey,
    hmacSignatureSecret: options.key,
    expiresAt: options.expiresAt,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('POST /api/register', () => {
  it('registers after phone verification: 201, signed in, phone verified, argon2id hash', async () => {
    const phoneNumber = uniquePhone();
    const code = await verifiedPhone(phoneNumber);
    const response = await post(
      '/api/register',
      registration({
        phoneNumber,
        verificationCode: code,
        recaptchaToken: await solveCaptcha(t.app),
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      username: 'newhost',
      email: 'newhost@example.com',
      phoneNumber,
      phoneVerified: true,
      podcast: 'New Show',
      podcastUrl: 'https://podcasts.apple.com/us/podcast/new-show/id1',
      organizationId: null,
    });
    expect(response.body).not.toContain('Str0ng-pass!');

    const cookie = sessionCookie(response);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: body.id,
      username: 'newhost',
      phoneVerified: true,
      phoneNumber,
    });

    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.id));
    expect(row?.password.startsWith('$argon2id$')).toBe(true);

    // and the new password signs in
    const login = await post('/api/login', { username: 'newhost', password: 'Str0ng-pass!' });
    expect(login.statusCode).toBe(200);
  });

  it('accepts a phone number in another accepted shape and stores it as +1XXXXXXXXXX', async () => {
    const code = await verifiedPhone('+12025550122');
    const response = await post(
      '/api/register',
      registration({
        phoneNumber: '(202) 555-0122',
        verificationCode: code,
        recaptchaToken: await solveCaptcha(t.app),
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().phoneNumber).toBe('+12025550122');
  });

  it.each([
    'https://www.buzzsprout.com/123456',
    'https://share.transistor.fm/s/abc',
    'https://overcast.fm/itunes123',
    'https://media.example.org/shows/feed.xml',
    'https://example.com/podcast/feed/',
  ])(
    'registers a show that lives at %s (a podcast host, app or https feed)',
    async (podcastUrl) => {
      const phoneNumber = uniquePhone();
      const code = await verifiedPhone(phoneNumber);
      const response = await post(
        '/api/register',
        registration({
          phoneNumber,
          verificationCode: code,
          podcastUrl,
          recaptchaToken: await solveCaptcha(t.app),
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().podcastUrl).toBe(podcastUrl);
    },
  );

  it('takes a tab or line break pasted into the podcast name as a space (docs/product.md#one-line-text)', async () => {
    const phoneNumber = uniquePhone();
    const code = await verifiedPhone(phoneNumber);
    const response = await post(
      '/api/register',
      registration({
        phoneNumber,
        verificationCode: code,
        podcast: 'New\tShow\r\n',
        recaptchaToken: await solveCaptcha(t.app),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().podcast).toBe('New Show');
  });

  it('refuses a number whose area code or exchange starts with 0 or 1 (no such US number), texting nothing', async () => {
    const message = 'Phone number must be in +1XXXXXXXXXX format (US only)';
    for (const phoneNumber of ['+10125550100', '+11125550100', '2020555010', '1 (202) 155-5010']) {
      for (const [url, body] of [
        ['/api/pre-register-verification', { phoneNumber }],
        ['/api/verify-pre-registration', { phoneNumber, verificationCode: '123456' }],
      ] as const) {
        const response = await post(url, body);
        expect(response.json(), `${url} ${phoneNumber}`).toEqual({
          message,
          errors: [{ path: 'phoneNumber', message }],
        });
      }
      const registered = await post('/api/register', registration({ phoneNumber }));
      expect(registered.statusCode).toBe(400);
      expect(registered.json().errors).toContainEqual({ path: 'phoneNumber', message });
    }
    expect(t.sms.messages).toEqual([]);
  });

  it('refuses a phone that was never verified', async () => {
    const response = await post(
      '/api/register',
      registration({ recaptchaToken: await solveCaptcha(t.app) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: NOT_VERIFIED,
      errors: [{ path: 'verificationCode', message: NOT_VERIFIED }],
    });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('refuses a code that was sent but not verified', async () => {
    const phoneNumber = uniquePhone();
    await post('/api/pre-register-verification', { phoneNumber });
    const code = t.sms.lastCode(phoneNumber);
    const response = await post(
      '/api/register',
      registration({
        phoneNumber,
        verificationCode: code,
        recaptchaToken: await solveCaptcha(t.app),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NOT_VERIFIED);
  });

  it('refuses a verified phone with a different code than the one verified', async () => {
    const phoneNumber = uniquePhone();
    const code = await verifiedPhone(phoneNumber);
    const other = code === '999999' ? '111111' : '999999';
    const response = await post(
      '/api/register',
      registration({
        phoneNumber,
        verificationCode: other,
        recaptchaToken: await solveCaptcha(t.app),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NOT_VERIFIED);
  });

  it('refuses a verification older than 10 minutes', async () => {
    const phoneNumber = uniquePhone();
    const code = await verifiedPhone(phoneNumber);
    t.clock.advance(10 * 60_000 + 1_000);
    const response = await post(
      '/api/register',
      registration({
        phoneNumber,
        verificationCode: code,
        recaptchaToken: await solveCaptcha(t.app),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NOT_VERIFIED);
  });

  it('uses a verification once: a second registration with it fails', async () => {
    const phoneNumber = uniquePhone();
    const code = await verifiedPhone(phoneNumber);
    const first = await post(
      '/api/register',
      registration({
        phoneNumber,
        verificationCode: code,
        recaptchaToken: await solveCaptcha(t.app),
      }),
    );
    expect(first.statusCode).toBe(201);
    const second = await post(
      '/api/register',
      registration({
        username: 'otherhost',
        phoneNumber,
        verificationCode: code,
        recaptchaToken: await solveCaptcha(t.app),
      }),
    );
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(NOT_VERIFIED);
  });

  it('lets only one of two parallel registrations use a verification', async () => {
    const phoneNumber = uniquePhone();
    const code = await verifiedPhone(phoneNumber);
    const [a, b] = await Promise.all(
      ['racer_a', 'racer_b'].map(async (username) =>
        post(
          '/api/register',
          registration({
            username,
            phoneNumber,
            verificationCode: code,
            recaptchaToken: await solveCaptcha(t.app),
          }),
        ),
      ),
    );
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 400]);
  });

  it('answers 409, not 5xx, when two parallel registrations take the same username', async () => {
    const phones = [uniquePhone(), uniquePhone()];
    const codes = [
      await verifiedPhone(phones[0] as string),
      await verifiedPhone(phones[1] as string),
    ];
    const answers = await Promise.all(
      phones.map(async (phoneNumber, i) =>
        post(
          '/api/register',
          registration({
            username: i === 0 ? 'samename' : 'SameName',
            phoneNumber,
            verificationCode: codes[i],
            recaptchaToken: await solveCaptcha(t.app),
          }),
        ),
      ),
    );
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const conflict = answers.find((response) => response.statusCode === 409);
    expect(conflict?.json().message).toBe('Username already exists');
  });

  /** Registers `username` with a verified phone, once `existing` has been taken. */
  async function registerTaken(existing: string, username: string, recaptchaToken: string) {
    await createUser(t, { username: existing });
    const phoneNumber = uniquePhone();
    const code = await verifiedPhone(phoneNumber);
    return post(
      '/api/register',
      registration({ username, phoneNumber, verificationCode: code, recaptchaToken }),
    );
  }

  it('answers 409 for a username that exists, in any case', async () => {
    const response = await registerTaken('TakenName', 'takenname', await solveCaptcha(t.app));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Username already exists');
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('checks the captcha before it says whether a username exists', async () => {
    const response = await registerTaken('probedname', 'probedname', 'fallback-token-1700000000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(captchaRefused(CAPTCHA_FAILED));
  });

  describe('validation', () => {
    it('answers 400 JSON for a missing body', async () => {
      const response = await post('/api/register');
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        message: 'The request body is empty: send a JSON object.',
      });
    });

    it('answers 400 with every field error for an empty object', async () => {
      const response = await post('/api/register', {});
      expect(response.statusCode).toBe(400);
      const { message, errors } = response.json() as {
        message: string;
        errors: { path: string; message: string }[];
      };
      expect(message).toBe(errors[0]?.message);
      expect(errors).toEqual(
        expect.arrayContaining([
          {
            path: 'messageConsent',
            message: 'You must consent to receive SMS messages to continue',
          },
          { path: 'verificationCode', message: 'Verification code must be 6 digits' },
          { path: 'podcast', message: 'Podcast name is required' },
          { path: 'podcastUrl', message: 'Podcast URL is required' },
          { path: 'recaptchaToken', message: 'Please complete the captcha verification' },
        ]),
      );
    });

    it.each([
      [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
      [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ phoneNumber: '12345' }, 'phoneNumber', 'Phone number must be at least 10 digits'],
      [
        { phoneNumber: '+445551234567' },
        'phoneNumber',
        'Phone number must be in +1XXXXXXXXXX format (US only)',
      ],
      [
        { messageConsent: false },
        'messageConsent',
        'You must consent to receive SMS messages to continue',
      ],
      [{ verificationCode: '123' }, 'verificationCode', 'Verification code must be 6 digits'],
      [{ podcast: '' }, 'podcast', 'Podcast name is required'],
      [
        { podcastUrl: 'https://spotify.com.evil.com/show' },
        'podcastUrl',
        'URL must be from a podcast directory, host or RSS feed',
      ],
      [
        { podcastUrl: 'http://example.com/podcast.rss' },
        'podcastUrl',
        'URL must be from a podcast directory, host or RSS feed',
      ],
      [
        { podcastUrl: 'https://example.com/show' },
        'podcastUrl',
        'URL must be from a podcast directory, host or RSS feed',
      ],
      [
        { password: 'Shor1!', confirmPassword: 'Shor1!' },
        'password',
        'Password must be at least 8 characters long',
      ],
      [
        { password: 'nouppercase1!', confirmPassword: 'nouppercase1!' },
        'password',
        'Password must contain at least one uppercase letter',
      ],
      [
        { password: 'NoSpecial123', confirmPassword: 'NoSpecial123' },
        'password',
        'Password must contain at least one special character',
      ],
      [{ confirmPassword: 'Different-1!' }, 'confirmPassword', 'Passwords do not match'],
      [{ recaptchaToken: '' }, 'recaptchaToken', 'Please complete the captcha verification'],
    ])('%j → %s: %s', async (override, path, message) => {
      const response = await post('/api/register', registration(override));
      expect(response.statusCode).toBe(400);
      const body = response.json() as {
        message: string;
        errors: { path: string; message: string }[];
      };
      expect(body.message).toBe(message);
      expect(body.errors[0]).toEqual({ path, message });
      // other rules broken by the same value are reported on the same field, none elsewhere
      expect(body.errors.every((error) => error.path === path)).toBe(true);
    });
  });

  describe('captcha', () => {
    async function registerWith(recaptchaToken: string | undefined) {
      const phoneNumber = uniquePhone();
      const code = await verifiedPhone(phoneNumber);
      const payload = registration({ phoneNumber, verificationCode: code, recaptchaToken });
      if (recaptchaToken === undefined) delete (payload as Record<string, unknown>).recaptchaToken;
      return { response: await post('/api/register', payload), phoneNumber, code };
    }

    it('is required', async () => {
      const { response } = await registerWith(undefined);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please complete the captcha verification',
        errors: [CAPTCHA_FIELD],
      });
    });

    it.each(['fallback-token-1700000000', 'verified-fallback-1700000000', 'bm90IGpzb24=', 'e30='])(
      'refuses the placeholder or garbage token %j',
      async (token) => {
        const { response } = await registerWith(token);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(captchaRefused(CAPTCHA_FAILED));
      },
    );

    it('refuses a solution that was already used, and the verified phone stays usable', async () => {
      const token = await solveCaptcha(t.app);
      const phoneNumber = uniquePhone();
      const code = await verifiedPhone(phoneNumber);
      const first = await post(
        '/api/register',
        registration({ phoneNumber, verificationCode: code, recaptchaToken: token }),
      );
      expect(first.statusCode).toBe(201);

      const secondPhone = uniquePhone();
      const secondCode = await verifiedPhone(secondPhone);
      const response = await post(
        '/api/register',
        registration({
          username: 'secondhost',
          phoneNumber: secondPhone,
          verificationCode: secondCode,
          recaptchaToken: token,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(captchaRefused(CAPTCHA_FAILED));

      // A fresh solution then works with the same verification (the failed try did not consume it).
      const retry = await post(
        '/api/register',
        registration({
          username: 'secondhost',
          phoneNumber: secondPhone,
          verificationCode: secondCode,
          recaptchaToken: await solveCaptcha(t.app),
        }),
      );
      expect(retry.statusCode).toBe(201);
    });

    it('refuses an expired challenge', async () => {
      const token = await foreignToken({
        key: 'test-captcha-key',
        expiresAt: new Date(Date.now() - 60_000),
      });
      const { response } = await registerWith(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        captchaRefused('Captcha expired. Please complete the captcha again.'),
      );
    });

    it('accepts a challenge signed with the configured key (control) but not with another key', async () => {
      const ok = await foreignToken({
        key: 'test-captcha-key',
        expiresAt: new Date(Date.now() + 60_000),
      });
      expect((await registerWith(ok)).response.statusCode).toBe(201);

      const token = await foreignToken({
        key: 'some-other-key',
        expiresAt: new Date(Date.now() + 60_000),
      });
      const phoneNumber = uniquePhone();
      const code = await verifiedPhone(phoneNumber);
      const response = await post(
        '/api/register',
        registration({
          username: 'thirdhost',
          phoneNumber,
          verificationCode: code,
          recaptchaToken: token,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(captchaRefused(CAPTCHA_FAILED));
    });

    it('refuses a solved challenge whose solution was tampered with', async () => {
      const token = await solveCaptcha(t.app);
      const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as {
        challenge: { parameters: Record<string, unknown> };
        solution: { counter: number };
      };
      payload.solution.counter += 1;
      const { response } = await registerWith(
        Buffer.from(JSON.stringify(payload)).toString('base64'),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(captchaRefused(CAPTCHA_FAILED));
    });
  });
});
