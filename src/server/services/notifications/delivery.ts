// Delivery of SMS notifications (docs/product.md#sms-notifications,
// docs/decisions/022-sms-notifications.md). Every message is a sms_messages row. One run of the
// job: marks rows a crashed runner left in 'sending' as failed (never re-sent: that could send
// twice), plans today's digests (one row per user and local day, by its unique key), then claims
// the due rows with FOR UPDATE SKIP LOCKED, so several instances never claim one row twice, and
// decides each in that transaction: cancelled without consent, deferred to the end of quiet
// hours, skipped when there is nothing to say or the daily cap is reached, else written and marked
// 'sending'. After the commit it sends them; a provider error is retried with backoff, then the
// row is marked failed.
import { and, asc, count, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import {
  DAILY_MESSAGE_CAP,
  digestHasContent,
  digestText,
  localDate,
  localParts,
  minutesOf,
  nextSendTime,
  reminderText,
  zonedTime,
} from '#shared/notifications.js';
import type { AppContext } from '#server/context.js';
import type { Db } from '#server/db/client.js';
import {
  calendarEvents,
  guests,
  notificationPreferences,
  smsMessages,
  users,
} from '#server/db/schema/index.js';
import type { SmsMessage } from '#server/db/schema/index.js';
import { maskPhone } from '../sms/index.js';
import { digestInput } from './digest.js';
import { CONSENT_GONE, storedPreferences } from './preferences.js';

export type DeliveryDeps = Pick<AppContext, 'db' | 'clock' | 'sms' | 'log' | 'publicUrl'>;

/** Tries of one message before it is marked failed, and the wait after each failed one. */
export const MAX_ATTEMPTS = 3;
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000];
/** A row left 'sending' this long was abandoned by a runner that stopped. */
const ABANDONED_MS = 10 * 60_000;
/** A digest is still sent this long after its time (the job was down), not later. */
const DIGEST_LATE_MS = 3 * 3_600_000;
const BATCH = 50;
/** A reminder not sent because a closer one of the same event was due at the same time. */
const REPLACED_BY_CLOSER = 'Replaced by a closer reminder due at the same time';
const DAY_MS = 86_400_000;

interface Claimed {
  id: number;
  phone: string;
  body: string;
  attempts: number;
}

export interface RunResult {
  sent: number;
  failed: number;
}

/** One run of the notification job at the clock's time. */
export async function runNotifications(deps: DeliveryDeps): Promise<RunResult> {
  const now = deps.clock();
  await failAbandoned(deps.db, now);
  await planDigests(deps.db, now);
  const claimed = await claimDue(deps, now);
  const result: RunResult = { sent: 0, failed: 0 };
  for (const message of claimed) {
    if (await deliver(deps, message, now)) result.sent += 1;
    else result.failed += 1;
  }
  return result;
}

async function failAbandoned(db: Db, now: Date) {
  await db
    .update(smsMessages)
    .set({
      status: 'failed',
      note: 'Interrupted while sending; not retried, so it is never sent twice',
      updatedAt: now,
    })
    .where(
      and(
        eq(smsMessages.status, 'sending'),
        lt(smsMessages.claimedAt, new Date(now.getTime() - ABANDONED_MS)),
      ),
    );
}

/**
 * Adds today's digest of every user whose digest time has come (and not long passed) in their
 * zone: one row per user and local day, whatever the number of runners.
 */
async function planDigests(db: Db, now: Date) {
  const candidates = await db
    .select({
      userId: notificationPreferences.userId,
      timeZone: notificationPreferences.timeZone,
      digestTime: notificationPreferences.digestTime,
    })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(
      and(
        eq(notificationPreferences.smsEnabled, true),
        eq(notificationPreferences.digestEnabled, true),
        isNotNull(notificationPreferences.timeZone),
        eq(users.phoneVerified, true),
        eq(users.isDeleted, false),
      ),
    );
  const rows = candidates.flatMap(({ userId, timeZone, digestTime }) => {
    const zone = timeZone as string;
    const local = localParts(now, zone);
    const at = zonedTime(local.year, local.month, local.day, minutesOf(digestTime), zone);
    const late = now.getTime() - at.getTime();
    if (late < 0 || late > DIGEST_LATE_MS) return [];
    return [
      {
        userId,
        kind: 'digest' as const,
        dedupeKey: `digest:${userId}:${localDate(now, zone)}`,
        scheduledFor: at,
      },
    ];
  });
  if (rows.length > 0) await db.insert(smsMessages).values(rows).onConflictDoNothing();
}

