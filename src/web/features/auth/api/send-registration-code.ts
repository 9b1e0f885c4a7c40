// POST /api/pre-register-verification: texts a 6-digit code to the phone being registered. Send
// Code's own check comes first, and every toast about the step is raised here.
import { useMutation } from '@tanstack/react-query';
import { INVALID_PHONE_AUTH, normalizeAuthPhone } from '#shared/phone-and-url.js';
import { apiRequest } from '#web/lib/api.js';
import { showCodeSentToast, showToast } from '#web/lib/notify.js';
import { isBlank } from '../registration-fields';
import { failureMessage } from './failure-message';

export interface SendRegistrationCodeResponse {
  message: string;
  /** The number as the server normalised it; the form adopts it. */
  phoneNumber?: string;
}

export function sendRegistrationCode(phoneNumber: string): Promise<SendRegistrationCodeResponse> {
  return apiRequest<SendRegistrationCodeResponse>('POST', '/api/pre-register-verification', {
    phoneNumber,
  });
}

/**
 * Send Code's check before the call: the number to send; or, after a toast saying why not, the
 * message the phone field shows (none for a blank number).
 */
export function checkPhoneForCode(
  phone: string,
): { phoneNumber: string } | { phoneNumber: null; fieldError?: string } {
  const raw = phone.trim();
  if (isBlank('phoneNumber', raw)) {
    showToast('Error', 'Please enter a phone number.', 'error');
    return { phoneNumber: null };
  }
  const phoneNumber = normalizeAuthPhone(raw);
  if (!phoneNumber) {
    showToast('Error', INVALID_PHONE_AUTH, 'error');
    return { phoneNumber: null, fieldError: INVALID_PHONE_AUTH };
  }
  return { phoneNumber };
}

export function useSendRegistrationCode() {
  return useMutation({
    mutationFn: sendRegistrationCode,
    onSuccess: showCodeSentToast,
    onError: (error) => {
      showToast(
        'Failed to send verification code',
        failureMessage(error, () => 'Failed to send verification code'),
        'error',
      );
    },
  });
}
