// Configuration: read once from the environment, validated with zod, failing fast and readably.
import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optional,
  DATA_DIR: z.string().default('data'),
  REDIS_URL: optional,
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).optional(),
  SMS_OUTBOX_FILE: optional,
  TWILIO_ACCOUNT_SID: optional,
  TWILIO_AUTH_TOKEN: optional,
  TWILIO_FROM_NUMBER: optional,
  TWILIO_API_BASE_URL: z.string().url().default('https://api.twilio.com'),
  CAPTCHA_HMAC_KEY: optional,
  CAPTCHA_COST: z.coerce.number().int().positive().default(5000),
  RECAPTCHA_SITE_KEY: optional,
  RECAPTCHA_SECRET_KEY: optional,
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  PUBLIC_URL: z.string().url().optional(),
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(10).max(600_000).default(15_000),
  CLOCK_OFFSET_FILE: optional,
  RESPONSE_CHECK: z.enum(['true', 'false']).optional(),
  BOARD_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  trustProxy: boolean;
  rateLimitMax: number;
  sms:
    | { provider: 'outbox'; outboxFile: string }
    | {
        provider: 'twilio';
        accountSid: string;
        authToken: string;
        fromNumber: string;
        apiBaseUrl: string;
      };
  captcha:
    | {
        provider: 'altcha';
        hmacKey: string | undefined;
        cost: number;
        counterRange: [number, number];
      }
    | { provider: 'recaptcha'; siteKey: string; secretKey: string; verifyUrl: string };
  /** GET /api/live (docs/product.md#live-updates): how often an idle stream sends `: ping`. */
  live: { heartbeatMs: number };
  /**
   * NODE_ENV=test only: a file holding milliseconds the server's clock runs ahead of real time,
   * which the browser tests move forward (docs/decisions/024).
   */
  clockOffsetFile: string | undefined;
  /**
   * The address users reach the app at (https://guests.example.com), for links in SMS messages
   * and the Twilio webhook's signature (docs/product.md#sms-notifications); unset: none.
   */
  publicUrl: string | undefined;
  /**
   * Every answer also checked against its zod response schema and compared byte for byte with
   * JSON.stringify's (docs/decisions/030-reply-path.md): on under NODE_ENV=test, else off unless
   * RESPONSE_CHECK=true.
   */
  responseCheck: boolean;
  /**
   * Bytes of serialized guest lists each instance keeps by board version (BOARD_CACHE_MB, default
   * 64; 0 keeps none): docs/decisions/030-reply-path.md.
   */
  boardCacheBytes: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);

  const twilioSet = Boolean(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM_NUMBER);
  const provider = e.SMS_PROVIDER ?? (twilioSet ? 'twilio' : 'outbox');
  if (provider === 'twilio' && !twilioSet) {
    throw new ConfigError(
      'Invalid configuration: SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER',
    );
  }
  if (e.NODE_ENV === 'production' && provider === 'outbox' && e.SMS_PROVIDER !== 'outbox') {
    throw new ConfigError(
      'Invalid configuration: production needs a real SMS provider (set the TWILIO_* variables), or SMS_PROVIDER=outbox to accept writing codes to a file',
    );
  }
  const sms: Config['sms'] =
    provider === 'twilio'
      ? {
          provider,
          accountSid: e.TWILIO_ACCOUNT_SID as string,
          authToken: e.TWILIO_AUTH_TOKEN as string,
          fromNumber: e.TWILIO_FROM_NUMBER as string,
          apiBaseUrl: e.TWILIO_API_BASE_URL,
        }
      : {
          provider,
          outboxFile: path.resolve(e.SMS_OUTBOX_FILE ?? path.join(dataDir, 'sms-outbox.jsonl')),
        };

  if (e.CLOCK_OFFSET_FILE && e.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration: CLOCK_OFFSET_FILE is for NODE_ENV=test only');
  }

  if (Boolean(e.RECAPTCHA_SITE_KEY) !== Boolean(e.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration: set both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY, or neither',
    );
  }
  const captcha: Config['captcha'] =
    e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
      ? {
          provider: 'recaptcha',
          siteKey: e.RECAPTCHA_SITE_KEY,
          secretKey: e.RECAPTCHA_SECRET_KEY,
          verifyUrl: e.RECAPTCHA_VERIFY_URL,
        }
      : {
          provider: 'altcha',
          hmacKey: e.CAPTCHA_HMAC_KEY,
          cost: e.CAPTCHA_COST,
          counterRange: [e.CAPTCHA_COST, e.CAPTCHA_COST * 2],
        };

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY === 'true',
    rateLimitMax: e.RATE_LIMIT_MAX,
    sms,
    captcha,
    live: { heartbeatMs: e.LIVE_HEARTBEAT_MS },
    clockOffsetFile: e.CLOCK_OFFSET_FILE && path.resolve(e.CLOCK_OFFSET_FILE),
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    responseCheck: e.RESPONSE_CHECK ? e.RESPONSE_CHECK === 'true' : e.NODE_ENV === 'test',
    boardCacheBytes: e.BOARD_CACHE_MB * 1_048_576,
  };
}
