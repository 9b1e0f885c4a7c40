// reCAPTCHA v2 with explicit rendering, used when the server is configured for it: Google's
// script loads once, and each mount renders a fresh widget.
import { Loader, Stack } from '@mantine/core';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react';
import {
  CAPTCHA_ERROR_MESSAGE,
  CAPTCHA_EXPIRED_MESSAGE,
  CaptchaMessage,
  type CaptchaProps,
} from './captcha-parts';

interface Grecaptcha {
  render: (
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ) => number;
  reset: (widgetId?: number) => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    onPodcastTrackerRecaptchaLoad?: () => void;
  }
}

let recaptchaApi: Promise<Grecaptcha> | null = null;
function loadRecaptcha(): Promise<Grecaptcha> {
  recaptchaApi ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.onPodcastTrackerRecaptchaLoad = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error('reCAPTCHA did not initialise'));
    };
    const script = document.createElement('script');
    script.src =
      'https://www.google.com/recaptcha/api.js?render=explicit&onload=onPodcastTrackerRecaptchaLoad';
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      recaptchaApi = null;
      script.remove();
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.append(script);
  });
  return recaptchaApi;
}

export function RecaptchaWidget({
  siteKey,
  onTokenChange,
  ref,
}: CaptchaProps & { siteKey: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const emitToken = useEffectEvent(onTokenChange);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    // A fresh element per mount: reCAPTCHA refuses to render twice into the same element.
    const slot = document.createElement('div');
    container.append(slot);
    loadRecaptcha().then(
      (grecaptcha) => {
        if (cancelled) return;
        setLoading(false);
        widgetId.current = grecaptcha.render(slot, {
          sitekey: siteKey,
          callback: (token) => {
            setMessage(null);
            emitToken(token);
          },
          'expired-callback': () => {
            setMessage(CAPTCHA_EXPIRED_MESSAGE);
            emitToken(null);
          },
          'error-callback': () => {
            setMessage(CAPTCHA_ERROR_MESSAGE);
            emitToken(null);
          },
        });
      },
      () => {
        if (cancelled) return;
        setLoading(false);
        setMessage(CAPTCHA_ERROR_MESSAGE);
      },
    );
    return () => {
      cancelled = true;
      widgetId.current = null;
      slot.remove();
    };
  }, [siteKey]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        if (widgetId.current !== null) window.grecaptcha?.reset(widgetId.current);
        setMessage(null);
        onTokenChange(null);
      },
    }),
    [onTokenChange],
  );

  return (
    <Stack gap={4}>
      {loading && <Loader size="sm" role="status" aria-label="Loading captcha" />}
      <div ref={containerRef} />
      {message && <CaptchaMessage message={message} />}
    </Stack>
  );
}
