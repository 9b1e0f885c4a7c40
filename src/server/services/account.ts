// A host's own account (docs/product.md#account-screen, #validation, #sessions, #account-deletion):
// changing the password, scheduled deletion with a 30-day grace period, permanent deletion, and the
// purge that turns a scheduled deletion into a permanent one (run by the in-process job). Functions
// take `{db, clock}` and own their transactions; see docs/decisions/007-account.md.
import { and, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  DELETION_GRACE_DAYS,
  type AccountDeletionScheduled,
} from '#shared/schemas/account.js';
import { inTransaction } from '../context.js';
import type { Clock } from '../context.js';
import type { Db } from '../db/client.js';
import {
  actionItems,
  actionItemsArchive,
  calendarEvents,
  calendarEventsArchive,
  guestArchive,
  guests,
  journalEntries,
  journalEntriesArchive,
  loginFailures,
  passwordResets,
  phoneVerifications,
  session,
  tasks,
  tasksArchive,
  users,
  usersArchive,
} from '../db/schema/index.js';
import type { User } from '../db/schema/index.js';
import { badRequest, conflict, forbidden, unauthorized } from '../errors.js';
import {
  AUTH_MESSAGES,
  checkCredentials,
  hashPassword,
  pendingPurgeDate,
  profileOf,
  startPasswordAttempt,
  verifyPassword,
} from './auth.js';
import { destroyUserSessions } from './sessions.js';
import {
  forgetInviteUses,
  leaveTeamForAccountDeletion,
  lockMemberAndTeam,
  lockUserAfterTeam,
} from './team.js';

export interface AccountDeps {
  db: Db;
  clock: Clock;
}

const DAY_MS = 24 * 3_600_000;
export const DELETION_GRACE_MS = DELETION_GRACE_DAYS * DAY_MS;

export const ACCOUNT_ANSWERS = {
  passwordChanged: 'Your password has been updated successfully.',
  wrongCurrentPassword: 'Current password is incorrect',
  wrongPassword: 'Incorrect password',
  tooManyTries: 'Too many incorrect passwords. Please try again in 15 minutes.',
  deletionScheduled: 'Your account has been marked for deletion. You have been logged out.',
  deletedPermanently: 'Your account has been permanently deleted.',
  notScheduled: 'This account is not scheduled for deletion.',
} as const;

/**
 * Checks the signed-in user's password before a sensitive change. A wrong one is 400 with a field
 * error (401 would read as "signed out"), and counts against the same per-username limit as
 * logins, so a stolen session cannot be used to guess the password.
 */
async function confirmPassword(
  deps: AccountDeps,
  user: User,
  password: string,
  field: string,
  wrongMessage: string,
): Promise<void> {
  const attempt = await startPasswordAttempt(deps, user.username, ACCOUNT_ANSWERS.tooManyTries);
  if (!(await verifyPassword(user, password))) {
    throw badRequest(wrongMessage, [{ path: field, message: wrongMessage }]);
  }
  await attempt.succeed();
}

/** Locks the user's row for the transaction; null when it is gone or already deleted. */
async function lockActiveUser(tx: Db, userId: number): Promise<User | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)))
    .for('update');
  return row ?? null;
}

// ---- password ------------------------------------------------------------------------------

/**
 * Sets a new password and ends every other session of the user, in one transaction. The caller
 * rotates the current session (`keepSessionId`) afterwards.
 */
