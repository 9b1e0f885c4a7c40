// GET /api/captcha/config: which captcha the server verifies
// (docs/product.md#sms-captcha-and-jobs).
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api.js';

export type CaptchaConfig = { provider: 'altcha' } | { provider: 'recaptcha'; siteKey: string };

export const captchaConfigQueryOptions = queryOptions({
  queryKey: ['captcha-config'] as const,
  queryFn: ({ signal }) =>
    apiRequest<CaptchaConfig>('GET', '/api/captcha/config', undefined, { signal }),
  staleTime: Infinity,
});
