// Auth payloads (docs/product.md#auth-api, #auth-validation).
// The server validates requests with these; the web forms validate with the same schemas.
import { z } from 'zod';
import { tooLong } from '../messages.js';
import {
  authPhoneFormat,
  isAllowedPodcastUrl,
  normalizeAuthPhone,
  PODCAST_URL_MESSAGE,
} from '../phone-and-url.js';
import { requiredLine, ruledText } from './fields.js';

export const PASSWORD_RULES = [
  { test: /[A-Z]/, message: 'Password must contain at least one uppercase letter' },
  { test: /[a-z]/, message: 'Password must contain at least one lowercase letter' },
  { test: /\d/, message: 'Password must contain at least one number' },
  { test: /[^A-Za-z0-9]/, message: 'Password must contain at least one special character' },
] as const;

/** docs/product.md#auth-validation: a blank password says only "Password is required". */
export const passwordSchema = ruledText(
  'Password is required',
  [
    { broken: (text) => text.length < 8, message: 'Password must be at least 8 characters long' },
    {
      broken: (text) => text.length > 256,
      message: 'Password must be at most 256 characters long',
    },
    ...PASSWORD_RULES.map(({ test, message }) => ({
      broken: (text: string) => !test.test(text),
      message,
    })),
  ],
  { trim: false, meta: { minLength: 8, maxLength: 256 } },
);

const PHONE_FORMAT_MESSAGE = 'Phone number must be in +1XXXXXXXXXX format (US only)';

/**
 * A US phone number as the auth page sends it, read by `normalize`; normalised to +1XXXXXXXXXX.
 * An empty number is "required" alone, not also too short and in the wrong format.
 */
const phoneSchema = (normalize: (input: string) => string | null) =>
  ruledText(
    'Phone number is required',
    [
      { broken: (text) => text.length > 32, message: PHONE_FORMAT_MESSAGE, last: true },
      {
        broken: (text) => text.replace(/\D/g, '').length < 10,
        message: 'Phone number must be at least 10 digits',
      },
      // "+" only as part of "+1": a bare "+" followed by ten digits is another country's number.
      { broken: (text) => normalize(text) === null, message: PHONE_FORMAT_MESSAGE },
    ],
    { meta: { minLength: 1, maxLength: 32 } },
  ).transform((value) => normalize(value) ?? value);

/** A number being registered: one the North American Numbering Plan can give. */
export const authPhoneSchema = phoneSchema(normalizeAuthPhone);

/**
 * The number of an account, to find it by (forgot, reset): the format alone, so a number stored
 * before the numbering-plan rule still resets its password (docs/product.md#phone-rules).
 */
const accountPhoneSchema = phoneSchema(authPhoneFormat);

export const codeSchema = z
  .string({ error: 'Verification code must be 6 digits' })
  .trim()
  .regex(/^\d{6}$/, 'Verification code must be 6 digits');

const USERNAME_CHARACTERS = /^[A-Za-z0-9_.-]+$/;

const usernameSchema = ruledText(
  'Username is required',
  [
    { broken: (text) => text.length < 3, message: 'Username must be at least 3 characters' },
    { broken: (text) => text.length > 50, message: 'Username must be at most 50 characters' },
    {
      broken: (text) => !USERNAME_CHARACTERS.test(text),
      message: 'Username may contain only letters, numbers, dots, dashes and underscores',
    },
  ],
  { meta: { minLength: 3, maxLength: 50 } },
);

const captchaSchema = z
  .string({ error: 'Please complete the captcha verification' })
  .min(1, 'Please complete the captcha verification')
  .max(10_000, 'Please complete the captcha verification');

export { loginSchema } from './login.js';

export const registerSchema = z
  .object({
    username: usernameSchema,
    email: z
      .string({ error: 'Please enter a valid email address' })
      .trim()
      .max(254, 'Please enter a valid email address')
      .pipe(z.email('Please enter a valid email address')),
    phoneNumber: authPhoneSchema,
    messageConsent: z.literal(true, {
      error: 'You must consent to receive SMS messages to continue',
    }),
    verificationCode: codeSchema,
    podcast: requiredLine('Podcast name is required', 200, tooLong('Podcast name', 200)),
    podcastUrl: ruledText(
      'Podcast URL is required',
      [
        { broken: (text) => text.length > 2048, message: PODCAST_URL_MESSAGE, last: true },
        { broken: (text) => !isAllowedPodcastUrl(text), message: PODCAST_URL_MESSAGE },
      ],
      { meta: { minLength: 1, maxLength: 2048 } },
    ),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Passwords do not match' }),
    recaptchaToken: captchaSchema,
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const phoneOnlySchema = z.object({ phoneNumber: authPhoneSchema });

export const verifyPreRegistrationSchema = z.object({
  phoneNumber: authPhoneSchema,
  verificationCode: codeSchema,
});

export const forgotPasswordSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(50),
  phoneNumber: accountPhoneSchema,
  recaptchaToken: captchaSchema,
});

export const resetPasswordSchema = z
  .object({
    resetCode: z
      .string({ error: 'Reset code must be 6 digits' })
      .trim()
      .regex(/^\d{6}$/, 'Reset code must be 6 digits'),
    phoneNumber: accountPhoneSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: 'Passwords do not match' }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

/** The user as the API returns it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string(),
  phoneVerified: z.boolean(),
  podcast: z.string(),
  podcastUrl: z.string(),
  organizationId: z.number().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const messageSchema = z.object({ message: z.string() });
