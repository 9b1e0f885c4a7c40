// What the captcha widgets share: the handle the forms reset them through, their props, and the
// messages shown under a widget that expired or failed to load.
import { Text } from '@mantine/core';
import type { Ref } from 'react';

export const CAPTCHA_EXPIRED_MESSAGE = 'Verification expired. Please try again.';
export const CAPTCHA_ERROR_MESSAGE =
  'Error loading the captcha. Please refresh the page and try again.';

export interface CaptchaHandle {
  /** Forget the current solution and let the user solve a fresh challenge. */
  reset: () => void;
}

export interface CaptchaProps {
  /** Called with the solution when solved, and with null when it is gone (expired, error, reset). */
  onTokenChange: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}

export function CaptchaMessage({ message }: { message: string }) {
  // The fields' own error colour, which passes AA in both schemes (app/theme.ts).
  return (
    <Text c="var(--mantine-color-error)" size="sm" role="alert">
      {message}
    </Text>
  );
}
