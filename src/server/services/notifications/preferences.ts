// A user's SMS notification preferences (docs/product.md#sms-notifications): read with their
// defaults, changed from the Notifications tab or by a STOP / START reply. Turning notifications
// off withdraws consent: the time is recorded and every pending message is cancelled, and the job
// checks again before each send.
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { NOTIFICATION_DEFAULTS } from '#shared/notifications.js';
import {
  NOTIFICATION_MESSAGES,
  type NotificationPreferences,
} from '#shared/schemas/notifications.js';
import type { z } from 'zod';
import type { notificationPreferencesBodySchema } from '#shared/schemas/notifications.js';
import type { Clock } from '#server/context.js';
import type { Db } from '#server/db/client.js';
import {
  calendarEvents,
  notificationPreferences,
  smsMessages,
  users,
} from '#server/db/schema/index.js';
import type { NotificationPreferencesRow } from '#server/db/schema/index.js';
import { badRequest } from '#server/errors.js';
import { assertSavedAt, usernameOf } from '../versions.js';

type Stored = Omit<NotificationPreferencesRow, 'userId' | 'updatedAt'>;

/** The preferences of a user who never saved any. */
export const DEFAULT_PREFERENCES: Stored = {
  ...NOTIFICATION_DEFAULTS,
  consentChangedAt: null,
  timeZone: null,
};

/** The stored preferences of a user, or the defaults. */
export async function storedPreferences(db: Db, userId: number): Promise<Stored> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? DEFAULT_PREFERENCES;
}

function toDto(
  stored: Stored,
  updatedAt: Date | null,
  phoneVerified: boolean,
): NotificationPreferences {
  return {
    phoneVerified,
    smsEnabled: stored.smsEnabled,
    consentChangedAt: stored.consentChangedAt?.toISOString() ?? null,
    timeZone: stored.timeZone,
    quietStart: stored.quietStart,
    quietEnd: stored.quietEnd,
    digestEnabled: stored.digestEnabled,
    digestTime: stored.digestTime,
    quietDaysLimbo: stored.quietDaysLimbo,
    quietDaysOther: stored.quietDaysOther,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

export async function getPreferences(
  db: Db,
  user: { id: number; phoneVerified: boolean },
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  return toDto(row ?? DEFAULT_PREFERENCES, row?.updatedAt ?? null, user.phoneVerified);
}

/** Locks users' rows in id order (so two writers never wait for each other in a circle). */
async function lockUsers(tx: Db, ids: number[]) {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for('update');
}

/** Why a message was cancelled when consent went: the host's switch, or a STOP reply. */
export const CONSENT_GONE = {
  turnedOff: 'Notifications turned off',
  stop: 'Replied STOP',
} as const;

/** Cancels a user's pending messages: consent is gone. */
async function cancelPending(tx: Db, userIds: number[], note: string) {
  await tx
    .update(smsMessages)
    .set({ status: 'cancelled', note })
    .where(and(inArray(smsMessages.userId, userIds), eq(smsMessages.status, 'pending')));
}

/**
 * Consent is back: the reminders cancelled when it went are due again, those still ahead of their
 * time whose event still wants them (not completed, the reminder still chosen, the user still its
 * owner). A reminder whose time passed meanwhile stays cancelled; digests are planned day by day.
 */
async function resumeReminders(tx: Db, userIds: number[], now: Date) {
  await tx
    .update(smsMessages)
    .set({ status: 'pending', note: null, updatedAt: now })
    .from(calendarEvents)
    .where(
      and(
        inArray(smsMessages.userId, userIds),
        eq(smsMessages.kind, 'reminder'),
        eq(smsMessages.status, 'cancelled'),
        inArray(smsMessages.note, Object.values(CONSENT_GONE)),
        gt(smsMessages.scheduledFor, now),
        eq(calendarEvents.id, smsMessages.eventId),
        eq(calendarEvents.userId, smsMessages.userId),
        eq(calendarEvents.isCompleted, false),
        sql`${calendarEvents.reminders} @> to_jsonb(${smsMessages.offsetMinutes})`,
      ),
    );
}

/**
 * PUT /api/user/notifications. Turning SMS on needs a verified phone (400). A change of smsEnabled
 * stamps consentChangedAt; turning it off cancels what is pending. With `updatedAt` (the saved
 * copy the client edited, null for the defaults), a save made since, in another tab or by a STOP
 * or START reply, answers 409 with the settings as they are (docs/product.md#versions); so does a
 * copy naming a save time when none was ever saved, naming nobody.
 */
export async function updatePreferences(
  deps: { db: Db; clock: Clock },
  user: { id: number; phoneVerified: boolean },
  body: z.output<typeof notificationPreferencesBodySchema>,
): Promise<NotificationPreferences> {
  if (body.smsEnabled === true && !user.phoneVerified) {
    throw badRequest(NOTIFICATION_MESSAGES.needsVerifiedPhone, [
      { path: 'smsEnabled', message: NOTIFICATION_MESSAGES.needsVerifiedPhone },
    ]);
  }
  const now = deps.clock();
  const stored = await deps.db.transaction(async (tx) => {
    // The user's row, which always exists, is the lock for their settings: a first save (no
    // settings row to lock yet) and a STOP or START reply wait for each other as later saves do.
    await lockUsers(tx, [user.id]);
    const [current] = await tx
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    const { updatedAt: edited, ...settings } = body;
    const savedAt = current?.updatedAt ?? null;
    // Never saved, a copy naming a save time is not theirs: nobody changed them, so the 409
    // names nobody and no time (docs/product.md#versions).
    await assertSavedAt(edited, savedAt, async () => ({
      noun: 'notification settings' as const,
      changedBy: savedAt === null ? null : await usernameOf(tx, user.id),
      changedAt: savedAt,
      current: toDto(current ?? DEFAULT_PREFERENCES, savedAt, user.phoneVerified),
      ...(savedAt === null ? { message: NOTIFICATION_MESSAGES.neverSaved } : {}),
    }));
    const before = current ?? DEFAULT_PREFERENCES;
    const changes = Object.fromEntries(
      Object.entries(settings).filter(([, value]) => value !== undefined),
    ) as Partial<Stored>;
    const consentChanged = body.smsEnabled !== undefined && body.smsEnabled !== before.smsEnabled;
    const next: Stored = {
      ...before,
      ...changes,
      ...(consentChanged ? { consentChangedAt: now } : {}),
    };
    const [row] = await tx
      .insert(notificationPreferences)
      .values({ ...next, userId: user.id, updatedAt: now })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { ...next, updatedAt: now },
      })
      .returning();
    if (consentChanged) {
      if (next.smsEnabled) await resumeReminders(tx, [user.id], now);
      else await cancelPending(tx, [user.id], CONSENT_GONE.turnedOff);
    }
    return row as NotificationPreferencesRow;
  });
  return toDto(stored, stored.updatedAt, user.phoneVerified);
}

