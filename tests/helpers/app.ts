// One line to a running app on a fresh database, with a controllable clock, an SMS provider that
// keeps messages in memory, and factories for signed-in users.
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { users } from '#server/db/schema/index.js';
import type { User } from '#server/db/schema/index.js';
import { hashPassword } from '#server/services/auth.js';
import type { SmsProvider } from '#server/services/sms/index.js';
import { createTestDatabase, truncateAll } from './db.js';

export const START_TIME = new Date('2026-11-22T12:00:00.000Z');
export const PASSWORD = 'Sup3r-secret!';

export class TestClock {
  current = new Date(START_TIME);
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
  reset() {
    this.current = new Date(START_TIME);
  }
}

export class MemorySms implements SmsProvider {
  readonly description = 'memory';
  messages: { to: string; body: string }[] = [];
  failNext = false;
  async send(to: string, body: string) {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('provider down');
    }
    this.messages.push({ to, body });
  }
  /** The 6-digit code of the newest message to a number. */
  lastCode(to: string): string {
    const message = this.messages.filter((m) => m.to === to).at(-1);
    const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
    if (!code) throw new Error(`no code was sent to ${to}`);
    return code;
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  sms: MemorySms;
  config: Config;
  /** Clean slate between tests: empty tables, clock back to the start, no messages. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new TestClock();
  const sms = new MemorySms();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'guest-tracker-test-data'),
    CAPTCHA_HMAC_KEY: 'test-captcha-key',
    CAPTCHA_COST: '1',
    RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const app = await buildApp({ config, database, clock: clock.now, sms, logger: false });
  return {
    app,
    database,
    clock,
    sms,
    config,
    async reset() {
      await truncateAll(database.db);
      clock.reset();
      sms.messages = [];
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Solves an ALTCHA challenge from the app the way the widget does; returns the token to send. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let phoneCounter = 0;
/** A distinct, valid US number per call: area code 555, an exchange from 200 (never 0 or 1 first). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+1555${String(2_000_000 + phoneCounter)}`;
}

export async function createUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<User> {
  const [user] = await t.database.db
    .insert(users)
    .values({
      username: `host${Math.random().toString(36).slice(2, 10)}`,
      email: 'host@example.com',
      phoneNumber: uniquePhone(),
      phoneVerified: true,
      password: await hashPassword(PASSWORD),
      podcast: 'The Test Show',
      podcastUrl: 'https://open.spotify.com/show/abc',
      ...overrides,
    })
    .returning();
  return user as User;
}

/** The `sid=...` cookie from a response, for the next request's `cookie` header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error(`no session cookie in response (${response.statusCode})`);
  return `sid=${cookie.value}`;
}

export async function login(t: TestApp, username: string, password = PASSWORD): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  return sessionCookie(response);
}

/** A user with a session: `{ user, cookie }`. */
export async function signedInUser(t: TestApp, overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t, overrides);
  return { user, cookie: await login(t, user.username) };
}

/**
 * A user who has asked for their account to be deleted (POST /api/user/delete: scheduled,
 * signed out everywhere), as a user would.
 */
export async function deletedUser(t: TestApp): Promise<User> {
  const { user, cookie } = await signedInUser(t);
  const response = await apiCall(t, cookie, 'POST', '/api/user/delete', { password: PASSWORD });
  if (response.statusCode !== 200) {
    throw new Error(`deleting the account answered ${response.statusCode}: ${response.body}`);
  }
  return user;
}

export type Json = Record<string, unknown>;

/** A JSON API call, signed in when a cookie is given. */
export function apiCall(
  t: TestApp,
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: Json,
) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (payload) headers['content-type'] = 'application/json';
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** Creates a guest through the API (201 asserted) and returns it. */
export async function addGuest(
  t: TestApp,
  cookie: string,
  fields: Json = {},
): Promise<Json & { id: number }> {
  const response = await apiCall(t, cookie, 'POST', '/api/guests', {
    name: 'Jane Doe',
    details: 'Author and researcher',
    ...fields,
  });
  if (response.statusCode !== 201) {
    throw new Error(`creating a guest answered ${response.statusCode}: ${response.body}`);
  }
  return response.json() as Json & { id: number };
}
