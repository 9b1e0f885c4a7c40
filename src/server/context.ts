// What services need from the outside world, passed explicitly so tests can swap the clock.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import type { Captcha } from './services/captcha.js';
import type { SmsProvider } from './services/sms/index.js';

export type Clock = () => Date;

export interface AppContext {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  captcha: Captcha;
  log: FastifyBaseLogger;
  /** The app's public address for links in SMS messages (config PUBLIC_URL), when set. */
  publicUrl?: string | undefined;
}

/** Runs `work` in one transaction, at the time the clock gave when it was called. */
export function inTransaction<T>(
  deps: { db: Db; clock: Clock },
  work: (tx: Db, now: Date) => Promise<T>,
): Promise<T> {
  const now = deps.clock();
  return deps.db.transaction((tx) => work(tx, now));
}
