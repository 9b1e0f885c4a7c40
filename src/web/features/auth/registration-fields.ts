// The register form's values, and which of them count as not filled in: blank after trimming, or,
// for the phone, only the "+1" the phone box starts with.
import { US_PHONE_PREFIX } from '#web/components/phone-input.js';

export interface RegisterValues {
  username: string;
  email: string;
  messageConsent: boolean;
  phoneNumber: string;
  verificationCode: string;
  podcast: string;
  podcastUrl: string;
  password: string;
  confirmPassword: string;
  recaptchaToken: string;
}

export const INITIAL_REGISTER_VALUES: RegisterValues = {
  username: '',
  email: '',
  messageConsent: false,
  phoneNumber: '',
  verificationCode: '',
  podcast: '',
  podcastUrl: '',
  password: '',
  confirmPassword: '',
  recaptchaToken: '',
};

/**
 * Text fields that must not be blank, with the label the user sees (docs/product.md#registration).
 */
const REQUIRED_FIELDS = [
  ['username', 'Username'],
  ['email', 'Email'],
  ['phoneNumber', 'Phone Number'],
  ['verificationCode', 'Verification Code'],
  ['podcast', 'Podcast Name'],
  ['podcastUrl', 'Podcast URL'],
  ['password', 'Password'],
  ['confirmPassword', 'Confirm Password'],
] as const satisfies ReadonlyArray<readonly [keyof RegisterValues, string]>;

export function isBlank(field: keyof RegisterValues, value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || (field === 'phoneNumber' && trimmed === US_PHONE_PREFIX);
}

/** The labels of the required fields left blank, in form order. */
export function missingFieldLabels(values: RegisterValues): string[] {
  return REQUIRED_FIELDS.filter(([field]) => isBlank(field, values[field])).map(
    ([, label]) => label,
  );
}