/**
 * A STOP or START reply from a phone: SMS notifications off (or on) for every verified account
 * with that number, stamped as a consent change where it is one. Returns how many accounts have
 * that number.
 */
export async function setConsentByPhone(
  deps: { db: Db; clock: Clock },
  phoneNumber: string,
  enabled: boolean,
): Promise<number> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.phoneNumber, phoneNumber),
          eq(users.phoneVerified, true),
          eq(users.isDeleted, false),
        ),
      );
    const ids = owners.map((owner) => owner.id);
    if (ids.length === 0) return 0;
    await lockUsers(tx, ids);
    // Only the accounts whose consent this changes: a second STOP stamps nothing, so a settings
    // tab open since the first can still save.
    const saved = await tx
      .select({
        userId: notificationPreferences.userId,
        smsEnabled: notificationPreferences.smsEnabled,
      })
      .from(notificationPreferences)
      .where(inArray(notificationPreferences.userId, ids));
    const current = new Map(saved.map((row) => [row.userId, row.smsEnabled]));
    const changed = ids.filter(
      (id) => (current.get(id) ?? DEFAULT_PREFERENCES.smsEnabled) !== enabled,
    );
    for (const id of changed) {
      await tx
        .insert(notificationPreferences)
        .values({ userId: id, smsEnabled: enabled, consentChangedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { smsEnabled: enabled, consentChangedAt: now, updatedAt: now },
        });
    }
    if (changed.length > 0) {
      if (enabled) await resumeReminders(tx, changed, now);
      else await cancelPending(tx, changed, CONSENT_GONE.stop);
    }
    return ids.length;
  });
}
