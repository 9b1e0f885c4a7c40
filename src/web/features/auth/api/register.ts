// POST /api/register: creates the account (with the verified phone and the captcha solution)
// and signs the new user in. Register's own checks come first, shown together beside their fields,
// and every toast about registering is raised here.
import type { FormErrors } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, RegisterInput } from '#shared/schemas/auth.js';
import { ApiError, ApiResponseParseError, apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { USER_QUERY_KEY } from '#web/lib/session.js';
import type { RegisterValues } from '../registration-fields';
import { registerFormSchema, validateWithSchema } from '../validation';
import { failureMessage } from './failure-message';

export function register(input: RegisterInput): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', '/api/register', input);
}

export const SEND_CODE_FIRST =
  'Please send a verification code to your phone number before registering.';
export const VERIFY_CODE_FIRST =
  'Please verify your phone number with the code you received before registering.';

/**
 * Register's checks before the call, all at once (docs/product.md#registration): every field's
 * rule, and beside the code field the step still to do (send a code, then verify it). The
 * captcha's requirement is its field's own rule. Empty when the form may be sent.
 */
export function registrationErrors(
  values: RegisterValues,
  steps: { codeSent: boolean; phoneVerified: boolean },
): FormErrors {
  const errors = validateWithSchema(registerFormSchema, values);
  if (!steps.codeSent) errors.verificationCode = SEND_CODE_FIRST;
  else if (!steps.phoneVerified && !errors.verificationCode) {
    errors.verificationCode = VERIFY_CODE_FIRST;
  }
  return errors;
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
