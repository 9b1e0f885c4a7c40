// Signed-in sessions for the board specs without going through /auth: an account is registered
// through the API (SMS code from the outbox, ALTCHA solved here the way the widget does), once per
// worker, and every test logs in with page.request so the session cookie lands in the browser.
// Texts are limited per number and per client IP (docs/product.md#codes), so accounts are few and
// each has its own random number.
import {
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import type { CreateGuestInput, GuestDto } from '#shared/schemas/guests.js';
import { E2E_PORT } from './e2e-env';
import { expect, test as base } from './fixtures';
import { randomPhoneNumber, waitForCode } from './sms-outbox';

export interface TestAccount {
  username: string;
  password: string;
  phoneNumber: string;
}

const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_PORT}`;
const PASSWORD = 'Board-test-1!';

async function ok(response: APIResponse, what: string): Promise<APIResponse> {
  if (!response.ok()) {
    throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  }
  return response;
}

/** An ALTCHA token for the server's current challenge (the widget's work, done in Node). */
export async function captchaToken(request: APIRequestContext): Promise<string> {
  const response = await ok(
    await request.get('/api/captcha/challenge'),
    'GET /api/captcha/challenge',
  );
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Registers a new account through the API; `request` ends up signed in as it. Costs one SMS
 * (per-IP limit: 20 an hour) and a few seconds of proof of work.
 */
/** A random address in 10.0.0.0/8, standing for one host's network. */
function randomClientIp(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

export async function registerAccount(request: APIRequestContext): Promise<TestAccount> {
  const phoneNumber = randomPhoneNumber();
  const username = `host_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
  await ok(
    await request.post('/api/pre-register-verification', {
      data: { phoneNumber },
      // Each account's text comes "from" an address of its own (the e2e server trusts the proxy
      // header): the whole suite registers far more accounts an hour than one network may
      // (docs/product.md#codes: 20 texts an hour per client IP).
      headers: { 'x-forwarded-for': randomClientIp() },
    }),
    'POST /api/pre-register-verification',
  );
  const verificationCode = await waitForCode(phoneNumber);
  await ok(
    await request.post('/api/verify-pre-registration', { data: { phoneNumber, verificationCode } }),
    'POST /api/verify-pre-registration',
  );
  await ok(
    await request.post('/api/register', {
      data: {
        username,
        email: `${username}@example.com`,
        phoneNumber,
        messageConsent: true,
        verificationCode,
        podcast: 'The Board Test Show',
        podcastUrl: 'https://open.spotify.com/show/boardtest',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        recaptchaToken: await captchaToken(request),
      },
    }),
    'POST /api/register',
  );
  return { username, password: PASSWORD, phoneNumber };
}

export async function logInWithApi(
  request: APIRequestContext,
  account: TestAccount,
): Promise<void> {
  await ok(
    await request.post('/api/login', {
      data: { username: account.username, password: account.password },
    }),
    'POST /api/login',
  );
}

/** Registers a separate account and signs the page in as it (for a board nobody else touches). */
export async function signInFreshAccount(page: Page): Promise<TestAccount> {
  return registerAccount(page.request);
}

export async function createGuestWithApi(
  request: APIRequestContext,
  input: CreateGuestInput,
): Promise<GuestDto> {
  const response = await ok(await request.post('/api/guests', { data: input }), 'POST /api/guests');
  return (await response.json()) as GuestDto;
}

/** A name no other test on the shared account will use. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}

/** A JSON call that must succeed; its answer. */
export async function apiJson<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'patch',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await ok(
    await request[method](path, data === undefined ? undefined : { data }),
    `${method.toUpperCase()} ${path}`,
  );
  return (await response.json()) as T;
}

/** One person of a team: their signed-in page, account and user id. */
export interface Teammate {
  page: Page;
  account: TestAccount;
  id: number;
}

/**
 * Makes the test's page the new owner of a new team, and a new member who joins it through an
 * invite link in a browser context of their own (closed when the test ends).
 */
export type TeamOfTwo = (teamName: string) => Promise<{ owner: Teammate; member: Teammate }>;

const userId = async (request: APIRequestContext) =>
  (await apiJson<{ id: number }>(request, 'get', '/api/user')).id;

export const test = base.extend<
  { account: TestAccount; teamOfTwo: TeamOfTwo },
  { workerAccount: TestAccount }
>({
  workerAccount: [
    // Playwright reads fixture dependencies from the destructuring pattern, so it must be there.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const request = await playwrightRequest.newContext({ baseURL: BASE_URL });
      try {
        await use(await registerAccount(request));
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  account: async ({ page, workerAccount }, use) => {
    await logInWithApi(page.request, workerAccount);
    await use(workerAccount);
  },
  teamOfTwo: async ({ page, browser }, use) => {
    const contexts: BrowserContext[] = [];
    try {
      await use(async (teamName) => {
        const ownerAccount = await signInFreshAccount(page);
        await apiJson(page.request, 'post', '/api/team', { name: teamName });
        const { token } = await apiJson<{ token: string }>(
          page.request,
          'post',
          '/api/team/invites',
          {},
        );
        const context = await browser.newContext({ baseURL: BASE_URL });
        contexts.push(context);
        const memberPage = await context.newPage();
        const memberAccount = await registerAccount(memberPage.request);
        await apiJson(memberPage.request, 'post', `/api/invites/${token}/join`, {});
        return {
          owner: { page, account: ownerAccount, id: await userId(page.request) },
          member: {
            page: memberPage,
            account: memberAccount,
            id: await userId(memberPage.request),
          },
        };
      });
    } finally {
      for (const context of contexts) await context.close();
    }
  },
});

export { expect };
