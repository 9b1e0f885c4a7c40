// POST /api/verify-pre-registration: checks the texted code before the account exists.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
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
