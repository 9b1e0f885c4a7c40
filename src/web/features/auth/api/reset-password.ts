// POST /api/reset-password: step 3 of the reset; the server checks the code (DECISIONS §3.10).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { failureMessage } from './failure-message';

export interface ResetPasswordInput {
  resetCode: string;
  phoneNumber: string;
  newPassword: string;
  confirmPassword: string;
}

export function resetPassword(
  input: ResetPasswordInput,
): Promise<{ success?: boolean; message?: string }> {
  return apiRequest('POST', '/api/reset-password', input);
}

export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      showToast(
        'Password reset successful',
        'Your password has been reset. You can now log in with your new password.',
        'success',
      );
    },
    onError: (error) => {
      showToast(
        'Failed to reset password',
        failureMessage(error, () => 'Failed to reset password'),
        'error',
      );
    },
  });
}
