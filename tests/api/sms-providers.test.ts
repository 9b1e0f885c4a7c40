import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.js';
import { outboxProvider, twilioProvider } from '#server/services/sms/index.js';
import { createTestApp, uniquePhone } from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';
import { fakeServer, json } from '../helpers/fake-server.js';

describe('Twilio provider', () => {
  const config = {
    provider: 'twilio' as const,
    accountSid: 'AC0123456789abcdef',
    authToken: 'secret-token',
    fromNumber: '+15005550006',
    apiBaseUrl: '',
  };
  let status = 201;
  let twilio: Awaited<ReturnType<typeof fakeServer>>;
  beforeAll(async () => {
    twilio = await fakeServer((_req, res) =>
      json(res, status, status < 300 ? { sid: 'SM1' } : { code: 21211, message: 'Invalid To' }),
    );
  });
  afterAll(async () => twilio.close());
  beforeEach(() => {
    status = 201;
    twilio.received.length = 0;
  });

  it('posts To, From and Body to the Messages resource with basic auth', async () => {
    const provider = twilioProvider({ ...config, apiBaseUrl: `${twilio.url}/` });
    await provider.send('+15551234567', 'Your code is 123456');
    expect(twilio.received).toHaveLength(1);
    const [req] = twilio.received;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
    expect(req?.headers.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef:secret-token').toString('base64')}`,
    );
    expect(req?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(req?.body);
    expect(Object.fromEntries(form)).toEqual({
      To: '+15551234567',
      From: '+15005550006',
      Body: 'Your code is 123456',
    });
  });

  it('rejects when Twilio answers an error', async () => {
    status = 400;
    const provider = twilioProvider({ ...config, apiBaseUrl: twilio.url });
    await expect(provider.send('+15551234567', 'hi')).rejects.toThrow(/400/);
    expect(twilio.received).toHaveLength(1);
  });

  it('rejects when Twilio answers a server error', async () => {
    status = 503;
    const provider = twilioProvider({ ...config, apiBaseUrl: twilio.url });
    await expect(provider.send('+15551234567', 'hi')).rejects.toThrow(/503/);
  });

  it('rejects when Twilio cannot be reached', async () => {
    const closed = await fakeServer(() => undefined);
    await closed.close();
    const provider = twilioProvider({ ...config, apiBaseUrl: closed.url });
    await expect(provider.send('+15551234567', 'hi')).rejects.toThrow(/unreachable/i);
  });
});

describe('outbox provider', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sms-outbox-test-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('appends one JSON line {to, body, sentAt} per message, creating the folder', async () => {
    const file = path.join(dir, 'nested', 'outbox.jsonl');
    const provider = outboxProvider(file);
    const before = Date.now();
    await provider.send('+15551234567', 'first 123456');
    await provider.send('+15557654321', 'second "quoted"\nline');
    const lines = (await readFile(file, 'utf8')).split('\n');
    expect(lines.at(-1)).toBe('');
    const messages = lines.slice(0, -1).map((line) => JSON.parse(line) as Record<string, string>);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({
      to: '+15551234567',
      body: 'first 123456',
      sentAt: expect.any(String),
    });
    expect(messages[1]).toMatchObject({ to: '+15557654321', body: 'second "quoted"\nline' });
    for (const message of messages) {
      const sentAt = Date.parse(message.sentAt as string);
      expect(new Date(sentAt).toISOString()).toBe(message.sentAt);
      expect(sentAt).toBeGreaterThanOrEqual(before - 1_000);
    }
  });
});

