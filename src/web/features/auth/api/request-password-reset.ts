// POST /api/forgot-password: step 1 of the reset. The answer is the same whether or not the
// account exists (docs/product.md#password-reset), so the toast repeats the server's wording. Every
// toast of the step is raised here, the unsolved captcha's included; a send limit's refusal is shown
// inline by the form instead.
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, serverMessage } from '#web/lib/api.js';
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

/**
 * A refusal by the SMS send limits (429), which leaves the captcha solution unspent: its message,
 * and how many seconds to wait when the limit is the one-a-minute one; null for any other failure.
 */
export function sendLimitOf(
  error: unknown,
): { message: string; waitSeconds: number | null } | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const message = serverMessage(error) ?? 'Please wait before requesting another code.';
  const seconds = /wait (\d+) seconds/i.exec(message)?.[1];
  return { message, waitSeconds: seconds ? Number(seconds) : null };
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
      // A send limit is shown beside the button, with its countdown (reset-password-form.tsx).
      if (sendLimitOf(error)) return;
      const message =
        error instanceof ResetRequestRejected
          ? error.message
          : failureMessage(error, () => 'Failed to send verification code');
      showToast('Failed to send verification code', message, 'error');
    },
  });
}
