// POST /api/verify-pre-registration: checks the texted code before the account exists. Verify
// Code's own check comes first, and every toast about the step is raised here.
import { useMutation } from '@tanstack/react-query';
import { normalizeAuthPhone } from '#shared/phone-and-url.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { failureMessage } from './failure-message';

export interface VerifyRegistrationCodeInput {
  phoneNumber: string;
  verificationCode: string;
}

export function verifyRegistrationCode(
  input: VerifyRegistrationCodeInput,
): Promise<{ message: string; verified: boolean }> {
  return apiRequest('POST', '/api/verify-pre-registration', input);
}

/**
 * Verify Code's check before the call: the number to send with the code; or null, after a toast,
 * when the number or the code is missing. The code's format is the form's inline check.
 */
export function checkCodeToVerify(phone: string, code: string): string | null {
  const phoneNumber = normalizeAuthPhone(phone);
  if (!phoneNumber) {
    showToast('Error', 'Please enter both phone number and verification code.', 'error');
    return null;
  }
  if (!code.trim()) {
    showToast('Error', 'Please enter the verification code sent to your phone.', 'error');
    return null;
  }
  return phoneNumber;
}

export function useVerifyRegistrationCode() {
  return useMutation({
    mutationFn: verifyRegistrationCode,
    onSuccess: () => {
      showToast(
        'Verification successful',
        'Your phone number has been verified. You can now complete registration.',
        'success',
      );
    },
    onError: (error) => {
      showToast(
        'Verification failed',
        failureMessage(error, () => 'Failed to verify code. Please try again.'),
        'error',
      );
    },
  });
}
