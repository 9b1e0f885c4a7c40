// POST /api/cancel-deletion: takes back a scheduled account deletion during its grace period and
// signs the owner in (docs/product.md#account-deletion). The sign-in that offers it is a 403 whose
// body names the purge date.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '#shared/schemas/auth.js';
import type { LoginInput } from '#shared/schemas/login.js';
import { ApiError, apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { USER_QUERY_KEY } from '#web/lib/session.js';
import { failureMessage } from './failure-message';

export function cancelDeletion(input: LoginInput): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', '/api/cancel-deletion', input);
}

/** The purge date (ISO) of a sign-in refused because the account's deletion is pending, or null. */
export function pendingDeletionOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const purgeAfter = error.body?.purgeAfter;
  return typeof purgeAfter === 'string' ? purgeAfter : null;
}

export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDeletion,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      showToast(
        'Deletion cancelled',
        `Welcome back, ${user.username}! Your account is kept.`,
        'success',
      );
    },
    onError: (error) => {
      showToast(
        'Could not cancel the deletion',
        failureMessage(error, (status) => `Cancelling failed with status ${status}`),
        'error',
      );
    },
  });
}
