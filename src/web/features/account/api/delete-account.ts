// POST /api/user/delete {password, reason}: schedules the deletion (30 days' grace). The server
// has ended every session, so the user is forgotten here and the route guard goes to /auth.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionScheduled, DeleteAccountInput } from '#shared/schemas/account.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { forgetSession } from '#web/lib/session.js';
import { accountFailureMessage } from './account-failure';

export function deleteAccount(input: DeleteAccountInput): Promise<AccountDeletionScheduled> {
  return apiRequest('POST', '/api/user/delete', input);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      forgetSession(queryClient);
      showToast(
        'Account Deletion Requested',
        'Your account has been marked for deletion. You have been logged out.',
        'success',
      );
    },
    onError: (error) => {
      showToast('Error', accountFailureMessage(error, 'Failed to delete account'), 'error');
    },
  });
}
