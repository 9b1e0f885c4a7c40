// JSX typing for ALTCHA's <altcha-widget> custom element (altcha 3, attribute names per its README).
import type { AltchaWidgetElement } from 'altcha';
import type { CSSProperties, DetailedHTMLProps, HTMLAttributes } from 'react';

interface AltchaWidgetAttributes extends DetailedHTMLProps<
  HTMLAttributes<AltchaWidgetElement>,
  AltchaWidgetElement
> {
  /** URL the widget fetches its challenge from. */
  challenge?: string;
  /** JSON-encoded extra configuration. */
  configuration?: string;
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  display?: 'standard' | 'bar' | 'floating' | 'overlay' | 'invisible';
  language?: string;
  /** Name of the hidden input carrying the payload. */
  name?: string;
  theme?: string;
  type?: 'native' | 'checkbox' | 'switch';
  workers?: number;
  style?: CSSProperties & Record<`--altcha-${string}`, string | number>;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetAttributes;
    }
  }
}
