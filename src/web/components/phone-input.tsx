// A US phone field that starts with "+1" when focused empty (SPEC §2.1 "Phone inputs auto-prefix +1").
import { TextInput, type TextInputProps } from '@mantine/core';
import type { FocusEvent } from 'react';

export const US_PHONE_PREFIX = '+1';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange: (value: string) => void;
}

export function PhoneInput({ value, onChange, onFocus, ...props }: PhoneInputProps) {
  const handleFocus = (event: FocusEvent<HTMLInputElement>) => {
    if (!value) onChange(US_PHONE_PREFIX);
    onFocus?.(event);
  };

  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+1 555 123 4567"
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onFocus={handleFocus}
    />
  );
}
