// The ALTCHA proof-of-work widget, the default captcha: its custom element loads in its own
// chunk, and its state changes become the form's token.
import { Loader, Stack } from '@mantine/core';
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react';
import {
  CAPTCHA_ERROR_MESSAGE,
  CAPTCHA_EXPIRED_MESSAGE,
  CaptchaMessage,
  type CaptchaProps,
} from './captcha-parts';

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

export function AltchaCaptcha({ onTokenChange, ref }: CaptchaProps) {
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
        !message && <Loader size="sm" role="status" aria-label="Loading captcha" />
      )}
      {message && <CaptchaMessage message={message} />}
    </Stack>
  );
}
