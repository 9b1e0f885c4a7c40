// The client checks of the phone screen and account settings before a call
// (docs/product.md#phone-rules): which titled message to show, on which field, or the number to
// send as +1 and ten digits.
import { ACCOUNT_PHONE_MESSAGES, settingsPhoneProblem } from '#shared/schemas/account.js';
import { normalizeSettingsPhone } from '#shared/phone-and-url.js';

export type PhoneField = 'phoneNumber' | 'code';

export type PhoneCheck =
  | { ok: true; phoneNumber: string; code: string }
  | { ok: false; field: PhoneField; title: string; message: string };

const refuse = (field: PhoneField, problem: { title: string; message: string }): PhoneCheck => ({
  ok: false,
  field,
  ...problem,
});

/** Send Code / Resend: the number must be ten digits once a leading 1 is dropped. */
export function checkPhoneToSend(phone: string): PhoneCheck {
  const problem = settingsPhoneProblem(phone);
  if (problem) return refuse('phoneNumber', problem);
  return { ok: true, phoneNumber: normalizeSettingsPhone(phone) as string, code: '' };
}

/** Verify Phone on /verify-phone: each empty field has its own message. */
export function checkPhoneScreenVerify(phone: string, code: string): PhoneCheck {
  const sending = checkPhoneToSend(phone);
  if (!sending.ok) return sending;
  if (!code.trim()) return refuse('code', ACCOUNT_PHONE_MESSAGES.codeRequired);
  return { ...sending, code: code.trim() };
}

/** Verify in account settings: either field empty gets the one "both" message. */
export function checkSettingsVerify(phone: string, code: string): PhoneCheck {
  if (!phone.trim() || !code.trim()) {
    return refuse(phone.trim() ? 'code' : 'phoneNumber', ACCOUNT_PHONE_MESSAGES.bothRequired);
  }
  const sending = checkPhoneToSend(phone);
  if (!sending.ok) return sending;
  return { ...sending, code: code.trim() };
}

/** The ten digits of a stored +1 number, as these screens show it. */
export function tenDigits(phoneNumber: string | null | undefined): string {
  const digits = (phoneNumber ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** A verified number as people write it, "(555) 123-4567"; anything but ten digits as it is. */
export function phoneText(phoneNumber: string | null | undefined): string {
  const digits = tenDigits(phoneNumber);
  return digits.length === 10
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;
}
