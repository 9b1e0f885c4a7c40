// Auth payloads (docs/product.md#auth-api, #auth-validation).
// The server validates requests with these; the web forms validate with the same schemas.
import { z } from 'zod';
import { tooLong } from '../messages.js';
import { isAllowedPodcastUrl, PODCAST_URL_MESSAGE, normalizeAuthPhone } from '../phone-and-url.js';
import { requiredText } from './fields.js';

export const PASSWORD_RULES = [
  { test: /[A-Z]/, message: 'Password must contain at least one uppercase letter' },
  { test: /[a-z]/, message: 'Password must contain at least one lowercase letter' },
  { test: /\d/, message: 'Password must contain at least one number' },
  { test: /[^A-Za-z0-9]/, message: 'Password must contain at least one special character' },
] as const;

export const passwordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.regex(rule.test, rule.message),
  z
    .string({ error: 'Password is required' })
    .min(8, 'Password must be at least 8 characters long')
    .max(256, 'Password must be at most 256 characters long'),
);

const PHONE_FORMAT_MESSAGE = 'Phone number must be in +1XXXXXXXXXX format (US only)';

/**
 * A US phone number as the auth page sends it; normalised to +1XXXXXXXXXX. An empty number is
 * "required" alone, not also too short and in the wrong format: one check, rather than zod's
 * `abort`, which would also stop the form's rules across fields (the passwords' match).
 */
export const authPhoneSchema = z
  .string({ error: 'Phone number is required' })
  .trim()
  .superRefine((value, context) => {
    const problem = (message: string) => context.addIssue({ code: 'custom', message });
    if (value === '') return problem('Phone number is required');
    if (value.length > 32) return problem(PHONE_FORMAT_MESSAGE);
    if (value.replace(/\D/g, '').length < 10) problem('Phone number must be at least 10 digits');
    // "+" only as part of "+1": a bare "+" followed by ten digits is another country's number.
    if (normalizeAuthPhone(value) === null) problem(PHONE_FORMAT_MESSAGE);
  })
  // What the check enforces, for the OpenAPI document, which cannot read a refinement.
  .meta({ minLength: 1, maxLength: 32 })
  .transform((value) => normalizeAuthPhone(value) ?? value);

export const codeSchema = z
  .string({ error: 'Verification code must be 6 digits' })
  .trim()
  .regex(/^\d{6}$/, 'Verification code must be 6 digits');

const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(
    /^[A-Za-z0-9_.-]+$/,
    'Username may contain only letters, numbers, dots, dashes and underscores',
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
    podcast: requiredText('Podcast name is required', 200, tooLong('Podcast name', 200)),
    podcastUrl: z
      .string({ error: 'Podcast URL is required' })
      .trim()
      .min(1, 'Podcast URL is required')
      .max(2048, PODCAST_URL_MESSAGE)
      .refine(isAllowedPodcastUrl, PODCAST_URL_MESSAGE),
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
  phoneNumber: authPhoneSchema,
  recaptchaToken: captchaSchema,
});

export const resetPasswordSchema = z
  .object({
    resetCode: z
      .string({ error: 'Reset code must be 6 digits' })
      .trim()
      .regex(/^\d{6}$/, 'Reset code must be 6 digits'),
    phoneNumber: authPhoneSchema,
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
