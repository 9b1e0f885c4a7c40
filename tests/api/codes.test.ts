import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, uniquePhone } from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const MESSAGES = {
  waitAMinute: 'Please wait 60 seconds before requesting another code.',
  numberHourly: 'Too many codes were requested for this phone number. Please try again in an hour.',
  ipHourly: 'Too many codes were requested from your network. Please try again in an hour.',
  invalid: 'Invalid verification code. Please check the code and try again.',
  expired: 'This code has expired or was not requested. Please request a new code.',
  tooManyTries: 'Too many incorrect attempts. Please request a new code.',
};

function post(
  url: string,
  payload?: object,
  options: { cookie?: string; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

const sendCode = (phoneNumber: string, remoteAddress?: string) =>
  post('/api/pre-register-verification', { phoneNumber }, { remoteAddress });
const verifyCode = (phoneNumber: string, verificationCode: string) =>
  post('/api/verify-pre-registration', { phoneNumber, verificationCode });
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('POST /api/pre-register-verification', () => {
  it('normalises the number, answers it back and texts a 6-digit code', async () => {
    const response = await sendCode('(555) 234-5678');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Verification code sent',
      phoneNumber: '+15552345678',
    });
    expect(t.sms.messages).toHaveLength(1);
    expect(t.sms.messages[0]?.to).toBe('+15552345678');
    expect(t.sms.messages[0]?.body).toMatch(/\b\d{6}\b/);
  });

  it('refuses a number that is not a US number with a field error', async () => {
    const response = await sendCode('+44 20 7946 0958');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Phone number must be in +1XXXXXXXXXX format (US only)',
      errors: [
        { path: 'phoneNumber', message: 'Phone number must be in +1XXXXXXXXXX format (US only)' },
      ],
    });
    expect((await sendCode('+5552345678')).statusCode).toBe(400);
    expect(t.sms.messages).toHaveLength(0);
  });

  it('says only "Phone number is required" for a missing or blank number', async () => {
    for (const phoneNumber of ['', '   ', undefined]) {
      const response = await post('/api/pre-register-verification', { phoneNumber });
      expect(response.statusCode, String(phoneNumber)).toBe(400);
      expect(response.json(), String(phoneNumber)).toEqual({
        message: 'Phone number is required',
        errors: [{ path: 'phoneNumber', message: 'Phone number is required' }],
      });
    }
    expect(t.sms.messages).toHaveLength(0);
  });

  it('allows one send per number per minute', async () => {
    const phone = uniquePhone();
    expect((await sendCode(phone)).statusCode).toBe(200);
    const again = await sendCode(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: MESSAGES.waitAMinute });
    expect(t.sms.messages).toHaveLength(1);

    // another number is not affected
    expect((await sendCode(uniquePhone())).statusCode).toBe(200);

    t.clock.advance(61_000);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('allows five sends per number per hour', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(phone)).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const sixth = await sendCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: MESSAGES.numberHourly });
    expect(t.sms.messages).toHaveLength(5);

    t.clock.advance(60 * 60_000);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('allows twenty sends per client IP per hour', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await sendCode(uniquePhone(), '203.0.113.7')).statusCode).toBe(200);
    }
    const over = await sendCode(uniquePhone(), '203.0.113.7');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: MESSAGES.ipHourly });
    expect(t.sms.messages).toHaveLength(20);

    // another client is not affected
    expect((await sendCode(uniquePhone(), '198.51.100.9')).statusCode).toBe(200);
  });

  it('holds the per-IP limit for parallel requests', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => sendCode(uniquePhone(), '203.0.113.8')),
    );
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(20);
    const refused = burst.filter((response) => response.statusCode !== 200);
    expect(refused).toHaveLength(10);
    for (const response of refused) expect(response.json()).toEqual({ message: MESSAGES.ipHourly });
    expect(t.sms.messages).toHaveLength(20);
  });

  it('holds the per-number limit for parallel requests', async () => {
    const phone = uniquePhone();
    const burst = await Promise.all(Array.from({ length: 8 }, () => sendCode(phone)));
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(7);
    expect(t.sms.messages).toHaveLength(1);
  });

  it('answers 502 when the SMS provider fails', async () => {
    t.sms.failNext = true;
    const response = await sendCode(uniquePhone());
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'Failed to send verification code' });
  });
});

