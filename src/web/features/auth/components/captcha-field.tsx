// The register form's captcha step: the widget, and under it the form's message while the captcha
// is required and unsolved.
import { Stack, Text } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { Captcha, type CaptchaHandle } from './captcha';

interface CaptchaFieldProps {
  captchaRef: Ref<CaptchaHandle>;
  onTokenChange: (token: string | null) => void;
  error: ReactNode;
}

export function CaptchaField({ captchaRef, onTokenChange, error }: CaptchaFieldProps) {
  // The message takes the fields' own error colour, which passes AA in both schemes (app/theme.ts).
  return (
    <Stack gap={4} data-captcha>
      <Captcha ref={captchaRef} onTokenChange={onTokenChange} />
      {error && (
        <Text c="var(--mantine-color-error)" size="xs">
          {error}
        </Text>
      )}
    </Stack>
  );
}