export async function changePassword(
  deps: AccountDeps,
  user: User,
  input: { currentPassword: string; newPassword: string },
  keepSessionId: string | null,
): Promise<void> {
  await confirmPassword(
    deps,
    user,
    input.currentPassword,
    'currentPassword',
    ACCOUNT_ANSWERS.wrongCurrentPassword,
  );
  if (await verifyPassword(user, input.newPassword)) {
    throw badRequest(ACCOUNT_MESSAGES.samePassword, [
      { path: 'newPassword', message: ACCOUNT_MESSAGES.samePassword },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    if (!(await lockActiveUser(tx, user.id))) throw unauthorized();
    await tx.update(users).set({ password: passwordHash }).where(eq(users.id, user.id));
    // A reset code requested before the change must not undo it.
    await tx
      .update(passwordResets)
      .set({ isUsed: true })
      .where(and(eq(passwordResets.userId, user.id), eq(passwordResets.isUsed, false)));
    await destroyUserSessions(tx, user.id, keepSessionId ?? undefined);
  });
}

// ---- scheduled deletion ----------------------------------------------------------------------

/**
 * Marks the account deleted (docs/product.md#account-deletion): login is refused from now on,
 * every session ends, pending codes are voided, and the purge removes the data after 30 days. The
 * account leaves its team at once (services/team.ts leaveTeamForAccountDeletion): an owner with
 * members is refused (409), a member's shared guests pass to the owner.
 */
export async function scheduleDeletion(
  deps: AccountDeps,
  user: User,
  input: { password: string; reason: string | null },
): Promise<AccountDeletionScheduled> {
  await confirmPassword(deps, user, input.password, 'password', ACCOUNT_ANSWERS.wrongPassword);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const locked = await lockMemberAndTeam(tx, user.id);
    await leaveTeamForAccountDeletion(tx, locked, now, 'request');
    await tx
      .update(users)
      .set({ isDeleted: true, deletedAt: now, deletionReason: input.reason })
      .where(eq(users.id, user.id));
    await destroyUserSessions(tx, user.id);
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, user.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  });
  return {
    message: ACCOUNT_ANSWERS.deletionScheduled,
    purgeAfter: new Date(now.getTime() + DELETION_GRACE_MS).toISOString(),
  };
}

/**
 * "Cancel deletion" at sign-in (docs/product.md#account-deletion, docs/decisions/023): the
 * account's owner, with its password, takes back a scheduled deletion before the purge time. The
 * account comes back as it was, since nothing of it was removed: its guests with their journals,
 * tasks, action items, events, archive and calendar feed. What it handed to its team at the request
 * stays with the team. Once purged (or deleted at once) there is no account left to name: 401, as
 * for any unknown username. Returns the user, for the new session.
 */
export async function cancelDeletion(
  deps: AccountDeps,
  input: { username: string; password: string },
): Promise<User> {
  const { user, attempt } = await checkCredentials(deps, input);
  const now = deps.clock();
  const purgeAfter = pendingPurgeDate(user);
  if (!purgeAfter) {
    await attempt.succeed();
    throw conflict(ACCOUNT_ANSWERS.notScheduled);
  }
  await attempt.forget();
  const cutoff = new Date(now.getTime() - DELETION_GRACE_MS);
  // One statement: a purge that holds the row removes it first, and then nothing matches here.
  const [restored] =
    purgeAfter > now
      ? await deps.db
          .update(users)
          .set({ isDeleted: false, deletedAt: null, deletionReason: null })
          .where(and(eq(users.id, user.id), eq(users.isDeleted, true), gt(users.deletedAt, cutoff)))
          .returning()
      : [];
  if (!restored) throw forbidden(AUTH_MESSAGES.accountDeleted);
  return restored;
}

// ---- permanent deletion and the purge ----------------------------------------------------------

/** Deletes the account at once, exactly as the purge would after the grace period. */
export async function deletePermanently(
  deps: AccountDeps,
  user: User,
  input: { password: string },
): Promise<void> {
  await confirmPassword(deps, user, input.password, 'password', ACCOUNT_ANSWERS.wrongPassword);
  await inTransaction(deps, async (tx, now) => {
    const locked = await lockMemberAndTeam(tx, user.id);
    await purgeUser(tx, locked, now, 'request');
  });
}

/**
 * Moves the user to users_archive and removes their data, inside the caller's transaction, with
 * the user's row locked by the caller. First the user leaves their team as
 * leaveTeamForAccountDeletion says (`mode` 'request' refuses an owner with members; the purge job
 * hands the role on instead); what they shared stays with the team. Then:
 * - their guests (active and archived), with every journal entry, task, action item and event on
 *   them, whoever wrote it, and the journal archive of those guests;
 * - their own tasks, action items, events, the archives of those, journal entries they wrote
 *   that no longer belong to a guest, codes, sessions and login-throttle rows.
 * Journal entries they wrote on other people's guests (a shared organization board) stay in that
 * guest's history with `userId` null and the username as written: the history is the team's.
 */
