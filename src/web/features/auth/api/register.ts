// POST /api/register: creates the account (with the verified phone and the captcha solution)
// and signs the new user in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterInput } from '../../../../shared/schemas/auth';
import { ApiError, ApiResponseParseError, apiRequest } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { USER_QUERY_KEY } from '../../../lib/session';
import { failureMessage } from './failure-message';

export function register(input: RegisterInput): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', '/api/register', input);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      showToast('Registration successful', `Welcome, ${user.username}!`, 'success');
    },
    onError: (error) => {
      if (error instanceof ApiResponseParseError) {
        // The account exists; ask the server who is signed in instead of guessing.
        void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        showToast(
          'Registration error',
          'Registration succeeded but could not retrieve user data',
          'error',
        );
      } else if (error instanceof ApiError) {
        showToast(
          'Registration failed',
          failureMessage(error, () => 'An error occurred during registration. Please try again.'),
          'error',
        );
      } else {
        showToast(
          'Registration error',
          'An unexpected error occurred. Please try again later.',
          'error',
        );
      }
    },
  });
}
