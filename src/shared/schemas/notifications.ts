// SMS notification payloads (docs/product.md#sms-notifications): the preferences of the
// Notifications tab, the list of messages, a guest's quiet snooze and an event's reminders.
import { z } from 'zod';
import { QUIET_SNOOZE_DAYS, REMINDER_OFFSETS } from '../notifications.js';
import { timeZoneField } from './calendar-feed.js';

export const NOTIFICATION_MESSAGES = {
  invalidTime: 'Time must be written as HH:MM (24-hour), such as 08:00',
  invalidTimeZone: 'Time zone must be an IANA time zone such as Europe/Berlin',
  invalidFlag: 'Must be true or false',
  invalidQuietDays: 'Days must be a whole number from 1 to 365, or empty for never',
  invalidReminders: 'Reminders must be a list of 15, 60 or 1440 minutes, each at most once',
  invalidSnooze: 'Snooze must be 7, 14 or 30 days',
  needsVerifiedPhone: 'Verify your phone number to turn on SMS notifications',
  empty: 'Nothing to change',
  /** A save naming a saved copy of settings never saved (docs/product.md#versions). */
  neverSaved: 'These notification settings have not been saved yet: they are still the defaults.',
} as const;

const timeField = z
  .string({ error: NOTIFICATION_MESSAGES.invalidTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, NOTIFICATION_MESSAGES.invalidTime);

const flag = z.boolean({ error: NOTIFICATION_MESSAGES.invalidFlag });

const quietDaysField = z
  .number({ error: NOTIFICATION_MESSAGES.invalidQuietDays })
  .int(NOTIFICATION_MESSAGES.invalidQuietDays)
  .min(1, NOTIFICATION_MESSAGES.invalidQuietDays)
  .max(365, NOTIFICATION_MESSAGES.invalidQuietDays)
  .nullable();

/**
 * An event's reminders: minutes before its start, each of REMINDER_OFFSETS at most once. Checked
 * as one list, so a bad list gets one message on `reminders` rather than one per entry as well.
 */
export const remindersField = z
  .array(z.number({ error: NOTIFICATION_MESSAGES.invalidReminders }), {
    error: NOTIFICATION_MESSAGES.invalidReminders,
  })
  .refine(
    (list) =>
      list.every((value) => (REMINDER_OFFSETS as readonly number[]).includes(value)) &&
      new Set(list).size === list.length,
    { error: NOTIFICATION_MESSAGES.invalidReminders },
  )
  .transform((list) => [...list].sort((a, b) => b - a));

/** PUT /api/user/notifications: any of the preferences; at least one. */
export const notificationPreferencesBodySchema = z
  .object({
    smsEnabled: flag.optional(),
    timeZone: timeZoneField(NOTIFICATION_MESSAGES.invalidTimeZone).optional(),
    quietStart: timeField.optional(),
    quietEnd: timeField.optional(),
    digestEnabled: flag.optional(),
    digestTime: timeField.optional(),
    quietDaysLimbo: quietDaysField.optional(),
    quietDaysOther: quietDaysField.optional(),
    /**
     * The saved settings' `updatedAt` the client edited, null when it had never saved any
     * (docs/product.md#versions): a save made since answers 409 with the settings as they are.
     */
    updatedAt: z.iso
      .datetime({ error: "updatedAt must be the settings' updatedAt" })
      .nullable()
      .optional(),
  })
  .refine(
    ({ updatedAt: _edited, ...settings }) =>
      Object.values(settings).some((value) => value !== undefined),
    { error: NOTIFICATION_MESSAGES.empty },
  );
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;

/** GET and PUT /api/user/notifications. timeZone is null until the user saves one. */
export const notificationPreferencesSchema = z.object({
  phoneVerified: z.boolean(),
  smsEnabled: z.boolean(),
  /** When SMS notifications were last turned on or off (consent given or withdrawn). */
  consentChangedAt: z.iso.datetime().nullable(),
  timeZone: z.string().nullable(),
  quietStart: z.string(),
  quietEnd: z.string(),
  digestEnabled: z.boolean(),
  digestTime: z.string(),
  quietDaysLimbo: z.number().nullable(),
  quietDaysOther: z.number().nullable(),
  /** When they were last saved; null while the defaults stand. */
  updatedAt: z.iso.datetime().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const SMS_MESSAGE_KINDS = ['reminder', 'digest'] as const;
export const SMS_MESSAGE_STATUSES = [
  'pending',
  'sending',
  'sent',
  'failed',
  'cancelled',
  'skipped',
] as const;
export type SmsMessageStatus = (typeof SMS_MESSAGE_STATUSES)[number];

/** GET /api/user/notifications/messages: the newest first. */
export const smsMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(SMS_MESSAGE_KINDS),
  status: z.enum(SMS_MESSAGE_STATUSES),
  /** What it is about: the event's title for a reminder (null once the event is gone). */
  about: z.string().nullable(),
  scheduledFor: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** The text, once written (when it was sent or tried). */
  body: z.string().nullable(),
  attempts: z.number(),
  /** Why it was not sent, or the provider's last error. */
  note: z.string().nullable(),
});
export type SmsMessageDto = z.infer<typeof smsMessageSchema>;
export const smsMessageListSchema = z.array(smsMessageSchema);

/** POST /api/guests/:id/quiet-snooze. */
export const quietSnoozeBodySchema = z.object({
  days: z
    .number({ error: NOTIFICATION_MESSAGES.invalidSnooze })
    .refine((value) => (QUIET_SNOOZE_DAYS as readonly number[]).includes(value), {
      error: NOTIFICATION_MESSAGES.invalidSnooze,
    }),
});

/** GET /api/guests/quiet: guests gone quiet, by id, with their days. */
export const quietGuestsSchema = z.array(
  z.object({ guestId: z.number(), days: z.number(), snoozedUntil: z.iso.datetime().nullable() }),
);
export type QuietGuestDto = z.infer<typeof quietGuestsSchema>[number];

export const quietSnoozedSchema = z.object({
  guestId: z.number(),
  snoozedUntil: z.iso.datetime(),
});
