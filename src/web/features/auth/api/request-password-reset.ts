// POST /api/forgot-password: step 1 of the reset. The answer is the same whether or not the
// account exists (docs/product.md#password-reset), so the toast repeats the server's wording. Every
// toast of the step is raised here, the unsolved captcha's included.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { failureMessage } from './failure-message';

export interface RequestPasswordResetInput {
  username: string;
  phoneNumber: string;
  recaptchaToken: string;
}

export interface RequestPasswordResetResponse {
  success?: boolean;
  message?: string;
}

/**
 * The server answered OK but with `success: false` (docs/product.md#states: only then does step 1
 * stay).
 */
class ResetRequestRejected extends Error {}

const DEFAULT_MESSAGE =
  'If your account exists and the phone number matches, a password reset code has been sent to your phone.';

export function requestPasswordReset(
  input: RequestPasswordResetInput,
): Promise<RequestPasswordResetResponse> {
  return apiRequest<RequestPasswordResetResponse>('POST', '/api/forgot-password', input);
}

/** Step 1's last check before the call: the captcha is solved; otherwise a toast says so. */
export function checkResetCaptcha(captchaError: unknown): boolean {
  if (!captchaError) return true;
  showToast('Captcha required', 'Please complete the captcha verification', 'error');
  return false;
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (input: RequestPasswordResetInput) => {
      const response = await requestPasswordReset(input);
      if (response?.success === false) {
        throw new ResetRequestRejected(response.message || 'Failed to send verification code');
      }
      return response;
    },
    onSuccess: (response) => {
      showToast('Verification request processed', response?.message || DEFAULT_MESSAGE, 'success');
    },
    onError: (error) => {
      const message =
        error instanceof ResetRequestRejected
          ? error.message
          : failureMessage(error, () => 'Failed to send verification code');
      showToast('Failed to send verification code', message, 'error');
    },
  });
}
