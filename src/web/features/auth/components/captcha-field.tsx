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
  return (
    <Stack gap={4} data-captcha>
      <Captcha ref={captchaRef} onTokenChange={onTokenChange} />
      {error && (
        <Text c="red.8" size="xs">
          {error}
        </Text>
      )}
    </Stack>
  );
}
