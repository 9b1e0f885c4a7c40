// Guest and journal payloads (docs/product.md#guest-dialog fields, #guest-validation messages,
// #guest-statuses statuses). The server validates requests with these and describes its answers
// with the response schemas; the guest dialog and the journal sheet validate with the same ones.
import { z } from 'zod';
import { FOLLOW_UP_TYPES, GUEST_STATUSES, JOURNAL_ACTIONS } from '../enums.js';
import {
  EARLIEST_FOLLOW_UP_DATE,
  INVALID_STATUS_MESSAGE,
  normalizeStatus,
} from '../guest-rules.js';
import {
  FOLLOW_UP_DATE_TOO_EARLY,
  INVALID_FOLLOW_UP_TYPE,
  notTrueOrFalse,
  tooLong,
} from '../messages.js';
import {
  emptyToNull,
  followUpTypeField,
  idParamsSchema,
  messageWithIdSchema,
  optionalLine,
  parseIsoDate,
  requiredLine,
  requiredText,
} from './fields.js';
import { versionConflictSchema, versionField } from './versions.js';

export const GUEST_LIMITS = {
  name: 200,
  details: 5000,
  text: 500,
  email: 254,
  phoneNumber: 50,
  url: 2048,
  note: 5000,
} as const;

export const GUEST_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: tooLong('Name', GUEST_LIMITS.name),
  detailsRequired: 'Details are required',
  detailsTooLong: tooLong('Details', GUEST_LIMITS.details),
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL format',
  linkedinOnly: 'URL must be from LinkedIn (e.g., linkedin.com or linked.in)',
  invalidStatus: INVALID_STATUS_MESSAGE,
  invalidFollowUpType: INVALID_FOLLOW_UP_TYPE,
  invalidFollowUpDate: 'Follow-up date must be a valid date (YYYY-MM-DD or an ISO date-time)',
  followUpDateTooEarly: FOLLOW_UP_DATE_TOO_EARLY,
  invalidLock: notTrueOrFalse('isLocked'),
  noteRequired: 'Note is required',
  noteTooLong: tooLong('Note', GUEST_LIMITS.note),
  manualNotesOnly: 'Only manual notes can be added to the journal',
} as const;

const emailField = z
  .string({ error: GUEST_MESSAGES.invalidEmail })
  .trim()
  .max(GUEST_LIMITS.email, GUEST_MESSAGES.invalidEmail)
  .refine(
    (value) => value === '' || z.email().safeParse(value).success,
    GUEST_MESSAGES.invalidEmail,
  )
  .nullish()
  .transform(emptyToNull);

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** linkedin.com or linked.in, or a subdomain of either; the host is checked, not the whole text. */
export function isLinkedinUrl(value: string): boolean {
  const host = parseHttpUrl(value)?.hostname.toLowerCase();
  if (!host) return false;
  return ['linkedin.com', 'linked.in'].some(
    (allowed) => host === allowed || host.endsWith(`.${allowed}`),
  );
}

const linkedinField = z
  .string({ error: GUEST_MESSAGES.invalidUrl })
  .trim()
  .max(GUEST_LIMITS.url, tooLong('LinkedIn URL', GUEST_LIMITS.url))
  .refine((value) => value === '' || parseHttpUrl(value) !== null, {
    message: GUEST_MESSAGES.invalidUrl,
    abort: true,
  })
  .refine((value) => value === '' || isLinkedinUrl(value), GUEST_MESSAGES.linkedinOnly)
  .nullish()
  .transform(emptyToNull);

/** A status value or alias ("hot candidate", "intro call"), stored as the value. */
export const guestStatusSchema = z
  .string({ error: GUEST_MESSAGES.invalidStatus })
  .transform((value, ctx) => {
    const status = normalizeStatus(value);
    if (!status) {
      ctx.addIssue({ code: 'custom', message: GUEST_MESSAGES.invalidStatus });
      return z.NEVER;
    }
    return status;
  });

/**
 * The follow-up date as an ISO date ("2025-01-05", read as UTC midnight) or an ISO date-time with
 * a zone; null or blank clears it. The server derives the display text from it.
 */
const followUpDateField = z
  .string({ error: GUEST_MESSAGES.invalidFollowUpDate })
  .trim()
  .nullish()
  .transform((value, ctx): Date | null | undefined => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const date = parseIsoDate(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: GUEST_MESSAGES.invalidFollowUpDate });
      return z.NEVER;
    }
    if (date < EARLIEST_FOLLOW_UP_DATE) {
      ctx.addIssue({ code: 'custom', message: GUEST_MESSAGES.followUpDateTooEarly });
      return z.NEVER;
    }
    return date;
  });

