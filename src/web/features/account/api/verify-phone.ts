// POST /api/verify-phone: the phone screen sends {code, phoneNumber}, account settings
// {phoneNumber, verificationCode} (docs/product.md#api). On success the current user is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyPhoneInput } from '#shared/schemas/account.js';
import type { PublicUser } from '#shared/schemas/auth.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { USER_QUERY_KEY } from '#web/lib/session.js';
import { accountFailureMessage } from './account-failure';

export function verifyPhone(
  input: VerifyPhoneInput,
): Promise<{ message: string; user: PublicUser }> {
  return apiRequest('POST', '/api/verify-phone', input);
}

export function useVerifyPhone(options: { successTitle: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhone,
    onSuccess: async () => {
      showToast(
        options.successTitle,
        'Your phone number has been verified successfully',
        'success',
      );
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
    onError: (error) => {
      showToast(
        'Verification failed',
        accountFailureMessage(error, 'Failed to verify code'),
        'error',
      );
    },
  });
}
