// POST /api/register: creates the account (with the verified phone and the captcha solution)
// and signs the new user in. Register's own checks come first (the registration gating), and every
// toast about registering is raised here.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterInput } from '#shared/schemas/auth.js';
import { ApiError, ApiResponseParseError, apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { USER_QUERY_KEY } from '#web/lib/session.js';
import { missingFieldLabels, type RegisterValues } from '../registration-fields';
import { failureMessage } from './failure-message';

export function register(input: RegisterInput): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', '/api/register', input);
}

/**
 * Register's checks before the call, in order: a code was sent, the phone verified, the captcha
 * solved, no required field blank. A refusal is toasted here; 'missing' tells the form to show its
 * inline errors too.
 */
export function checkRegistration(
  values: RegisterValues,
  steps: { codeSent: boolean; phoneVerified: boolean },
): 'ready' | 'refused' | 'missing' {
  if (!steps.codeSent) {
    showToast(
      'Verification required',
      'Please send a verification code to your phone number before registering.',
      'error',
    );
    return 'refused';
  }
  if (!steps.phoneVerified) {
    showToast(
      'Verification required',
      'Please verify your phone number with the code you received before registering.',
      'error',
    );
    return 'refused';
  }
  if (!values.recaptchaToken) {
    showToast('Captcha required', 'Please complete the captcha verification', 'error');
    return 'refused';
  }
  const missing = missingFieldLabels(values);
  if (missing.length > 0) {
    showToast(
      'Missing information',
      `Please fill in all required fields. Missing: ${missing.join(', ')}`,
      'error',
    );
    return 'missing';
  }
  return 'ready';
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
