// The guest form's abuse limits (docs/product.md#guest-form, #rate-limits): submissions per IP per
// hour and applications per form per day. Counted where every instance sees them: in Redis when
// REDIS_URL is set (as the API's request limit is), else in the database (as the SMS limits are).
// Fixed windows: a count starts with the first hit and is forgotten when its window ends.
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { guestFormHits } from '../db/schema/index.js';

export const GUEST_FORM_LIMITS_PER = {
  ip: { max: 5, windowMs: 3_600_000 },
  form: { max: 200, windowMs: 24 * 3_600_000 },
} as const;

export interface HitCounter {
  /** Counts one hit on `key` at `now` and answers how many the current window holds. */
  hit(key: string, windowMs: number, now: Date): Promise<number>;
}

export function databaseCounter(db: Db): HitCounter {
  return {
    async hit(key, windowMs, now) {
      const since = new Date(now.getTime() - windowMs);
      await db.insert(guestFormHits).values({ key, createdAt: now });
      const [row] = await db
        .select({ hits: count() })
        .from(guestFormHits)
        .where(and(eq(guestFormHits.key, key), gt(guestFormHits.createdAt, since)));
      return row?.hits ?? 1;
    },
  };
}

/**
 * Counts in Redis; while Redis cannot be reached, in `fallback` (the database), so the limits
 * still hold instead of the form failing or going unguarded.
 */
export function redisCounter(redis: Redis, fallback: HitCounter): HitCounter {
  return {
    async hit(key, windowMs, now) {
      const name = `guest-form:${key}`;
      try {
        const [[error, hits]] = (await redis
          .multi()
          .incr(name)
          .pexpire(name, windowMs, 'NX')
          .exec()) as [[Error | null, number]];
        if (error) throw error;
        return hits;
      } catch {
        return fallback.hit(key, windowMs, now);
      }
    },
  };
}

/** Deletes database hits older than the longest window (the clean-up job). */
export async function purgeGuestFormHits(db: Db, now: Date): Promise<void> {
  const oldest = new Date(now.getTime() - GUEST_FORM_LIMITS_PER.form.windowMs);
  await db.delete(guestFormHits).where(lt(guestFormHits.createdAt, oldest));
}
