// A phone check of the verification screens that refuses a call before it is made reads like a
// failed call: an error toast with the check's title and message. The screen shows the same
// message on the field.
import { showToast } from '#web/lib/notify.js';
import type { PhoneCheck } from '../phone-checks';

/** True when the check passed; otherwise its toast is raised. */
export function passesPhoneCheck(check: PhoneCheck): check is Extract<PhoneCheck, { ok: true }> {
  if (check.ok) return true;
  showToast(check.title, check.message, 'error');
  return false;
}
