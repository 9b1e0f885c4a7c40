import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeResetCode } from '#server/services/codes.js';
import {
  createTestApp,
  createUser,
  deletedUser,
  login,
  PASSWORD,
  solveCaptcha,
  uniquePhone,
} from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';
import { usingPostgres } from '../helpers/db.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const PROCESSED = {
  success: true,
  message:
    'If your account exists and the phone number matches, a password reset code has been sent to your phone.',
};
const RESET_DONE = {
  success: true,
  message: 'Your password has been reset. You can now log in with your new password.',
};
const RESET_INVALID = 'Invalid or expired reset code. Please request a new code.';
const TOO_MANY = 'Too many incorrect attempts. Please request a new code.';
const NEW_PASSWORD = 'Brand-new-pass9';

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function forgot(username: string, phoneNumber: string) {
  return post('/api/forgot-password', {
    username,
    phoneNumber,
    recaptchaToken: await solveCaptcha(t.app),
  });
}

function reset(phoneNumber: string, resetCode: string, overrides: Record<string, unknown> = {}) {
  return post('/api/reset-password', {
    resetCode,
    phoneNumber,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...overrides,
  });
}

/** A six-digit code that is none of `codes`: a wrong try. */
function codeOtherThan(...codes: string[]): string {
  let bad = '000000';
  while (codes.includes(bad)) bad = String(Number(bad) + 1).padStart(6, '0');
  return bad;
}
const canLogin = async (username: string, password: string) =>
  (await post('/api/login', { username, password })).statusCode;

/** A user who asked for a reset: the user and the code texted to them. */
async function userWithResetCode() {
  const user = await createUser(t);
  const response = await forgot(user.username, user.phoneNumber);
  expect(response.statusCode).toBe(200);
  return { user, code: t.sms.lastCode(user.phoneNumber) };
}

