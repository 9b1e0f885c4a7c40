// POST /api/user/change-password {currentPassword, newPassword, confirmPassword}: every other
// session of the user ends; this one continues (under a new id, set by the server's cookie).
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#shared/schemas/account.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { accountFailureMessage } from './account-failure';

export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiRequest('POST', '/api/user/change-password', input);
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      showToast('Password Changed', 'Your password has been updated successfully.', 'success');
    },
    onError: (error) => {
      showToast('Error', accountFailureMessage(error, 'Failed to change password'), 'error');
    },
  });
}