type Decision =
  | { status: 'cancelled' | 'skipped'; note: string }
  | { status: 'pending'; scheduledFor: Date; note: string }
  | { status: 'sending'; body: string };

/** Claims the due rows, decides each and marks the ones to send, in one transaction. */
async function claimDue(deps: DeliveryDeps, now: Date): Promise<Claimed[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.status, 'pending'), lte(smsMessages.scheduledFor, now)))
      .orderBy(asc(smsMessages.scheduledFor), asc(smsMessages.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed: Claimed[] = [];
    for (const message of due) {
      const [user] = await tx
        .select({
          id: users.id,
          username: users.username,
          organizationId: users.organizationId,
          phoneNumber: users.phoneNumber,
          phoneVerified: users.phoneVerified,
          isDeleted: users.isDeleted,
        })
        .from(users)
        .where(eq(users.id, message.userId))
        // One runner at a time decides a user's messages, so the daily cap holds.
        .for('update');
      const decision = user
        ? await decide(tx, deps, message, user, now)
        : { status: 'cancelled' as const, note: 'Account gone' };
      if (decision.status === 'sending') {
        const attempts = message.attempts + 1;
        await tx
          .update(smsMessages)
          .set({ status: 'sending', body: decision.body, attempts, claimedAt: now, updatedAt: now })
          .where(eq(smsMessages.id, message.id));
        claimed.push({ id: message.id, phone: user!.phoneNumber, body: decision.body, attempts });
      } else {
        await tx
          .update(smsMessages)
          .set({ ...decision, updatedAt: now })
          .where(eq(smsMessages.id, message.id));
      }
    }
    return claimed;
  });
}

