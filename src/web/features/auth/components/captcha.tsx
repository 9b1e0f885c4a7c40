// The captcha of the register and reset forms (docs/product.md#sms-captcha-and-jobs): ALTCHA proof
// of work by default, reCAPTCHA v2 when the server is configured for it. The token only ever comes
// from a solved widget; there is no client-side fallback token.
import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { captchaConfigQueryOptions } from '../api/get-captcha-config';
import { AltchaCaptcha } from './altcha-captcha';
import { CAPTCHA_ERROR_MESSAGE, CaptchaMessage, type CaptchaProps } from './captcha-parts';
import { RecaptchaWidget } from './recaptcha-widget';

export type { CaptchaHandle } from './captcha-parts';

export function Captcha({ onTokenChange, ref }: CaptchaProps) {
  const config = useQuery(captchaConfigQueryOptions);

  if (config.isPending) return <Loader size="sm" role="status" aria-label="Loading captcha" />;
  if (config.isError) return <CaptchaMessage message={CAPTCHA_ERROR_MESSAGE} />;
  if (config.data.provider === 'recaptcha') {
    return (
      <RecaptchaWidget siteKey={config.data.siteKey} onTokenChange={onTokenChange} ref={ref} />
    );
  }
  return <AltchaCaptcha onTokenChange={onTokenChange} ref={ref} />;
}