async function purgeUser(tx: Db, user: User, now: Date, mode: 'request' | 'purge'): Promise<void> {
  const userId = user.id;
  await leaveTeamForAccountDeletion(tx, user, now, mode);
  await forgetInviteUses(tx, userId);
  const ownGuestIds = tx.select({ id: guests.id }).from(guests).where(eq(guests.userId, userId));
  // Archived guests keep their row in guests (docs/product.md#archiving); originalId covers any
  // that do not.
  const archivedGuestIds = tx
    .select({ id: guestArchive.originalId })
    .from(guestArchive)
    .where(eq(guestArchive.userId, userId));

  await tx.insert(usersArchive).values({
    originalId: userId,
    ...profileOf(user),
    createdAt: user.createdAt,
    deletedAt: user.deletedAt ?? now,
    deletionReason: user.deletionReason,
  });

  await tx
    .delete(journalEntries)
    .where(
      or(
        inArray(journalEntries.guestId, ownGuestIds),
        and(eq(journalEntries.userId, userId), isNull(journalEntries.guestId)),
      ),
    );
  await tx
    .delete(journalEntriesArchive)
    .where(
      or(
        inArray(journalEntriesArchive.originalGuestId, ownGuestIds),
        inArray(journalEntriesArchive.originalGuestId, archivedGuestIds),
        and(
          eq(journalEntriesArchive.userId, userId),
          isNull(journalEntriesArchive.originalGuestId),
        ),
      ),
    );
  // Other people's entries keep the words and the username, not the link to a removed account.
  await tx.update(journalEntries).set({ userId: null }).where(eq(journalEntries.userId, userId));
  await tx
    .update(journalEntriesArchive)
    .set({ userId: null })
    .where(eq(journalEntriesArchive.userId, userId));

  for (const table of [tasks, actionItems, calendarEvents] as const) {
    await tx.delete(table).where(or(eq(table.userId, userId), inArray(table.guestId, ownGuestIds)));
  }
  for (const table of [tasksArchive, actionItemsArchive, calendarEventsArchive] as const) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  await tx.delete(guestArchive).where(eq(guestArchive.userId, userId));
  await tx.delete(guests).where(eq(guests.userId, userId));
  // Plain ids without a foreign key on other users' archived guests.
  await tx.update(guestArchive).set({ createdBy: null }).where(eq(guestArchive.createdBy, userId));
  await tx
    .update(guestArchive)
    .set({ lastModifiedBy: null })
    .where(eq(guestArchive.lastModifiedBy, userId));

  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(loginFailures).where(eq(loginFailures.username, sql`lower(${user.username})`));
  // Remaining references (guests.createdBy / lastModifiedBy, guest_archive.archivedBy) are
  // foreign keys that set null.
  await tx.delete(users).where(eq(users.id, userId));
}

const PURGE_BATCH = 50;

/**
 * The purge (docs/product.md#sms-captcha-and-jobs, #account-deletion): every account marked deleted
 * at least 30 days ago is removed as permanent deletion removes it. One transaction per account,
 * which locks the account's team row and then re-reads the account under `FOR UPDATE SKIP LOCKED`
 * (the order every team change takes, so the job and a team change never deadlock): two
 * instances running the job at once never purge one account twice, and running it again finds
 * nothing. Returns how many it purged.
 */
export async function purgeDeletedAccounts(deps: AccountDeps): Promise<number> {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - DELETION_GRACE_MS);
  const due = and(eq(users.isDeleted, true), lte(users.deletedAt, cutoff));
  let purged = 0;
  let failure: unknown = null;
  const tried = new Set<number>();
  for (;;) {
    // Accounts tried already (purged, failed, or being purged by another instance) are left out.
    const candidates = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(tried.size ? and(due, notInArray(users.id, [...tried])) : due)
      .orderBy(users.deletedAt, users.id)
      .limit(PURGE_BATCH);
    if (candidates.length === 0) break;
    for (const { id } of candidates) {
      tried.add(id);
      try {
        const done = await deps.db.transaction(async (tx) => {
          // The team's row before the account's, as every team change takes them.
          const user = await lockUserAfterTeam(tx, id, due, { skipLocked: true });
          if (!user) return false;
          await purgeUser(tx, user, now, 'purge');
          return true;
        });
        if (done) purged += 1;
      } catch (error) {
        // One account that cannot be purged must not hold up the others; report it afterwards.
        failure ??= error;
      }
    }
  }
  if (failure) throw failure;
  return purged;
}
