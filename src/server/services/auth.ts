// Accounts: registration behind a verified phone, login with throttling, phone verification and
// password reset by SMS code (docs/product.md#auth-api, #codes, #password-reset, #sessions).
import { hash, verify } from '@node-rs/argon2';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { deletionPurgeDate, type DeletionPending } from '#shared/schemas/account.js';
import type { PublicUser } from '#shared/schemas/auth.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { loginFailures, users } from '../db/schema/index.js';
import type { User } from '../db/schema/index.js';
import {
  badRequest,
  fieldTaken,
  forbidden,
  HttpError,
  tooManyRequests,
  unauthorized,
} from '../errors.js';
import {
  checkSendLimits,
  checkVerificationCode,
  consumeRegistrationVerification,
  consumeResetCode,
  recordSend,
  storeResetCode,
  storeVerificationCode,
} from './codes.js';
import { destroyUserSessions } from './sessions.js';
import { maskPhone } from './sms/index.js';

// OWASP / ASVS: argon2id with m=19 MiB, t=2, p=1 (the library's default algorithm is argon2id).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const AUTH_MESSAGES = {
  invalidLogin: 'Invalid username or password',
  tooManyLogins: 'Too many failed login attempts. Please try again in 15 minutes.',
  accountDeleted: 'This account has been deleted and can no longer sign in.',
  deletionPending:
    'This account is scheduled for deletion. Cancel the deletion to keep it and sign in.',
  usernameTaken: 'Username already exists',
  phoneNotVerified:
    'Please verify your phone number with the code you received before registering.',
  codeSent: 'Verification code sent',
  phoneVerified: 'Phone number verified',
  phoneVerifiedSuccessfully: 'Your phone number has been verified successfully',
  alreadyVerified: 'Your phone number has already been verified.',
  smsFailed: 'Failed to send verification code',
  forgotProcessed:
    'If your account exists and the phone number matches, a password reset code has been sent to your phone.',
  resetDone: 'Your password has been reset. You can now log in with your new password.',
} as const;

/** What a user says about themselves: kept in the public user and in the archive after a purge. */
export function profileOf(user: User) {
  return {
    username: user.username,
    email: user.email,
    phoneNumber: user.phoneNumber,
    phoneVerified: user.phoneVerified,
    podcast: user.podcast,
    podcastUrl: user.podcastUrl,
  };
}

export function toPublicUser(user: User): PublicUser {
  return { id: user.id, ...profileOf(user), organizationId: user.organizationId };
}

/**
 * 403 for the right password on an account whose scheduled deletion has not yet been purged: the
 * client offers "Cancel deletion" (docs/product.md#account-deletion).
 */
export class DeletionPendingError extends HttpError {
  constructor(readonly purgeAfter: Date) {
    super(403, AUTH_MESSAGES.deletionPending);
  }
  override toBody(): DeletionPending {
    return { message: this.message, purgeAfter: this.purgeAfter.toISOString() };
  }
}

/** When a scheduled deletion's account is purged; null for an account not marked deleted. */
export function pendingPurgeDate(user: User): Date | null {
  return user.isDeleted && user.deletedAt ? deletionPurgeDate(user.deletedAt) : null;
}

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so unknown usernames take as long as wrong passwords. */
async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-Aa1!');
  await verify(await dummyHash, password).catch(() => false);
}

export async function verifyPassword(user: User, password: string): Promise<boolean> {
  return verify(user.password, password).catch(() => false);
}

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return user;
}

const message = (code: string) =>
  `Your Podcast Guest Tracker verification code is ${code}. It expires in 10 minutes.`;

async function deliver(ctx: AppContext, to: string, body: string): Promise<void> {
  try {
    await ctx.sms.send(to, body);
    ctx.log.info({ to: maskPhone(to) }, 'sms sent');
  } catch (error) {
    ctx.log.error({ to: maskPhone(to), err: (error as Error).message }, 'sms delivery failed');
    throw new HttpError(502, AUTH_MESSAGES.smsFailed);
  }
}

export async function sendPreRegistrationCode(
  ctx: AppContext,
  input: { phoneNumber: string; ip: string },
): Promise<void> {
  const now = ctx.clock();
  const code = await ctx.db.transaction(async (tx) => {
    await recordSend(tx, {
      phoneNumber: input.phoneNumber,
      ip: input.ip,
      purpose: 'register',
      now,
    });
    return storeVerificationCode(tx, {
      purpose: 'register',
      phoneNumber: input.phoneNumber,
      userId: null,
      now,
    });
  });
  await deliver(ctx, input.phoneNumber, message(code));
}