describe('POST /api/forgot-password', () => {
  it('texts a reset code when username and phone match', async () => {
    const user = await createUser(t);
    const response = await forgot(user.username.toUpperCase(), user.phoneNumber.slice(2));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(PROCESSED);
    expect(t.sms.messages).toHaveLength(1);
    expect(t.sms.messages[0]?.to).toBe(user.phoneNumber);
    expect(t.sms.lastCode(user.phoneNumber)).toMatch(/^\d{6}$/);
  });

  it('resets the password of an account whose number came before the numbering-plan rule', async () => {
    // An exchange starting with 0: refused as a new number, still the key to this account.
    const user = await createUser(t, { phoneNumber: '+15550100001' });
    expect((await forgot(user.username, '(555) 010-0001')).statusCode).toBe(200);
    const code = t.sms.lastCode(user.phoneNumber);
    expect((await reset('5550100001', code)).statusCode).toBe(200);
    expect(await canLogin(user.username, NEW_PASSWORD)).toBe(200);
  });

  it('answers byte-identically for an unknown user and a wrong phone, and texts nothing', async () => {
    const user = await createUser(t);
    const matching = await forgot(user.username, user.phoneNumber);
    const unknownUser = await forgot('no-such-user', uniquePhone());
    const wrongPhone = await forgot(user.username, uniquePhone());
    expect(t.sms.messages).toHaveLength(1); // only the matching request
    for (const response of [unknownUser, wrongPhone]) {
      expect(response.statusCode).toBe(matching.statusCode);
      expect(response.body).toBe(matching.body);
      expect(response.headers['content-type']).toBe(matching.headers['content-type']);
    }
  });

  it('texts nothing for a deleted account but answers the same', async () => {
    const user = await deletedUser(t);
    const response = await forgot(user.username, user.phoneNumber);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(PROCESSED);
    expect(t.sms.messages).toHaveLength(0);
  });

  it('requires a valid captcha', async () => {
    const user = await createUser(t);
    const missing = await post('/api/forgot-password', {
      username: user.username,
      phoneNumber: user.phoneNumber,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Please complete the captcha verification',
      errors: [{ path: 'recaptchaToken', message: 'Please complete the captcha verification' }],
    });
    const placeholder = await post('/api/forgot-password', {
      username: user.username,
      phoneNumber: user.phoneNumber,
      recaptchaToken: 'fallback-token-1700000000',
    });
    expect(placeholder.statusCode).toBe(400);
    // The message and the field error say the same words.
    const failed = 'Captcha verification failed. Please complete the captcha again.';
    expect(placeholder.json()).toEqual({
      message: failed,
      errors: [{ path: 'recaptchaToken', message: failed }],
    });
    expect(t.sms.messages).toHaveLength(0);
  });

  it('validates username and phone number', async () => {
    const response = await post('/api/forgot-password', {
      username: '',
      phoneNumber: '',
      recaptchaToken: 'x',
    });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: { path: string; message: string }[] };
    expect(errors).toContainEqual({ path: 'username', message: 'Username is required' });
    expect(errors).toContainEqual({ path: 'phoneNumber', message: 'Phone number is required' });
  });

  it('applies the per-number send limit whether or not the account exists', async () => {
    const user = await createUser(t);
    expect((await forgot(user.username, user.phoneNumber)).statusCode).toBe(200);
    const again = await forgot(user.username, user.phoneNumber);
    expect(again.statusCode).toBe(429);
    const phone = uniquePhone();
    expect((await forgot('nobody', phone)).statusCode).toBe(200);
    const againUnknown = await forgot('nobody', phone);
    expect(againUnknown.statusCode).toBe(429);
    expect(againUnknown.body).toBe(again.body);
  });

  it('keeps the captcha solution of a request the minute limit refuses, for the next try', async () => {
    const user = await createUser(t);
    expect((await forgot(user.username, user.phoneNumber)).statusCode).toBe(200);
    const body = {
      username: user.username,
      phoneNumber: user.phoneNumber,
      recaptchaToken: await solveCaptcha(t.app),
    };
    const refused = await post('/api/forgot-password', body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Please wait 60 seconds before requesting another code.',
    });

    t.clock.advance(60_000);
    const retried = await post('/api/forgot-password', body);
    expect(retried.statusCode).toBe(200);
    expect(t.sms.messages.filter((m) => m.to === user.phoneNumber)).toHaveLength(2);
    // and, once accepted, the solution is spent
    t.clock.advance(60_000);
    expect((await post('/api/forgot-password', body)).statusCode).toBe(400);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password and ends every session of the user', async () => {
    const user = await createUser(t);
    const first = await login(t, user.username);
    const second = await login(t, user.username);
    const response = await forgot(user.username, user.phoneNumber);
    expect(response.statusCode).toBe(200);
    const code = t.sms.lastCode(user.phoneNumber);

    const done = await reset(user.phoneNumber, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(RESET_DONE);

    for (const cookie of [first, second]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    }
    expect(await canLogin(user.username, PASSWORD)).toBe(401);
    expect(await canLogin(user.username, NEW_PASSWORD)).toBe(200);
  });

  it('lets a user locked out by failed logins log in with the new password', async () => {
    const user = await createUser(t);
    let locked = await post('/api/login', { username: user.username, password: 'Wrong-pass1!' });
    for (let i = 0; i < 20 && locked.statusCode !== 429; i += 1) {
      locked = await post('/api/login', { username: user.username, password: 'Wrong-pass1!' });
    }
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
    expect(await canLogin(user.username.toUpperCase(), PASSWORD)).toBe(429);

    expect((await forgot(user.username, user.phoneNumber)).statusCode).toBe(200);
    const done = await reset(user.phoneNumber, t.sms.lastCode(user.phoneNumber));
    expect(done.json()).toEqual(RESET_DONE);
    expect(await canLogin(user.username, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a wrong code with a message and keeps the password', async () => {
    const { user, code } = await userWithResetCode();
    const response = await reset(user.phoneNumber, codeOtherThan(code));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: RESET_INVALID,
      errors: [{ path: 'resetCode', message: RESET_INVALID }],
    });
    expect(await canLogin(user.username, PASSWORD)).toBe(200);
  });

  it('refuses the code with another phone number', async () => {
    const { user, code } = await userWithResetCode();
    const response = await reset(uniquePhone(), code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RESET_INVALID);
    expect(await canLogin(user.username, PASSWORD)).toBe(200);
  });

  it('voids the code after five wrong tries', async () => {
    const { user, code } = await userWithResetCode();
    for (let i = 1; i <= 4; i += 1) {
      const response = await reset(user.phoneNumber, codeOtherThan(code));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(RESET_INVALID);
    }
    const fifth = await reset(user.phoneNumber, codeOtherThan(code));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe(TOO_MANY);

    const right = await reset(user.phoneNumber, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(TOO_MANY);
    expect(await canLogin(user.username, PASSWORD)).toBe(200);
    expect(await canLogin(user.username, NEW_PASSWORD)).toBe(401);
  });

  it('refuses a code older than 10 minutes', async () => {
    const { user, code } = await userWithResetCode();
    t.clock.advance(11 * 60_000);
    const response = await reset(user.phoneNumber, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RESET_INVALID);
    expect(await canLogin(user.username, PASSWORD)).toBe(200);
  });

  it('uses a code once', async () => {
    const { user, code } = await userWithResetCode();
    expect((await reset(user.phoneNumber, code)).statusCode).toBe(200);
    const again = await reset(user.phoneNumber, code, {
      newPassword: 'Another-pass7',
      confirmPassword: 'Another-pass7',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_INVALID);
    expect(await canLogin(user.username, NEW_PASSWORD)).toBe(200);
    expect(await canLogin(user.username, 'Another-pass7')).toBe(401);
  });

  it('lets only one of two parallel resets use a code', async () => {
    const { user, code } = await userWithResetCode();
    const answers = await Promise.all([
      reset(user.phoneNumber, code, {
        newPassword: 'First-pass1!',
        confirmPassword: 'First-pass1!',
      }),
      reset(user.phoneNumber, code, {
        newPassword: 'Second-pass2!',
        confirmPassword: 'Second-pass2!',
      }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'First-pass1!' : 'Second-pass2!';
    const loser = winner === 'First-pass1!' ? 'Second-pass2!' : 'First-pass1!';
    expect(await canLogin(user.username, winner)).toBe(200);
    expect(await canLogin(user.username, loser)).toBe(401);
  });

  it('voids an earlier code when a new one is requested', async () => {
    const { user, code: first } = await userWithResetCode();
    t.clock.advance(61_000);
    await forgot(user.username, user.phoneNumber);
    const second = t.sms.lastCode(user.phoneNumber);
    if (first !== second) expect((await reset(user.phoneNumber, first)).statusCode).toBe(400);
    expect((await reset(user.phoneNumber, second)).statusCode).toBe(200);
  });

  describe('two accounts on one phone number', () => {
    /** Accounts X and Y on one number, each with the code it asked for a minute apart. */
    async function sharedNumber() {
      const x = await createUser(t);
      const y = await createUser(t, { phoneNumber: x.phoneNumber });
      expect((await forgot(x.username, x.phoneNumber)).statusCode).toBe(200);
      const xCode = t.sms.lastCode(x.phoneNumber);
      t.clock.advance(61_000);
      expect((await forgot(y.username, y.phoneNumber)).statusCode).toBe(200);
      const yCode = t.sms.lastCode(y.phoneNumber);
      expect(t.sms.messages).toHaveLength(2);
      return { x, y, xCode, yCode };
    }

    it('resets each account with its own code, the older one first', async () => {
      const { x, y, xCode, yCode } = await sharedNumber();
      t.clock.advance(60_000);
      const xDone = await reset(x.phoneNumber, xCode);
      expect(xDone.statusCode).toBe(200);
      expect(xDone.json()).toEqual(RESET_DONE);
      expect(await canLogin(x.username, NEW_PASSWORD)).toBe(200);
      expect(await canLogin(y.username, PASSWORD)).toBe(200);

      const yDone = await reset(y.phoneNumber, yCode, {
        newPassword: 'Other-pass7!',
        confirmPassword: 'Other-pass7!',
      });
      expect(yDone.statusCode).toBe(200);
      expect(await canLogin(y.username, 'Other-pass7!')).toBe(200);
      expect(await canLogin(x.username, NEW_PASSWORD)).toBe(200);
    });

    it('refuses a wrong code without spending either code', async () => {
      const { x, y, xCode, yCode } = await sharedNumber();
      const bad = codeOtherThan(xCode, yCode);
      const refused = await reset(x.phoneNumber, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(RESET_INVALID);
      expect(await canLogin(x.username, PASSWORD)).toBe(200);
      expect(await canLogin(y.username, PASSWORD)).toBe(200);

      expect((await reset(x.phoneNumber, xCode)).statusCode).toBe(200);
      expect((await reset(y.phoneNumber, yCode)).statusCode).toBe(200);
      expect(await canLogin(x.username, NEW_PASSWORD)).toBe(200);
      expect(await canLogin(y.username, NEW_PASSWORD)).toBe(200);
    });

    it('counts five wrong tries for the number, then voids both codes', async () => {
      const { x, y, xCode, yCode } = await sharedNumber();
      const bad = codeOtherThan(xCode, yCode);
      const messages: string[] = [];
      for (let i = 1; i <= 5; i += 1) {
        messages.push((await reset(x.phoneNumber, bad)).json().message as string);
      }
      expect(messages).toEqual([...Array(4).fill(RESET_INVALID), TOO_MANY]);
      for (const code of [xCode, yCode]) {
        const right = await reset(x.phoneNumber, code);
        expect(right.statusCode).toBe(400);
        expect(right.json().message).toBe(TOO_MANY);
      }
      expect(await canLogin(x.username, PASSWORD)).toBe(200);
      expect(await canLogin(y.username, PASSWORD)).toBe(200);
    });

    it('gives a code asked for after wrong tries only the tries the number has left (docs/decisions/046)', async () => {
      const x = await createUser(t);
      const y = await createUser(t, { phoneNumber: x.phoneNumber });
      expect((await forgot(x.username, x.phoneNumber)).statusCode).toBe(200);
      const xCode = t.sms.lastCode(x.phoneNumber);
      for (let i = 1; i <= 4; i += 1) {
        expect((await reset(x.phoneNumber, codeOtherThan(xCode))).json().message).toBe(
          RESET_INVALID,
        );
      }
      // Y's code joins the number's count: four wrong tries are made, one is left for both codes.
      t.clock.advance(61_000);
      expect((await forgot(y.username, y.phoneNumber)).statusCode).toBe(200);
      const yCode = t.sms.lastCode(y.phoneNumber);
      const fifth = await reset(x.phoneNumber, codeOtherThan(xCode, yCode));
      expect(fifth.json().message).toBe(TOO_MANY);
      for (const code of [xCode, yCode]) {
        const right = await reset(x.phoneNumber, code);
        expect(right.statusCode).toBe(400);
        expect(right.json().message).toBe(TOO_MANY);
      }
      expect(await canLogin(x.username, PASSWORD)).toBe(200);
      expect(await canLogin(y.username, PASSWORD)).toBe(200);

      // With no code of the number left, a new one starts a new count of five.
      t.clock.advance(61_000);
      expect((await forgot(y.username, y.phoneNumber)).statusCode).toBe(200);
      const yNewCode = t.sms.lastCode(y.phoneNumber);
      for (let i = 1; i <= 4; i += 1) {
        expect((await reset(y.phoneNumber, codeOtherThan(yNewCode))).json().message).toBe(
          RESET_INVALID,
        );
      }
      expect((await reset(y.phoneNumber, yNewCode)).statusCode).toBe(200);
      expect(await canLogin(y.username, NEW_PASSWORD)).toBe(200);
      expect(await canLogin(x.username, PASSWORD)).toBe(200);
    });

    it("voids only the asking account's earlier code", async () => {
      const { x, y, xCode, yCode } = await sharedNumber();
      t.clock.advance(61_000);
      expect((await forgot(x.username, x.phoneNumber)).statusCode).toBe(200);
      const xNewCode = t.sms.lastCode(x.phoneNumber);
      if (xCode !== xNewCode && xCode !== yCode) {
        expect((await reset(x.phoneNumber, xCode)).statusCode).toBe(400);
      }
      expect((await reset(y.phoneNumber, yCode)).statusCode).toBe(200);
      expect((await reset(x.phoneNumber, xNewCode)).statusCode).toBe(200);
      expect(await canLogin(x.username, NEW_PASSWORD)).toBe(200);
      expect(await canLogin(y.username, NEW_PASSWORD)).toBe(200);
    });

    // Two connections at once: the embedded database has one, so its transactions never overlap.
    it.runIf(usingPostgres)(
      'counts a wrong try made while a code is being stored against that code too (docs/decisions/046)',
      async () => {
        const { x, xCode, yCode } = await sharedNumber();
        t.clock.advance(61_000);
        // X's new code is stored in a transaction that stays open while a wrong try comes in.
        let commit = () => {};
        const held = new Promise<void>((resolve) => (commit = resolve));
        let codeStored: (code: string) => void = () => {};
        const stored = new Promise<string>((resolve) => (codeStored = resolve));
        const storing = t.database.db.transaction(async (tx) => {
          codeStored(
            await storeResetCode(tx, {
              userId: x.id,
              phoneNumber: x.phoneNumber,
              now: t.clock.now(),
            }),
          );
          await held;
        });
        const xNewCode = await stored;
        const bad = codeOtherThan(xCode, yCode, xNewCode);
        const first = reset(x.phoneNumber, bad);
        await vi.waitFor(
          async () => {
            const waiting = (await t.database.db.execute(
              sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
            )) as unknown as { rows: unknown[] };
            expect(waiting.rows).not.toHaveLength(0);
          },
          { timeout: 10_000, interval: 10 },
        );
        commit();
        await storing;
        expect((await first).json().message).toBe(RESET_INVALID);

        // That try counted for both open codes, the new one too: four more make five for each.
        const messages: string[] = [];
        for (let i = 1; i <= 4; i += 1) {
          messages.push((await reset(x.phoneNumber, bad)).json().message as string);
        }
        expect(messages).toEqual([...Array(3).fill(RESET_INVALID), TOO_MANY]);
        for (const code of [xNewCode, yCode]) {
          expect((await reset(x.phoneNumber, code)).json().message).toBe(TOO_MANY);
        }
      },
    );
  });

  it.each([
    ['short', 'Sh0rt!', 'Password must be at least 8 characters long'],
    ['no uppercase', 'lowercase-only1', 'Password must contain at least one uppercase letter'],
    ['no lowercase', 'UPPERCASE-ONLY1', 'Password must contain at least one lowercase letter'],
    ['no number', 'No-numbers-here', 'Password must contain at least one number'],
    [
      'no special character',
      'NoSpecial1234',
      'Password must contain at least one special character',
    ],
  ])('enforces the password rules: %s', async (_name, password, message) => {
    const response = await reset('+15550009999', '123456', {
      newPassword: password,
      confirmPassword: password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path: 'newPassword', message }] });
  });

  it('requires the confirmation to match', async () => {
    const { user, code } = await userWithResetCode();
    const response = await reset(user.phoneNumber, code, { confirmPassword: `${NEW_PASSWORD}x` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Passwords do not match',
      errors: [{ path: 'confirmPassword', message: 'Passwords do not match' }],
    });
    // the refused request did not use the code
    expect((await reset(user.phoneNumber, code)).statusCode).toBe(200);
  });

  it('requires a 6-digit reset code', async () => {
    const response = await reset('+15550009999', '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Reset code must be 6 digits',
      errors: [{ path: 'resetCode', message: 'Reset code must be 6 digits' }],
    });
  });
});