describe('loadConfig: SMS and captcha providers', () => {
  const twilioEnv = {
    TWILIO_ACCOUNT_SID: 'AC1',
    TWILIO_AUTH_TOKEN: 'tok',
    TWILIO_FROM_NUMBER: '+15005550006',
  };

  it('refuses to start in production without Twilio unless SMS_PROVIDER=outbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER=outbox/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX_FILE: '/tmp/x.jsonl',
    });
    expect(config.sms).toEqual({ provider: 'outbox', outboxFile: '/tmp/x.jsonl' });
  });

  it('uses the outbox by default outside production', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/gt-data' });
    expect(config.sms).toEqual({ provider: 'outbox', outboxFile: '/tmp/gt-data/sms-outbox.jsonl' });
  });

  it('chooses Twilio when the three TWILIO_* variables are set', () => {
    for (const NODE_ENV of ['production', 'development'] as const) {
      const config = loadConfig({ NODE_ENV, ...twilioEnv });
      expect(config.sms).toEqual({
        provider: 'twilio',
        accountSid: 'AC1',
        authToken: 'tok',
        fromNumber: '+15005550006',
        apiBaseUrl: 'https://api.twilio.com',
      });
    }
    const custom = loadConfig({ ...twilioEnv, TWILIO_API_BASE_URL: 'http://127.0.0.1:9999' });
    expect(custom.sms).toMatchObject({ provider: 'twilio', apiBaseUrl: 'http://127.0.0.1:9999' });
  });

  it('does not choose Twilio with only some TWILIO_* variables, and refuses SMS_PROVIDER=twilio then', () => {
    const partial = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'tok' };
    expect(loadConfig({ NODE_ENV: 'development', ...partial }).sms.provider).toBe('outbox');
    expect(() => loadConfig({ NODE_ENV: 'production', ...partial })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', ...partial })).toThrow(ConfigError);
  });

  it('lets SMS_PROVIDER=outbox win over configured Twilio credentials', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox', ...twilioEnv }).sms.provider,
    ).toBe('outbox');
  });

  it('chooses reCAPTCHA only with both keys', () => {
    expect(loadConfig({}).captcha.provider).toBe('altcha');
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k' }).captcha).toEqual({
      provider: 'recaptcha',
      siteKey: 's',
      secretKey: 'k',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
    });
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: 's' })).toThrow(ConfigError);
    expect(() => loadConfig({ RECAPTCHA_SECRET_KEY: 'k' })).toThrow(ConfigError);
  });
});

describe('reCAPTCHA verification', () => {
  let answer: { status: number; body: unknown };
  let siteverify: Awaited<ReturnType<typeof fakeServer>>;
  let t: TestApp;

  beforeAll(async () => {
    siteverify = await fakeServer((req, res) => {
      if (req.method !== 'POST' || req.url !== '/siteverify') return json(res, 404, {});
      if (answer.status !== 200) {
        res.writeHead(answer.status, { 'content-type': 'text/html' });
        return res.end('<html>down</html>');
      }
      return json(res, 200, answer.body);
    });
    t = await createTestApp({
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'secret',
      RECAPTCHA_VERIFY_URL: `${siteverify.url}/siteverify`,
    });
  });
  afterAll(async () => {
    await t.close();
    await siteverify.close();
  });
  beforeEach(async () => {
    await t.reset();
    siteverify.received.length = 0;
    answer = { status: 200, body: { success: true, hostname: 'localhost' } };
  });

  const forgot = (recaptchaToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { username: 'somebody', phoneNumber: uniquePhone(), recaptchaToken },
    });

  function expectSiteverifyCall(token: string) {
    expect(siteverify.received).toHaveLength(1);
    const form = new URLSearchParams(siteverify.received[0]?.body);
    expect(form.get('secret')).toBe('secret');
    expect(form.get('response')).toBe(token);
  }

  it('tells the widget to use reCAPTCHA with the site key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'recaptcha', siteKey: 'site' });
  });

  it('has no ALTCHA challenge to hand out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it('allows the Google scripts and frames in the CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('https://www.google.com/recaptcha/');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('accepts a token siteverify confirms for this hostname', async () => {
    const response = await forgot('good-token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expectSiteverifyCall('good-token');
  });

  it('refuses a token siteverify rejects', async () => {
    answer = { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
    const response = await forgot('bad-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Captcha verification failed. Please complete the captcha again.',
      errors: [
        {
          path: 'recaptchaToken',
          message: 'Captcha verification failed. Please complete the captcha again.',
        },
      ],
    });
    expectSiteverifyCall('bad-token');
  });

  it('refuses a token solved on another hostname', async () => {
    answer = { status: 200, body: { success: true, hostname: 'evil.example' } };
    const response = await forgot('foreign-token');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Captcha verification failed. Please complete the captcha again.',
    );
    expectSiteverifyCall('foreign-token');
  });

  it('answers 400, not 5xx, when siteverify is broken', async () => {
    answer = { status: 500, body: null };
    const response = await forgot('any-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Captcha could not be verified right now. Please try again.',
    });
  });
});
