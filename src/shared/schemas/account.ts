// Account payloads (docs/product.md#verify-phone-screen, #account-screen, #phone-rules,
// #account-validation; docs/product.md#auth-api). The server validates the phone, password and
// deletion calls with these; the phone screen and account settings validate with the same ones, so
// a rule and its message exist once.
import { z } from 'zod';
import { INVALID_PHONE_SETTINGS, normalizeSettingsPhone } from '../phone-and-url.js';
import { passwordSchema } from './auth.js';

/** The docs/product.md#validation titled messages of these screens: a toast's title and text. */
export const ACCOUNT_PHONE_MESSAGES = {
  phoneRequired: { title: 'Phone number required', message: 'Please enter your phone number' },
  invalidPhone: { title: 'Invalid phone number', message: INVALID_PHONE_SETTINGS },
  codeRequired: {
    title: 'Verification code required',
    message: 'Please enter the verification code from SMS',
  },
  bothRequired: {
    title: 'Error',
    message: 'Please enter both phone number and verification code.',
  },
} as const;

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Password is required',
  currentPasswordRequired: 'Current password is required',
  passwordsDoNotMatch: 'Passwords do not match',
  samePassword: 'New password must be different from the current password',
  codeFormat: 'Verification code must be 6 digits',
  confirmPhrase: 'Please type PERMANENTLY DELETE MY ACCOUNT exactly to confirm',
  reasonTooLong: 'Reason must be at most 1000 characters',
  reasonNotText: 'Reason must be text (empty for none)',
} as const;

/**
 * The phrase permanent deletion must be confirmed with, letter for letter
 * (docs/product.md#validation).
 */
export const PERMANENT_DELETION_PHRASE = 'PERMANENTLY DELETE MY ACCOUNT';
/** Days between a scheduled deletion and the purge of the account (docs/product.md#limits). */
export const DELETION_GRACE_DAYS = 30;
export const DELETION_REASON_MAX = 1000;

/**
 * A phone number typed on these screens: digits only, a leading 1 dropped, ten digits left;
 * sent and stored as +1XXXXXXXXXX.
 */
export const settingsPhoneSchema = z
  .string({ error: ACCOUNT_PHONE_MESSAGES.phoneRequired.message })
  .trim()
  // `abort`: an empty number is "required", not also "invalid".
  .min(1, { error: ACCOUNT_PHONE_MESSAGES.phoneRequired.message, abort: true })
  .max(32, { error: ACCOUNT_PHONE_MESSAGES.invalidPhone.message, abort: true })
  .refine(
    (value) => normalizeSettingsPhone(value) !== null,
    ACCOUNT_PHONE_MESSAGES.invalidPhone.message,
  )
  .transform((value) => normalizeSettingsPhone(value) ?? value);

/**
 * Which of the docs/product.md#validation phone messages a typed number earns, or null when it is a
 * valid number.
 */
export function settingsPhoneProblem(
  input: string,
): (typeof ACCOUNT_PHONE_MESSAGES)['phoneRequired' | 'invalidPhone'] | null {
  if (!input.trim()) return ACCOUNT_PHONE_MESSAGES.phoneRequired;
  return normalizeSettingsPhone(input) === null ? ACCOUNT_PHONE_MESSAGES.invalidPhone : null;
}

const verificationCodeSchema = z
  .string({ error: ACCOUNT_PHONE_MESSAGES.codeRequired.message })
  .trim()
  .min(1, { error: ACCOUNT_PHONE_MESSAGES.codeRequired.message, abort: true })
  .regex(/^\d{6}$/, ACCOUNT_MESSAGES.codeFormat);

/** POST /api/resend-phone-verification {phoneNumber}. */
export const resendPhoneVerificationSchema = z.object({ phoneNumber: settingsPhoneSchema });
export type ResendPhoneVerificationInput = z.input<typeof resendPhoneVerificationSchema>;

/**
 * POST /api/verify-phone: the phone screen sends {code, phoneNumber}, the settings screen
 * {phoneNumber, verificationCode} (docs/product.md#api); both arrive as {phoneNumber,
 * verificationCode}.
 */
export const verifyPhoneSchema = z
  .object({
    phoneNumber: settingsPhoneSchema,
    code: z.unknown().optional(),
    verificationCode: z.unknown().optional(),
  })
  .transform(({ phoneNumber, code, verificationCode }) => ({
    phoneNumber,
    verificationCode: verificationCode ?? code,
  }))
  .pipe(z.object({ phoneNumber: z.string(), verificationCode: verificationCodeSchema }));
export type VerifyPhoneInput =
  { phoneNumber: string; code: string } | { phoneNumber: string; verificationCode: string };

const requiredPassword = (message: string) =>
  z.string({ error: message }).min(1, message).max(256, message);

/** POST /api/user/change-password {currentPassword, newPassword, confirmPassword?}. */
export const changePasswordSchema = z
  .object({
    currentPassword: requiredPassword(ACCOUNT_MESSAGES.currentPasswordRequired),
    newPassword: passwordSchema,
    /** The form always sends it; an API client may leave it out. */
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.passwordsDoNotMatch }).optional(),
  })
  .refine(
    (value) => value.confirmPassword === undefined || value.confirmPassword === value.newPassword,
    { message: ACCOUNT_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] },
  );
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST /api/user/delete {password, reason?}: the scheduled deletion. */
export const deleteAccountSchema = z.object({
  password: requiredPassword(ACCOUNT_MESSAGES.passwordRequired),
  reason: z
    .string({ error: ACCOUNT_MESSAGES.reasonNotText })
    .trim()
    .max(DELETION_REASON_MAX, ACCOUNT_MESSAGES.reasonTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** POST /api/user/delete/permanent {password, confirmPhrase}: deletion at once. */
export const permanentDeleteAccountSchema = z.object({
  password: requiredPassword(ACCOUNT_MESSAGES.passwordRequired),
  confirmPhrase: z
    .string({ error: ACCOUNT_MESSAGES.confirmPhrase })
    .refine((value) => value === PERMANENT_DELETION_PHRASE, ACCOUNT_MESSAGES.confirmPhrase),
});
export type PermanentDeleteAccountInput = z.input<typeof permanentDeleteAccountSchema>;

/** When the purge removes an account whose deletion was scheduled at `deletedAt`. */
export function deletionPurgeDate(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + DELETION_GRACE_DAYS * 24 * 3_600_000);
}

/**
 * The 403 of a sign-in to an account whose deletion is pending (docs/product.md#account-deletion):
 * the password was right, and "Cancel deletion" may bring the account back until `purgeAfter`.
 */
export const deletionPendingSchema = z.object({
  message: z.string(),
  purgeAfter: z.string(),
});
export type DeletionPending = z.infer<typeof deletionPendingSchema>;

export const accountDeletionScheduledSchema = z.object({
  message: z.string(),
  /** When the purge will remove the account (ISO). */
  purgeAfter: z.string(),
});
export type AccountDeletionScheduled = z.infer<typeof accountDeletionScheduledSchema>;
