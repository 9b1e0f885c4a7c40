// Server-side sessions (docs/decisions/002-sessions-and-security.md, docs/product.md#sessions): a
// random 32-character id in the cookie, the rest in the `session` table. Idle expiry 14 days
// (sliding), absolute expiry 30 days.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { session, users } from '../db/schema/index.js';
import type { User } from '../db/schema/index.js';

export const IDLE_TTL_MS = 14 * 24 * 3_600_000;
export const ABSOLUTE_TTL_MS = 30 * 24 * 3_600_000;
/** Sliding expiry is written at most this often, so a busy session does not write every request. */
const TOUCH_INTERVAL_MS = 3_600_000;

export function newSessionId(): string {
  return randomBytes(24).toString('base64url'); // 192 bits, exactly 32 characters
}

export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const sid = newSessionId();
  await db.insert(session).values({
    sid,
    userId,
    sess: { userId, createdAt: now.toISOString() },
    expire: new Date(now.getTime() + IDLE_TTL_MS),
  });
  return sid;
}

/** The signed-in user of a session id, or null when the session is missing, expired or its user deleted. */
export async function findSessionUser(db: Db, sid: string, now: Date): Promise<User | null> {
  const [row] = await db
    .select({ user: users, expire: session.expire, sess: session.sess })
    .from(session)
    .innerJoin(users, eq(users.id, session.userId))
    .where(and(eq(session.sid, sid), gt(session.expire, now)))
    .limit(1);
  if (!row || row.user.isDeleted) return null;
  if (new Date(row.sess.createdAt).getTime() + ABSOLUTE_TTL_MS <= now.getTime()) {
    await destroySession(db, sid);
    return null;
  }
  const newExpire = now.getTime() + IDLE_TTL_MS;
  if (newExpire - row.expire.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(session)
      .set({ expire: new Date(newExpire) })
      .where(eq(session.sid, sid));
  }
  return row.user;
}

export async function destroySession(db: Db, sid: string): Promise<void> {
  await db.delete(session).where(eq(session.sid, sid));
}

/** Ends every session of a user, except optionally the one making the request. */
export async function destroyUserSessions(
  db: Db,
  userId: number,
  exceptSid?: string,
): Promise<void> {
  await db
    .delete(session)
    .where(
      exceptSid
        ? and(eq(session.userId, userId), ne(session.sid, exceptSid))
        : eq(session.userId, userId),
    );
}

export async function purgeExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(session).where(lt(session.expire, now));
}