async function decide(
  tx: Db,
  deps: DeliveryDeps,
  message: SmsMessage,
  user: {
    id: number;
    username: string;
    organizationId: number | null;
    phoneVerified: boolean;
    isDeleted: boolean;
  },
  now: Date,
): Promise<Decision> {
  const prefs = await storedPreferences(tx, user.id);
  if (user.isDeleted) return { status: 'cancelled', note: 'Account deleted' };
  if (!user.phoneVerified) return { status: 'cancelled', note: 'Phone number not verified' };
  if (!prefs.smsEnabled) return { status: 'cancelled', note: CONSENT_GONE.turnedOff };
  // Without a saved zone the user's night is unknown: no quiet hours, times written in UTC.
  const timeZone = prefs.timeZone ?? 'UTC';
  if (prefs.timeZone) {
    const at = nextSendTime(now, timeZone, { start: prefs.quietStart, end: prefs.quietEnd });
    if (at > now)
      return { status: 'pending', scheduledFor: at, note: 'Waiting for quiet hours to end' };
  }

  let body: string;
  if (message.kind === 'reminder') {
    const [event] = await tx
      .select({
        title: calendarEvents.title,
        startTime: calendarEvents.startTime,
        isCompleted: calendarEvents.isCompleted,
        isVirtual: calendarEvents.isVirtual,
        meetingLink: calendarEvents.meetingLink,
        guestName: guests.name,
        guestArchived: guests.isArchived,
      })
      .from(calendarEvents)
      .leftJoin(guests, eq(guests.id, calendarEvents.guestId))
      .where(eq(calendarEvents.id, message.eventId ?? 0));
    if (!event || event.isCompleted) return { status: 'cancelled', note: 'Event changed' };
    // An archived guest's events are off the Action Center and the calendar feed: no reminder
    // either. One restored before the reminder is due gets it as planned.
    if (event.guestArchived) return { status: 'cancelled', note: 'Guest archived' };
    if (event.startTime <= now) return { status: 'skipped', note: 'The event had already started' };
    // Reminders of one event due at once (scheduled late, or held through quiet hours) would be
    // the same text twice: only the closest to the event is sent.
    const [closer] = await tx
      .select({ id: smsMessages.id })
      .from(smsMessages)
      .where(
        and(
          eq(smsMessages.eventId, message.eventId ?? 0),
          eq(smsMessages.kind, 'reminder'),
          eq(smsMessages.status, 'pending'),
          lte(smsMessages.scheduledFor, now),
          lt(smsMessages.offsetMinutes, message.offsetMinutes ?? 0),
        ),
      )
      .limit(1);
    if (closer) return { status: 'skipped', note: REPLACED_BY_CLOSER };
    body = reminderText(event, now, timeZone);
  } else {
    const input = await digestInput(tx, user, {
      timeZone,
      now,
      rule: { limbo: prefs.quietDaysLimbo, other: prefs.quietDaysOther },
      link: deps.publicUrl ? `${deps.publicUrl.replace(/\/$/, '')}/?panel=action-center` : null,
    });
    if (!digestHasContent(input)) return { status: 'skipped', note: 'Nothing due' };
    body = digestText(input);
  }

  const [sentToday] = await tx
    .select({ value: count() })
    .from(smsMessages)
    .where(
      and(
        eq(smsMessages.userId, user.id),
        inArray(smsMessages.status, ['sending', 'sent']),
        gte(smsMessages.claimedAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((sentToday?.value ?? 0) >= DAILY_MESSAGE_CAP) {
    return {
      status: 'skipped',
      note: `Daily limit of ${DAILY_MESSAGE_CAP} messages reached`,
    };
  }
  return { status: 'sending', body };
}

/** Sends one claimed message; true when the provider took it. */
async function deliver(deps: DeliveryDeps, message: Claimed, now: Date): Promise<boolean> {
  try {
    const providerId = await deps.sms.send(message.phone, message.body);
    await deps.db
      .update(smsMessages)
      .set({
        status: 'sent',
        sentAt: now,
        providerId: typeof providerId === 'string' ? providerId : null,
        note: null,
        updatedAt: now,
      })
      .where(eq(smsMessages.id, message.id));
    return true;
  } catch (error) {
    const reason = (error as Error).message.slice(0, 300);
    const retry = message.attempts < MAX_ATTEMPTS;
    const delay = RETRY_DELAYS_MS[message.attempts - 1] ?? RETRY_DELAYS_MS.at(-1)!;
    await deps.db
      .update(smsMessages)
      .set(
        retry
          ? {
              status: 'pending',
              scheduledFor: new Date(now.getTime() + delay),
              note: `Retrying: ${reason}`,
              updatedAt: now,
            }
          : { status: 'failed', note: reason, updatedAt: now },
      )
      .where(eq(smsMessages.id, message.id));
    deps.log.warn(
      { messageId: message.id, to: maskPhone(message.phone), attempts: message.attempts },
      retry ? 'SMS notification failed; will retry' : 'SMS notification failed for good',
    );
    return false;
  }
}

/** The user's newest messages, for the Notifications tab. */
export async function listMessages(db: Db, userId: number, limit = 20) {
  const rows = await db
    .select({ message: smsMessages, about: calendarEvents.title })
    .from(smsMessages)
    .leftJoin(calendarEvents, eq(calendarEvents.id, smsMessages.eventId))
    .where(eq(smsMessages.userId, userId))
    .orderBy(sql`${smsMessages.scheduledFor} desc`, sql`${smsMessages.id} desc`)
    .limit(limit);
  return rows.map(({ message: row, about }) => ({
    id: row.id,
    kind: row.kind,
    about: row.kind === 'digest' ? 'Morning digest' : about,
    status: row.status,
    scheduledFor: row.scheduledFor.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    body: row.body,
    attempts: row.attempts,
    note: row.note,
  }));
}