const guestFields = {
  name: requiredLine(GUEST_MESSAGES.nameRequired, GUEST_LIMITS.name, GUEST_MESSAGES.nameTooLong),
  details: requiredText(
    GUEST_MESSAGES.detailsRequired,
    GUEST_LIMITS.details,
    GUEST_MESSAGES.detailsTooLong,
  ),
  status: guestStatusSchema.optional(),
  followUpType: followUpTypeField,
  importantDateFormatted: followUpDateField,
  university: optionalLine('University', GUEST_LIMITS.text),
  title: optionalLine('Title', GUEST_LIMITS.text),
  organization: optionalLine('Organization', GUEST_LIMITS.text),
  phoneNumber: optionalLine('Phone number', GUEST_LIMITS.phoneNumber),
  email: emailField,
  linkedinUrl: linkedinField,
  isLocked: z.boolean({ error: GUEST_MESSAGES.invalidLock }).optional(),
};

/** POST /api/guests. Unknown keys (e.g. importantDate, which the server derives) are dropped. */
export const createGuestSchema = z.object(guestFields);
export type CreateGuestInput = z.input<typeof createGuestSchema>;
export type CreateGuestData = z.output<typeof createGuestSchema>;

/**
 * PATCH /api/guests/:id: any subset of the guest fields; null or blank clears an optional one.
 * `version`: the version the client edited (docs/product.md#versions), else no check.
 */
export const updateGuestSchema = z.object(guestFields).partial().extend({ version: versionField });
export type UpdateGuestInput = z.input<typeof updateGuestSchema>;
export type UpdateGuestData = z.output<typeof updateGuestSchema>;

/** PATCH /api/guests/:id/status (with the optional `version`, docs/product.md#versions). */
export const guestStatusBodySchema = z.object({ status: guestStatusSchema, version: versionField });

/** POST /api/guests/:id/journal: a manual note ("manual_note" or "manual note"; the default). */
export const journalNoteSchema = z.object({
  action: z
    .string({ error: GUEST_MESSAGES.manualNotesOnly })
    .trim()
    .toLowerCase()
    .refine((value) => value === 'manual_note' || value === 'manual note', {
      message: GUEST_MESSAGES.manualNotesOnly,
    })
    .optional(),
  description: requiredText(
    GUEST_MESSAGES.noteRequired,
    GUEST_LIMITS.note,
    GUEST_MESSAGES.noteTooLong,
  ),
});
export type JournalNoteInput = z.input<typeof journalNoteSchema>;

/** A guest id in the path. */
export const guestIdParamsSchema = idParamsSchema;

// ---- answers -------------------------------------------------------------------------------

export const guestSchema = z.object({
  id: z.number(),
  userId: z.number(),
  organizationId: z.number().nullable(),
  name: z.string(),
  details: z.string(),
  status: z.enum(GUEST_STATUSES),
  /** Display text "MMM d, yyyy", derived from importantDateFormatted. */
  importantDate: z.string().nullable(),
  importantDateFormatted: z.iso.datetime().nullable(),
  followUpType: z.enum(FOLLOW_UP_TYPES).nullable(),
  university: z.string().nullable(),
  title: z.string().nullable(),
  organization: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  isLocked: z.boolean(),
  dateAdded: z.iso.datetime(),
  createdBy: z.number().nullable(),
  lastModifiedBy: z.number().nullable(),
  lastModifiedAt: z.iso.datetime().nullable(),
  /** Usernames of createdBy and lastModifiedBy; null when unknown or the account is gone. */
  createdByName: z.string().nullable(),
  lastModifiedByName: z.string().nullable(),
  /** When the version last changed: lastModifiedAt, or dateAdded for an unchanged guest. */
  updatedAt: z.iso.datetime(),
  /** docs/product.md#versions: 1 when added, one more on every change. */
  version: z.number(),
  /** Came through the guest form and not opened yet: the card's "New" badge (#guest-form). */
  isNewApplication: z.boolean(),
});
export type GuestDto = z.infer<typeof guestSchema>;

/** The 409 of a stale version on a guest: its current state (docs/product.md#versions). */
export const guestConflictSchema = versionConflictSchema(guestSchema);

export const journalEntrySchema = z.object({
  id: z.number(),
  guestId: z.number().nullable(),
  userId: z.number().nullable(),
  username: z.string(),
  action: z.enum(JOURNAL_ACTIONS),
  description: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  taskId: z.number().nullable(),
  actionItemId: z.number().nullable(),
  createdAt: z.iso.datetime(),
});
export type JournalEntryDto = z.infer<typeof journalEntrySchema>;

/** The existing guest a 409 points at, enough for the "Duplicate Guest Detected" dialog. */
export const duplicateGuestSchema = guestSchema.pick({
  id: true,
  name: true,
  status: true,
  email: true,
  phoneNumber: true,
  linkedinUrl: true,
});
export const duplicateGuestErrorSchema = z.object({
  message: z.string(),
  duplicateGuest: duplicateGuestSchema,
});
export type DuplicateGuestResponse = z.infer<typeof duplicateGuestErrorSchema>;

export const guestArchivedSchema = messageWithIdSchema;
