// One-time SMS codes for phone verification and password reset (docs/product.md#codes): six digits
// from a CSPRNG, stored hashed, single use, valid ten minutes, void after five wrong tries; sending
// is limited per number (1 a minute, 5 an hour) and per client IP (20 an hour).
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { passwordResets, phoneVerifications, smsSends } from '../db/schema/index.js';
import type { PhoneVerificationPurpose } from '../db/schema/index.js';
import { badRequest, tooManyRequests } from '../errors.js';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
export const SEND_LIMITS = {
  perNumberPerMinute: 1,
  perNumberPerHour: 5,
  perIpPerHour: 20,
} as const;

/** First key of the per-IP advisory lock (any constant; kept apart from the per-number locks). */
const IP_LOCK_SPACE = 5_835;

export const CODE_MESSAGES = {
  waitAMinute: 'Please wait 60 seconds before requesting another code.',
  numberHourly: 'Too many codes were requested for this phone number. Please try again in an hour.',
  ipHourly: 'Too many codes were requested from your network. Please try again in an hour.',
  invalid: 'Invalid verification code. Please check the code and try again.',
  expired: 'This code has expired or was not requested. Please request a new code.',
  tooManyTries: 'Too many incorrect attempts. Please request a new code.',
  resetInvalid: 'Invalid or expired reset code. Please request a new code.',
} as const;

export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** salt$sha256(salt:code). A code lives ten minutes and allows five tries, so a fast hash suffices. */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, code)}`;
}

export function codeMatches(stored: string, code: string): boolean {
  const [salt, expected] = stored.split('$');
  if (!salt || !expected) return false;
  const actual = Buffer.from(digest(salt, code), 'hex');
  const wanted = Buffer.from(expected, 'hex');
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}

function digest(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/**
 * Throws a 429 when the number or the IP has reached a send limit. Alone it only reads (the reset
 * request asks before spending the caller's captcha); recordSend asks again under its locks.
 */
export async function checkSendLimits(
  db: Db,
  input: { phoneNumber: string; ip: string; now: Date },
): Promise<void> {
  const { phoneNumber, ip, now } = input;
  const minuteAgo = new Date(now.getTime() - 60_000);
  const hourAgo = new Date(now.getTime() - 3_600_000);
  // One query for the three counts: a transaction's client runs one query at a time.
  const sameNumber = eq(smsSends.phoneNumber, phoneNumber);
  const [counts] = await db
    .select({
      numberMinute: countWhere(and(sameNumber, gt(smsSends.createdAt, minuteAgo))),
      numberHour: countWhere(sameNumber),
      ipHour: countWhere(eq(smsSends.ip, ip)),
    })
    .from(smsSends)
    .where(and(gt(smsSends.createdAt, hourAgo), or(sameNumber, eq(smsSends.ip, ip))));
  const { numberMinute = 0, numberHour = 0, ipHour = 0 } = counts ?? {};
  if (numberMinute >= SEND_LIMITS.perNumberPerMinute)
    throw tooManyRequests(CODE_MESSAGES.waitAMinute);
  if (numberHour >= SEND_LIMITS.perNumberPerHour) throw tooManyRequests(CODE_MESSAGES.numberHourly);
  if (ipHour >= SEND_LIMITS.perIpPerHour) throw tooManyRequests(CODE_MESSAGES.ipHourly);
}

/**
 * The phone number's lock, held until the transaction ends: sends to the number, and the storing
 * and checking of its reset codes, take it first, so each sees what the one before it wrote. (A
 * transaction may take it again; row locks alone let a reset and a new code wait on each other's
 * rows.)
 */
async function lockNumber(tx: Db, phoneNumber: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${phoneNumber}))`);
}

/**
 * Checks the send limits for a number and an IP and records the send, under a per-number lock so
 * two simultaneous requests cannot both pass. Throws a 429 when a limit is reached.
 */