export async function verifyPreRegistrationCode(
  ctx: AppContext,
  input: { phoneNumber: string; verificationCode: string },
): Promise<void> {
  await checkVerificationCode(ctx.db, {
    purpose: 'register',
    phoneNumber: input.phoneNumber,
    code: input.verificationCode,
    userId: null,
    now: ctx.clock(),
  });
}

export interface RegisterData {
  username: string;
  email: string;
  phoneNumber: string;
  verificationCode: string;
  podcast: string;
  podcastUrl: string;
  password: string;
  recaptchaToken: string;
}

/** First key of the per-username advisory lock taken while registering. */
const USERNAME_LOCK_SPACE = 5_836;

const usernameTaken = () => fieldTaken('username', AUTH_MESSAGES.usernameTaken);

export async function register(
  ctx: AppContext,
  input: RegisterData,
  hostname: string,
): Promise<User> {
  // The captcha first: an answer about the username ("Username already exists") is for someone who
  // solved it, so names cannot be probed by the request alone. (The form asks for a fresh captcha
  // after any refusal.)
  await ctx.captcha.verify(input.recaptchaToken, hostname);
  if (await findUserByUsername(ctx.db, input.username)) throw usernameTaken();
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      // Usernames are unique regardless of case, which the column's unique constraint does not
      // enforce: parallel registrations of "Name" and "name" are serialised and checked again.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${USERNAME_LOCK_SPACE}, hashtext(lower(${input.username})))`,
      );
      if (await findUserByUsername(tx, input.username)) throw usernameTaken();
      const verified = await consumeRegistrationVerification(tx, {
        phoneNumber: input.phoneNumber,
        code: input.verificationCode,
        now,
      });
      if (!verified) {
        throw badRequest(AUTH_MESSAGES.phoneNotVerified, [
          { path: 'verificationCode', message: AUTH_MESSAGES.phoneNotVerified },
        ]);
      }
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          phoneNumber: input.phoneNumber,
          phoneVerified: true,
          password: passwordHash,
          podcast: input.podcast,
          podcastUrl: input.podcastUrl,
          createdAt: now,
        })
        .returning();
      return user as User;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/**
 * One password check under the per-username throttle (docs/product.md#sessions): the attempt is
 * recorded as a failure before the password is checked, so parallel guesses all see each other and
 * at most LOGIN_FAILURE_LIMIT of them are checked per window. Throws 429 (`lockedMessage`) when the
 * username is locked. The caller then calls `forget()` when the attempt turns out not to be a
 * failure of the password, or `succeed()` after a right password, which clears the count.
 */
export async function startPasswordAttempt(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  username: string,
  lockedMessage: string = AUTH_MESSAGES.tooManyLogins,
): Promise<{ forget(): Promise<void>; succeed(): Promise<void> }> {
  const now = ctx.clock();
  const key = username.toLowerCase();
  const [attempt] = await ctx.db
    .insert(loginFailures)
    .values({ username: key, createdAt: now })
    .returning({ id: loginFailures.id });
  const forget = async () => {
    if (attempt) await ctx.db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
  };
  const [failures] = await ctx.db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.username, key),
        gt(loginFailures.createdAt, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)),
      ),
    );
  if ((failures?.n ?? 0) > LOGIN_FAILURE_LIMIT) {
    await forget();
    throw tooManyRequests(lockedMessage);
  }
  return {
    forget,
    succeed: async () => {
      await ctx.db.delete(loginFailures).where(eq(loginFailures.username, key));
    },
  };
}

/**
 * The user these credentials name, or 401 "Invalid username or password" (as slow for an unknown
 * username as for a wrong password). Counts against the per-username limit; the caller settles the
 * returned attempt.
 */
export async function checkCredentials(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: { username: string; password: string },
): Promise<{ user: User; attempt: Awaited<ReturnType<typeof startPasswordAttempt>> }> {
  const attempt = await startPasswordAttempt(ctx, input.username);
  const user = await findUserByUsername(ctx.db, input.username);
  const ok = user
    ? await verifyPassword(user, input.password)
    : (await burnVerifyTime(input.password), false);
  if (!user || !ok) throw unauthorized(AUTH_MESSAGES.invalidLogin);
  return { user, attempt };
}

