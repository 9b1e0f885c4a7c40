// POST /api/resend-phone-verification {phoneNumber}: texts a code to the number a signed-in,
// not yet verified user wants to verify. The answer carries the number as the server stored it.
import { useMutation } from '@tanstack/react-query';
import type { ResendPhoneVerificationInput } from '#shared/schemas/account.js';
import { apiRequest } from '#web/lib/api.js';
import { showCodeSentToast, showToast } from '#web/lib/notify.js';
import { accountFailureMessage } from './account-failure';

export interface PhoneCodeSent {
  message: string;
  phoneNumber?: string;
}

export function sendPhoneCode(input: ResendPhoneVerificationInput): Promise<PhoneCodeSent> {
  return apiRequest<PhoneCodeSent>('POST', '/api/resend-phone-verification', input);
}

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: sendPhoneCode,
    onSuccess: showCodeSentToast,
    onError: (error) => {
      showToast('Error', accountFailureMessage(error, 'Failed to send verification code'), 'error');
    },
  });
}
