// A US phone field that starts with "+1" when focused empty (docs/product.md#auth-screen "Phone
// inputs auto-prefix +1").
import { TextInput, type TextInputProps } from '@mantine/core';
import type { FocusEvent } from 'react';

export const US_PHONE_PREFIX = '+1';

/**
 * Focusing an empty field inserts "+1"; a number pasted or autofilled after it may bring its own
 * country code ("+1+1555…", "+11555…"). Keep one.
 */
export function dropRepeatedPrefix(value: string): string {
  if (value.startsWith(`${US_PHONE_PREFIX}+`)) return value.slice(US_PHONE_PREFIX.length);
  const kept = value.replace(/[^\d+]/g, '');
  if (/^\+11\d{10}$/.test(kept)) return `${US_PHONE_PREFIX}${kept.slice(3)}`;
  return value;
}

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value?: string;
  onChange: (value: string) => void;
}

export function PhoneInput({ value = '', onChange, onFocus, onBlur, ...props }: PhoneInputProps) {
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (!value) onChange(US_PHONE_PREFIX);
    onFocus?.(event);
  };
  // A lone prefix left behind is not a number the user typed.
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (value === US_PHONE_PREFIX) onChange('');
    onBlur?.(event);
  };

  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+1 555 123 4567"
      {...props}
      value={value}
      onChange={(event) => onChange(dropRepeatedPrefix(event.currentTarget.value))}
      onFocus={handleFocus}
      onBlur={handleBlur}
    />
  );
}