export async function recordSend(
  tx: Db,
  input: { phoneNumber: string; ip: string; purpose: string; now: Date },
): Promise<void> {
  const { phoneNumber, ip, purpose, now } = input;
  await lockNumber(tx, phoneNumber);
  // The per-IP count needs its own lock: requests from one IP to different numbers would
  // otherwise all read the same count and pass together. (Two-key form: a separate key space.)
  await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK_SPACE}, hashtext(${ip}))`);
  await checkSendLimits(tx, { phoneNumber, ip, now });
  await tx.insert(smsSends).values({ phoneNumber, ip, purpose, createdAt: now });
}

/** `count(*)` of the rows matching `condition`, as a number. */
function countWhere(condition: SQL | undefined) {
  return sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
}

/** Stores a new phone-verification code, voiding earlier unverified ones for the same number. */
export async function storeVerificationCode(
  tx: Db,
  input: {
    purpose: PhoneVerificationPurpose;
    phoneNumber: string;
    userId: number | null;
    now: Date;
  },
): Promise<string> {
  const code = generateCode();
  await tx
    .delete(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.phoneNumber, input.phoneNumber),
        eq(phoneVerifications.purpose, input.purpose),
        eq(phoneVerifications.isVerified, false),
      ),
    );
  await tx.insert(phoneVerifications).values({
    userId: input.userId,
    phoneNumber: input.phoneNumber,
    purpose: input.purpose,
    verificationCode: hashCode(code),
    codeExpiry: new Date(input.now.getTime() + CODE_LIFETIME_MS),
    createdAt: input.now,
  });
  return code;
}

/**
 * Checks a code against the newest pending verification for the number. A wrong code counts a
 * try; the fifth wrong try voids the code. Marks the verification verified on success. The row
 * is locked while it is checked, so parallel guesses are counted one after another and cannot
 * get more than five tries at a code.
 */
export async function checkVerificationCode(
  db: Db,
  input: {
    purpose: PhoneVerificationPurpose;
    phoneNumber: string;
    code: string;
    userId: number | null;
    now: Date;
  },
): Promise<void> {
  // Returns the refusal instead of throwing, so that a counted wrong try is committed.
  const refusal = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(phoneVerifications)
      .where(
        and(
          eq(phoneVerifications.phoneNumber, input.phoneNumber),
          eq(phoneVerifications.purpose, input.purpose),
          eq(phoneVerifications.isVerified, false),
          input.userId === null
            ? sql`${phoneVerifications.userId} is null`
            : eq(phoneVerifications.userId, input.userId),
        ),
      )
      .orderBy(desc(phoneVerifications.createdAt), desc(phoneVerifications.id))
      .limit(1)
      .for('update');
    if (!pending || pending.codeExpiry <= input.now) return CODE_MESSAGES.expired;
    if (pending.attempts >= MAX_WRONG_TRIES) return CODE_MESSAGES.tooManyTries;
    if (!codeMatches(pending.verificationCode, input.code)) {
      const attempts = pending.attempts + 1;
      await tx
        .update(phoneVerifications)
        .set({ attempts })
        .where(eq(phoneVerifications.id, pending.id));
      return attempts >= MAX_WRONG_TRIES ? CODE_MESSAGES.tooManyTries : CODE_MESSAGES.invalid;
    }
    await tx
      .update(phoneVerifications)
      .set({ isVerified: true })
      .where(eq(phoneVerifications.id, pending.id));
    return null;
  });
  if (refusal) throw badRequest(refusal);
}

/**
 * Registration: consumes (deletes) the verified, unexpired pre-registration verification whose
 * code matches. Returns false when there is none.
 */
export async function consumeRegistrationVerification(
  tx: Db,
  input: { phoneNumber: string; code: string; now: Date },
): Promise<boolean> {
  const candidates = await tx
    .select()
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.phoneNumber, input.phoneNumber),
        eq(phoneVerifications.purpose, 'register'),
        eq(phoneVerifications.isVerified, true),
        gt(phoneVerifications.codeExpiry, input.now),
      ),
    );
  const match = candidates.find((row) => codeMatches(row.verificationCode, input.code));
  if (!match) return false;
  const deleted = await tx
    .delete(phoneVerifications)
    .where(eq(phoneVerifications.id, match.id))
    .returning({ id: phoneVerifications.id });
  return deleted.length === 1;
}

/** The number's pending reset codes: unused and unexpired (some may have no tries left). */
const pendingResetCodes = (phoneNumber: string, now: Date) =>
  and(
    eq(passwordResets.phoneNumber, phoneNumber),
    eq(passwordResets.isUsed, false),
    gt(passwordResets.codeExpiry, now),
  );

/**
 * Stores a new reset code for the user, voiding that user's earlier ones. Another account on the
 * same number keeps its own pending code (docs/decisions/037-reset-codes-on-a-shared-number.md).
 * The new code joins the number's count of wrong tries: while another of its codes is open it
 * starts with the tries already made, so asking again gives a guesser no fresh tries
 * (docs/decisions/046-one-count-of-reset-tries-per-number.md). Under the number's lock, so a
 * wrong try made at the same moment is counted before or after, never lost.
 */
export async function storeResetCode(
  tx: Db,
  input: { userId: number; phoneNumber: string; now: Date },
): Promise<string> {
  const code = generateCode();
  await lockNumber(tx, input.phoneNumber);
  await tx
    .update(passwordResets)
    .set({ isUsed: true })
    .where(and(eq(passwordResets.userId, input.userId), eq(passwordResets.isUsed, false)));
  const others = await tx
    .select({ attempts: passwordResets.attempts })
    .from(passwordResets)
    .where(pendingResetCodes(input.phoneNumber, input.now));
  const triesMade = Math.max(
    0,
    ...others.map((row) => row.attempts).filter((attempts) => attempts < MAX_WRONG_TRIES),
  );
  await tx.insert(passwordResets).values({
    userId: input.userId,
    phoneNumber: input.phoneNumber,
    resetCode: hashCode(code),
    attempts: triesMade,
    codeExpiry: new Date(input.now.getTime() + CODE_LIFETIME_MS),
    createdAt: input.now,
  });
  return code;
}

/**
 * Consumes the pending reset code of the number that matches (docs/decisions/037-reset-codes-on-a-shared-number.md): several
 * accounts may share a number, each with its own code, and the reset request names only the
 * number, so the code picks the account. A wrong code is one wrong try for the number: the
 * number's open codes share one count (a code joins it when stored), so the number takes five
 * wrong tries, however many of its accounts asked, and no code is checked more than five times
 * (docs/decisions/046-one-count-of-reset-tries-per-number.md). Returns the user id, or the message to answer with. It does not
 * throw, so that a wrong try is counted even though the caller then refuses the request (a thrown
 * error would roll the count back).
 */
export async function consumeResetCode(
  tx: Db,
  input: { phoneNumber: string; code: string; now: Date },
): Promise<{ userId: number } | { error: string }> {
  // Before reading the codes: a code stored meanwhile is then among them (storeResetCode).
  await lockNumber(tx, input.phoneNumber);
  const pending = await tx
    .select()
    .from(passwordResets)
    .where(pendingResetCodes(input.phoneNumber, input.now))
    .orderBy(asc(passwordResets.id))
    .for('update');
  if (pending.length === 0) return { error: CODE_MESSAGES.resetInvalid };
  const open = pending.filter((row) => row.attempts < MAX_WRONG_TRIES);
  if (open.length === 0) return { error: CODE_MESSAGES.tooManyTries };
  const match = open.find((row) => codeMatches(row.resetCode, input.code));
  if (!match) {
    await tx
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(
        inArray(
          passwordResets.id,
          open.map((row) => row.id),
        ),
      );
    const stillOpen = open.some((row) => row.attempts + 1 < MAX_WRONG_TRIES);
    return { error: stillOpen ? CODE_MESSAGES.resetInvalid : CODE_MESSAGES.tooManyTries };
  }
  await tx.update(passwordResets).set({ isUsed: true }).where(eq(passwordResets.id, match.id));
  return { userId: match.userId };
}
