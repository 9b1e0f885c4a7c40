// POST /api/pre-register-verification: texts a 6-digit code to the phone being registered.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
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

export function useSendRegistrationCode() {
  return useMutation({
    mutationFn: sendRegistrationCode,
    onSuccess: () => {
      showToast(
        'Verification code sent',
        'Please check your phone for the verification code.',
        'success',
      );
    },
    onError: (error) => {
      showToast(
        'Failed to send verification code',
        failureMessage(error, () => 'Failed to send verification code'),
        'error',
      );
    },
  });
}