describe('POST /api/verify-pre-registration', () => {
  it('accepts the code that was sent', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const response = await verifyCode(phone, t.sms.lastCode(phone));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ verified: true });
  });

  it('accepts the number in another shape than the one the code was sent to', async () => {
    await sendCode('+15559876543');
    const response = await verifyCode('555-987-6543', t.sms.lastCode('+15559876543'));
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong code with a message', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const response = await verifyCode(phone, wrong(t.sms.lastCode(phone)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.invalid });
  });

  it('refuses a code for another number', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const response = await verifyCode(uniquePhone(), t.sms.lastCode(phone));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.expired });
  });

  it('voids the code after five wrong tries', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = t.sms.lastCode(phone);
    for (let i = 1; i <= 4; i += 1) {
      const response = await verifyCode(phone, wrong(code));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.invalid });
    }
    const fifth = await verifyCode(phone, wrong(code));
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json()).toEqual({ message: MESSAGES.tooManyTries });

    const right = await verifyCode(phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ message: MESSAGES.tooManyTries });

    // a new code works again
    t.clock.advance(61_000);
    await sendCode(phone);
    expect((await verifyCode(phone, t.sms.lastCode(phone))).statusCode).toBe(200);
  });

  it('gives parallel guesses no more than five tries', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = t.sms.lastCode(phone);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all([...guesses, code].map((guess) => verifyCode(phone, guess)));
    const right = answers.at(-1);
    const messages = answers
      .slice(0, -1)
      .map((response) => (response.json() as { message: string }).message);
    expect(messages.filter((message) => message === MESSAGES.invalid).length).toBeLessThanOrEqual(
      4,
    );
    if (right?.statusCode === 200) {
      // accepted only while the code was still valid: no guess may have been told it was void
      expect(messages).not.toContain(MESSAGES.tooManyTries);
    } else {
      expect(right?.json()).toEqual({ message: MESSAGES.tooManyTries });
      expect((await verifyCode(phone, code)).json()).toEqual({ message: MESSAGES.tooManyTries });
    }
  });

  it('expires a code after 10 minutes', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = t.sms.lastCode(phone);
    t.clock.advance(10 * 60_000 + 1_000);
    const response = await verifyCode(phone, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.expired });
  });

  it('still accepts a code just before 10 minutes', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    t.clock.advance(9 * 60_000 + 50_000);
    expect((await verifyCode(phone, t.sms.lastCode(phone))).statusCode).toBe(200);
  });

  it('uses a code once', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = t.sms.lastCode(phone);
    expect((await verifyCode(phone, code)).statusCode).toBe(200);
    const again = await verifyCode(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.expired });
  });

  it('voids an earlier code when a new one is sent', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const first = t.sms.lastCode(phone);
    t.clock.advance(61_000);
    await sendCode(phone);
    const second = t.sms.lastCode(phone);
    if (first !== second) {
      expect((await verifyCode(phone, first)).statusCode).toBe(400);
    }
    expect((await verifyCode(phone, second)).statusCode).toBe(200);
  });

  it('answers 400 with a field error for a malformed code', async () => {
    const response = await verifyCode(uniquePhone(), '12ab');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Verification code must be 6 digits',
      errors: [{ path: 'verificationCode', message: 'Verification code must be 6 digits' }],
    });
  });
});

