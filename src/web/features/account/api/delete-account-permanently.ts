// POST /api/user/delete/permanent {password, confirmPhrase}: removes the account and all its
// data at once; the user is forgotten here and the route guard goes to /auth.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermanentDeleteAccountInput } from '#shared/schemas/account.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { forgetSession } from '#web/lib/session.js';
import { accountFailureMessage } from './account-failure';

export function deleteAccountPermanently(
  input: PermanentDeleteAccountInput,
): Promise<{ message: string }> {
  return apiRequest('POST', '/api/user/delete/permanent', input);
}

export function useDeleteAccountPermanently() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccountPermanently,
    onSuccess: () => {
      forgetSession(queryClient);
      showToast(
        'Account Permanently Deleted',
        'Your account and all of its data have been deleted.',
        'success',
      );
    },
    onError: (error) => {
      showToast(
        'Error',
        accountFailureMessage(error, 'Failed to permanently delete account'),
        'error',
      );
    },
  });
}
