// The public guest form (docs/product.md#guest-form): the host's settings, and the application an
// applicant sends. The application's fields use the guest form's rules and messages
// (schemas/guests.ts), so a pitch lands on the board exactly as a host could have typed it.
import { z } from 'zod';
import { tooLong } from '../messages.js';
import { requiredText } from './fields.js';
import { createGuestSchema, GUEST_LIMITS } from './guests.js';

export const GUEST_FORM_LIMITS = { intro: 1000, slugMin: 3, slugMax: 40 } as const;

export const GUEST_FORM_MESSAGES = {
  slugInvalid: `The link name must be ${GUEST_FORM_LIMITS.slugMin} to ${GUEST_FORM_LIMITS.slugMax} lower-case letters, digits or hyphens, starting and ending with a letter or digit`,
  slugTaken: 'This link name is already taken',
  notYours:
    'The guest form you opened is no longer yours: you joined or left a team since. Nothing was saved; save again to make these settings your form.',
  introTooLong: tooLong('Introduction', GUEST_FORM_LIMITS.intro),
  introNotText: 'Introduction must be text (empty for none)',
  notTrueOrFalse: 'Must be true or false',
  emailRequired: 'Email is required',
  pitchRequired: 'Tell the host what you would talk about',
  pitchTooLong: tooLong('Pitch', GUEST_LIMITS.details),
  tooManyFromYou: 'Too many applications from your network. Please try again in an hour.',
  tooManyForForm: 'This form has received too many applications today. Please try again tomorrow.',
} as const;

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** A link name: case is ignored ("My-Show" is "my-show"), surrounding spaces too. */
export const slugField = z
  .string({ error: GUEST_FORM_MESSAGES.slugInvalid })
  .trim()
  .toLowerCase()
  .min(GUEST_FORM_LIMITS.slugMin, GUEST_FORM_MESSAGES.slugInvalid)
  .max(GUEST_FORM_LIMITS.slugMax, GUEST_FORM_MESSAGES.slugInvalid)
  .regex(SLUG_PATTERN, GUEST_FORM_MESSAGES.slugInvalid);

const flag = z.boolean({ error: GUEST_FORM_MESSAGES.notTrueOrFalse });

/** PUT /api/guest-form: the whole settings (the tab always sends every field). */
export const guestFormSettingsSchema = z.object({
  enabled: flag,
  slug: slugField,
  intro: z
    .string({ error: GUEST_FORM_MESSAGES.introNotText })
    .trim()
    .max(GUEST_FORM_LIMITS.intro, GUEST_FORM_MESSAGES.introTooLong),
  askPhone: flag,
  askLinkedin: flag,
  /**
   * The saved form's `updatedAt` the client edited, null when it had never been saved
   * (docs/product.md#versions): a save made since answers 409. Left out: no check (a client that
   * does not care).
   */
  updatedAt: z.iso
    .datetime({ error: "updatedAt must be the form's updatedAt" })
    .nullable()
    .optional(),
});
export type GuestFormSettingsInput = z.input<typeof guestFormSettingsSchema>;
export type GuestFormSettings = z.output<typeof guestFormSettingsSchema>;

export const guestFormSchema = guestFormSettingsSchema.extend({
  /** The public address, path only ("/apply/my-show"); the tab prefixes the page's origin. */
  path: z.string(),
  /** Whether it is the team's form (every member manages it) or the host's own. */
  team: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type GuestFormDto = z.infer<typeof guestFormSchema>;

/** GET /api/guest-form: the form, or null before it is first saved, with a free link name. */
export const guestFormAnswerSchema = z.object({
  form: guestFormSchema.nullable(),
  suggestedSlug: z.string(),
});
export type GuestFormAnswer = z.infer<typeof guestFormAnswerSchema>;

const guestRules = createGuestSchema.shape;

/**
 * What an applicant sends (POST /apply/<slug>, a plain HTML form): the guest form's rules, with
 * the email required (the host has to be able to answer) and the pitch as the guest's details.
 * Phone and LinkedIn are read only when the form asks for them.
 */
export const applicationSchema = z.object({
  name: guestRules.name,
  email: guestRules.email
    .refine((value) => value != null, GUEST_FORM_MESSAGES.emailRequired)
    .transform((value) => value ?? ''),
  pitch: requiredText(
    GUEST_FORM_MESSAGES.pitchRequired,
    GUEST_LIMITS.details,
    GUEST_FORM_MESSAGES.pitchTooLong,
  ),
  title: guestRules.title,
  organization: guestRules.organization,
  phoneNumber: guestRules.phoneNumber,
  linkedinUrl: guestRules.linkedinUrl,
});
export type Application = z.output<typeof applicationSchema>;