export async function login(
  ctx: AppContext,
  input: { username: string; password: string },
): Promise<User> {
  const { user, attempt } = await checkCredentials(ctx, input);
  if (user.isDeleted) {
    await attempt.forget();
    const purgeAfter = pendingPurgeDate(user);
    // Until the purge time the deletion can be cancelled; after it the purge is only late.
    if (purgeAfter && purgeAfter > ctx.clock()) throw new DeletionPendingError(purgeAfter);
    throw forbidden(AUTH_MESSAGES.accountDeleted);
  }
  await attempt.succeed();
  return user;
}

export async function sendPhoneVerificationCode(
  ctx: AppContext,
  user: User,
  input: { phoneNumber: string; ip: string },
): Promise<void> {
  if (user.phoneVerified) throw badRequest(AUTH_MESSAGES.alreadyVerified);
  const now = ctx.clock();
  const code = await ctx.db.transaction(async (tx) => {
    await recordSend(tx, { phoneNumber: input.phoneNumber, ip: input.ip, purpose: 'verify', now });
    return storeVerificationCode(tx, {
      purpose: 'verify',
      phoneNumber: input.phoneNumber,
      userId: user.id,
      now,
    });
  });
  await deliver(ctx, input.phoneNumber, message(code));
}

export async function verifyPhone(
  ctx: AppContext,
  user: User,
  input: { phoneNumber: string; verificationCode: string },
): Promise<User> {
  if (user.phoneVerified) throw badRequest(AUTH_MESSAGES.alreadyVerified);
  await checkVerificationCode(ctx.db, {
    purpose: 'verify',
    phoneNumber: input.phoneNumber,
    code: input.verificationCode,
    userId: user.id,
    now: ctx.clock(),
  });
  const [updated] = await ctx.db
    .update(users)
    .set({ phoneNumber: input.phoneNumber, phoneVerified: true })
    .where(eq(users.id, user.id))
    .returning();
  return updated as User;
}

/**
 * Answers identically whether or not the account exists (docs/product.md#password-reset): the send
 * limits apply to the requested number either way, and a code is sent only when username and phone
 * match.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { username: string; phoneNumber: string; recaptchaToken: string; ip: string },
  hostname: string,
): Promise<void> {
  const now = ctx.clock();
  // A request the send limits refuse anyway keeps its captcha solution: the host asks again
  // without solving another (docs/product.md#password-reset).
  await checkSendLimits(ctx.db, { phoneNumber: input.phoneNumber, ip: input.ip, now });
  await ctx.captcha.verify(input.recaptchaToken, hostname);
  const code = await ctx.db.transaction(async (tx) => {
    await recordSend(tx, { phoneNumber: input.phoneNumber, ip: input.ip, purpose: 'reset', now });
    const user = await findUserByUsername(tx, input.username);
    if (!user || user.isDeleted || user.phoneNumber !== input.phoneNumber) return null;
    return storeResetCode(tx, { userId: user.id, phoneNumber: input.phoneNumber, now });
  });
  if (code) {
    await ctx.sms
      .send(
        input.phoneNumber,
        `Your Podcast Guest Tracker password reset code is ${code}. It expires in 10 minutes.`,
      )
      .catch((error: unknown) =>
        // Not surfaced: an error here would tell the caller that the account exists.
        ctx.log.error(
          { to: maskPhone(input.phoneNumber), err: (error as Error).message },
          'sms delivery failed',
        ),
      );
  }
}

export async function resetPassword(
  ctx: AppContext,
  input: { resetCode: string; phoneNumber: string; newPassword: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock();
  const result = await ctx.db.transaction(async (tx) => {
    const consumed = await consumeResetCode(tx, {
      phoneNumber: input.phoneNumber,
      code: input.resetCode,
      now,
    });
    if ('error' in consumed) return consumed;
    const [user] = await tx
      .update(users)
      .set({ password: passwordHash })
      .where(eq(users.id, consumed.userId))
      .returning({ username: users.username });
    await destroyUserSessions(tx, consumed.userId);
    // The failed logins that locked the account were guesses at the old password: the owner, who
    // has just proved the phone, may log in at once (docs/product.md#password-reset).
    if (user) {
      await tx.delete(loginFailures).where(eq(loginFailures.username, user.username.toLowerCase()));
    }
    return consumed;
  });
  if ('error' in result) {
    throw badRequest(result.error, [{ path: 'resetCode', message: result.error }]);
  }
}

/** A write refused by a unique index (PostgreSQL 23505), wherever the driver puts the code. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
