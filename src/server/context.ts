// What services need from the outside world, passed explicitly so tests can swap the clock.
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import type { Captcha } from './services/captcha.js';
import type { SmsProvider } from './services/sms/index.js';

export type Clock = () => Date;

/**
 * The browser tests' server clock (docs/decisions/024): real time plus the milliseconds written in
 * `file` (0 while it is missing or empty), read at each call so a test can move time forward, e.g.
 * past the one-text-a-minute limit, without waiting. Only a NODE_ENV=test server has one.
 */
export function offsetClock(file: string): Clock {
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      // No file yet: no offset.
    }
    return new Date(Date.now() + offset);
  };
}

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
