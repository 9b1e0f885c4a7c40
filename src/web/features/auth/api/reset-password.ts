// POST /api/reset-password: step 3 of the reset; the server checks the code
// (docs/product.md#password-reset). Every toast of steps 2 and 3 is raised here.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
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

/** Step 2 passed: the toast invites the new password of step 3. */
export function announceNewPasswordStep(): void {
  showToast('Enter new password', 'Choose a new password for your account.', 'info');
}

/**
 * Step 3's check before the call: the code and number kept from the earlier steps still pass the
 * form's check; otherwise the toast gives the first message.
 */
export function checkCodeAndNumberKept(errors: {
  resetCode?: unknown;
  phoneNumber?: unknown;
}): boolean {
  if (!errors.resetCode && !errors.phoneNumber) return true;
  showToast('Failed to reset password', String(errors.resetCode ?? errors.phoneNumber), 'error');
  return false;
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
