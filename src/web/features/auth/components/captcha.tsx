// The captcha of the register and reset forms (DECISIONS §2): ALTCHA proof of work by default,
// reCAPTCHA v2 when the server is configured for it. The token only ever comes from a solved
// widget; there is no client-side fallback token.
import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { captchaConfigQueryOptions } from '../api/get-captcha-config';

export const CAPTCHA_EXPIRED_MESSAGE = 'Verification expired. Please try again.';
export const CAPTCHA_ERROR_MESSAGE =
  'Error loading the captcha. Please refresh the page and try again.';

export interface CaptchaHandle {
  /** Forget the current solution and let the user solve a fresh challenge. */
  reset: () => void;
}

interface CaptchaProps {
  /** Called with the solution when solved, and with null when it is gone (expired, error, reset). */
  onTokenChange: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}

export function Captcha({ onTokenChange, ref }: CaptchaProps) {
  const config = useQuery(captchaConfigQueryOptions);

  if (config.isPending) return <Loader size="sm" aria-label="Loading captcha" />;
  if (config.isError) return <CaptchaMessage message={CAPTCHA_ERROR_MESSAGE} />;
  if (config.data.provider === 'recaptcha') {
    return (
      <RecaptchaWidget siteKey={config.data.siteKey} onTokenChange={onTokenChange} ref={ref} />
    );
  }
  return <AltchaCaptcha onTokenChange={onTokenChange} ref={ref} />;
}

function CaptchaMessage({ message }: { message: string }) {
  return (
    <Text c="red.8" size="sm" role="alert">
      {message}
    </Text>
  );
}

// ---------------------------------------------------------------------------------------------
// ALTCHA

/** The `detail` of the widget's `statechange` event (altcha 3). */
interface AltchaStateChangeDetail {
  state: 'code' | 'error' | 'verified' | 'verifying' | 'unverified' | 'expired';
  payload: string | null;
}

let altchaModule: Promise<unknown> | null = null;
/** Loads the widget's custom element once; it ships in its own chunk with the auth page. */
function loadAltcha(): Promise<unknown> {
  altchaModule ??= import('altcha').catch((error: unknown) => {
    altchaModule = null;
    throw error;
  });
  return altchaModule;
}

function AltchaCaptcha({ onTokenChange, ref }: CaptchaProps) {
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const [ready, setReady] = useState(() => customElements.get('altcha-widget') !== undefined);
  const [message, setMessage] = useState<string | null>(null);
  const emitToken = useEffectEvent(onTokenChange);

  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    loadAltcha().then(
      () => !cancelled && setReady(true),
      () => !cancelled && setMessage(CAPTCHA_ERROR_MESSAGE),
    );
    return () => {
      cancelled = true;
    };
  }, [ready]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!ready || !widget) return;
    const handleStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateChangeDetail>).detail;
      switch (state) {
        case 'verified':
          setMessage(null);
          emitToken(payload || null);
          break;
        case 'expired':
          setMessage(CAPTCHA_EXPIRED_MESSAGE);
          emitToken(null);
          break;
        case 'error':
          setMessage(CAPTCHA_ERROR_MESSAGE);
          emitToken(null);
          break;
        case 'verifying':
          setMessage(null);
          emitToken(null);
          break;
        default:
          emitToken(null);
      }
    };
    widget.addEventListener('statechange', handleStateChange);
    return () => widget.removeEventListener('statechange', handleStateChange);
  }, [ready]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        widgetRef.current?.reset?.();
        setMessage(null);
        onTokenChange(null);
      },
    }),
    [onTokenChange],
  );

  return (
    <Stack gap={4}>
      {ready ? (
        <altcha-widget
          ref={widgetRef}
          challenge="/api/captcha/challenge"
          name="captcha"
          auto="off"
          style={{
            '--altcha-max-width': '100%',
            '--altcha-border-radius': 'var(--mantine-radius-md)',
            '--altcha-color-primary': 'var(--mantine-color-blue-6)',
          }}
        />
      ) : (
        !message && <Loader size="sm" aria-label="Loading captcha" />
      )}
      {message && <CaptchaMessage message={message} />}
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// reCAPTCHA v2 (explicit rendering)

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

function RecaptchaWidget({ siteKey, onTokenChange, ref }: CaptchaProps & { siteKey: string }) {
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
      {loading && <Loader size="sm" aria-label="Loading captcha" />}
      <div ref={containerRef} />
      {message && <CaptchaMessage message={message} />}
    </Stack>
  );
}
