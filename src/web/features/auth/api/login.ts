// POST /api/login: signs in and puts the user into the session query.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '#shared/schemas/auth.js';
import type { LoginInput } from '#shared/schemas/login.js';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { USER_QUERY_KEY } from '#web/lib/session.js';
import { pendingDeletionOf } from './cancel-deletion';
import { failureMessage } from './failure-message';

export function login(input: LoginInput): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', '/api/login', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      showToast('Login successful', `Welcome back, ${user.username}!`, 'success');
    },
    onError: (error) => {
      // The form offers "Cancel deletion" instead (docs/product.md#account-deletion).
      if (pendingDeletionOf(error)) return;
      showToast(
        'Login failed',
        failureMessage(
          error,
          (status) => `Login failed with status ${status}`,
          'Invalid username or password',
        ),
        'error',
      );
    },
  });
}
