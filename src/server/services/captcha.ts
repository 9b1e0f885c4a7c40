// Captcha (docs/product.md#sms-captcha-and-jobs): self-hosted ALTCHA proof of work by default,
// reCAPTCHA v2 when configured. The server decides; no client-made placeholder is ever accepted.
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify as verifyAltcha } from 'altcha-lib/frameworks/shared';
import { eq, lt, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { captchaReplays } from '../db/schema/index.js';
import { badRequest } from '../errors.js';

export const CAPTCHA_FAILED = 'Captcha verification failed. Please complete the captcha again.';
const CAPTCHA_EXPIRED = 'Captcha expired. Please complete the captcha again.';

/**
 * A solution refused: the message and the captcha's field error say the same words, which name
 * what went wrong ("Please complete the captcha verification" is for no solution at all, the
 * schema's rule).
 */
const captchaRefused = (message: string) =>
  badRequest(message, [{ path: 'recaptchaToken', message }]);
const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
/** A replay marker outlives its challenge: kept for the challenge's lifetime from its use. */
const MARKER_LIFETIME = `${CHALLENGE_LIFETIME_MS} milliseconds`;

export type CaptchaPublicConfig =
  { provider: 'altcha' } | { provider: 'recaptcha'; siteKey: string };

export interface Captcha {
  publicConfig: CaptchaPublicConfig;
  /** A fresh challenge for the widget; only ALTCHA has one. */
  createChallenge(): Promise<unknown>;
  /** Throws a 400 unless the token is a valid, unexpired, unused solution. */
  verify(token: string, hostname: string): Promise<void>;
  /**
   * Whether `verify` would still take the token a while from now (valid, unused, and not expiring
   * within USABLE_MARGIN_MS), checked without using it up: the guest form hands such a solution
   * back with a page to correct (docs/decisions/026). Never for reCAPTCHA, whose tokens only
   * Google can check, once.
   */
  usable(token: string): Promise<boolean>;
}

/** How long a solution handed back must stay valid: time for the applicant to correct a field. */
const USABLE_MARGIN_MS = 2 * 60 * 1000;

export function createCaptcha(config: Config['captcha'], hmacKey: string, db: Db): Captcha {
  if (config.provider === 'recaptcha') return recaptcha(config);

  // Replay markers live in the database so every instance sees them
  // (docs/product.md#sms-captcha-and-jobs). A challenge's expiry is checked by altcha-lib against
  // the machine's clock, not the app's injectable one, so markers are timed by real time as well:
  // the database's, the one clock every instance shares.
  const store = {
    get: async () => undefined,
    set: async () => undefined,
    setIfAbsent: async (key: string) => {
      const inserted = await db
        .insert(captchaReplays)
        .values({ signature: key, expiresAt: sql`now() + ${MARKER_LIFETIME}::interval` })
        .onConflictDoNothing()
        .returning({ signature: captchaReplays.signature });
      return inserted.length === 1;
    },
  };

  // The same check, reading the markers without writing one.
  const peek = {
    get: async () => undefined,
    set: async () => undefined,
    setIfAbsent: async (key: string) => {
      const [used] = await db
        .select({ signature: captchaReplays.signature })
        .from(captchaReplays)
        .where(eq(captchaReplays.signature, key))
        .limit(1);
      return !used;
    },
  };

  return {
    publicConfig: { provider: 'altcha' },
    createChallenge: () =>
      createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: config.cost,
        counter: randomInt(config.counterRange[0], config.counterRange[1]),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
      }),
    async verify(token) {
      const result = await verifyAltcha(token, deriveKey, hmacKey, undefined, store);
      if (result.error || !result.verification?.verified) {
        const expired =
          result.verification && 'expired' in result.verification && result.verification.expired;
        throw captchaRefused(expired ? CAPTCHA_EXPIRED : CAPTCHA_FAILED);
      }
    },
    async usable(token) {
      const result = await verifyAltcha(token, deriveKey, hmacKey, undefined, peek);
      if (result.error || !result.verification?.verified) return false;
      const expiresAt = (result.payload as { challenge?: { parameters?: { expiresAt?: number } } })
        .challenge?.parameters?.expiresAt;
      return expiresAt === undefined || expiresAt * 1000 - Date.now() >= USABLE_MARGIN_MS;
    },
  };
}

/** Deletes replay markers of challenges that have expired anyway (by the database's clock). */
export async function purgeCaptchaReplays(db: Db): Promise<void> {
  await db.delete(captchaReplays).where(lt(captchaReplays.expiresAt, sql`now()`));
}

function recaptcha(config: Extract<Config['captcha'], { provider: 'recaptcha' }>): Captcha {
  return {
    publicConfig: { provider: 'recaptcha', siteKey: config.siteKey },
    createChallenge: () =>
      Promise.reject(badRequest('This server uses reCAPTCHA; there is no challenge to fetch')),
    async verify(token, hostname) {
      let body: { success?: boolean; hostname?: string };
      try {
        const response = await fetch(config.verifyUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: config.secretKey, response: token }),
          signal: AbortSignal.timeout(10_000),
        });
        body = (await response.json()) as typeof body;
      } catch {
        throw badRequest('Captcha could not be verified right now. Please try again.');
      }
      if (body.success !== true || body.hostname !== hostname) {
        throw captchaRefused(CAPTCHA_FAILED);
      }
    },
    usable: async () => false,
  };
}
