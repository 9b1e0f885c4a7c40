// The register form's values, and which of them count as not filled in.
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

/** The fields in the order the form shows them: a refused submit focuses the first in error. */
export const REGISTER_FIELD_ORDER = Object.keys(
  INITIAL_REGISTER_VALUES,
) as (keyof RegisterValues)[];

/** Blank after trimming, or, for the phone, only the "+1" the phone box starts with. */
export function isBlank(field: keyof RegisterValues, value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || (field === 'phoneNumber' && trimmed === US_PHONE_PREFIX);
}