describe('phone verification of a signed-in user', () => {
  it('needs a session for both calls', async () => {
    const resend = await post('/api/resend-phone-verification', { phoneNumber: uniquePhone() });
    expect(resend.statusCode).toBe(401);
    expect(resend.json()).toEqual({ message: 'Authentication required' });
    const verify = await post('/api/verify-phone', { phoneNumber: uniquePhone(), code: '123456' });
    expect(verify.statusCode).toBe(401);
    expect(verify.json()).toEqual({ message: 'Authentication required' });
    expect(t.sms.messages).toHaveLength(0);
  });

  it.each([
    ['phone screen', (phoneNumber: string, code: string) => ({ code, phoneNumber })],
    [
      'settings screen',
      (phoneNumber: string, code: string) => ({ phoneNumber, verificationCode: code }),
    ],
  ])('verifies with the %s body and stores the new number', async (_name, body) => {
    const { user, cookie } = await signedInUser(t, { phoneVerified: false });
    const newPhone = uniquePhone();
    const sent = await post(
      '/api/resend-phone-verification',
      { phoneNumber: newPhone.slice(2) },
      { cookie },
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Verification code sent', phoneNumber: newPhone });

    const verified = await post('/api/verify-phone', body(newPhone, t.sms.lastCode(newPhone)), {
      cookie,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Your phone number has been verified successfully',
      user: { id: user.id, phoneVerified: true, phoneNumber: newPhone },
    });

    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ id: user.id, phoneVerified: true, phoneNumber: newPhone });

    // already verified: both calls refuse
    const resend = await post(
      '/api/resend-phone-verification',
      { phoneNumber: newPhone },
      { cookie },
    );
    expect(resend.statusCode).toBe(400);
    expect(resend.json()).toEqual({ message: 'Your phone number has already been verified.' });
    const again = await post(
      '/api/verify-phone',
      { phoneNumber: newPhone, code: '123456' },
      { cookie },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Your phone number has already been verified.' });
  });

  it('refuses a wrong code and keeps the user unverified', async () => {
    const { user, cookie } = await signedInUser(t, { phoneVerified: false });
    await post('/api/resend-phone-verification', { phoneNumber: user.phoneNumber }, { cookie });
    const code = t.sms.lastCode(user.phoneNumber);
    const response = await post(
      '/api/verify-phone',
      { phoneNumber: user.phoneNumber, code: wrong(code) },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.invalid });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ phoneVerified: false });
  });

  it('does not accept a code sent to another user or for pre-registration', async () => {
    const alice = await signedInUser(t, { phoneVerified: false });
    const bob = await signedInUser(t, { phoneVerified: false });
    const phone = uniquePhone();
    await post('/api/resend-phone-verification', { phoneNumber: phone }, { cookie: alice.cookie });
    const aliceCode = t.sms.lastCode(phone);
    const stolen = await post(
      '/api/verify-phone',
      { phoneNumber: phone, code: aliceCode },
      { cookie: bob.cookie },
    );
    expect(stolen.statusCode).toBe(400);

    const other = uniquePhone();
    await sendCode(other);
    const preRegistration = await post(
      '/api/verify-phone',
      { phoneNumber: other, code: t.sms.lastCode(other) },
      { cookie: bob.cookie },
    );
    expect(preRegistration.statusCode).toBe(400);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: bob.cookie },
    });
    expect(me.json()).toMatchObject({ phoneVerified: false, phoneNumber: bob.user.phoneNumber });
  });

  it('applies the send limits to the signed-in resend as well', async () => {
    const { cookie } = await signedInUser(t, { phoneVerified: false });
    const phone = uniquePhone();
    expect(
      (await post('/api/resend-phone-verification', { phoneNumber: phone }, { cookie })).statusCode,
    ).toBe(200);
    const again = await post('/api/resend-phone-verification', { phoneNumber: phone }, { cookie });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: MESSAGES.waitAMinute });
  });

  it('requires a code in the body (docs/product.md#validation message) and a 6-digit one', async () => {
    const { cookie } = await signedInUser(t, { phoneVerified: false });
    const response = await post('/api/verify-phone', { phoneNumber: uniquePhone() }, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please enter the verification code from SMS',
      errors: [
        { path: 'verificationCode', message: 'Please enter the verification code from SMS' },
      ],
    });
    const malformed = await post(
      '/api/verify-phone',
      { phoneNumber: uniquePhone(), code: '12345' },
      { cookie },
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message: 'Verification code must be 6 digits',
      errors: [{ path: 'verificationCode', message: 'Verification code must be 6 digits' }],
    });
  });
});
