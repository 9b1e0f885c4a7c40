// The register form's phone and code fields, each with its button: Send Code beside the number
// (then "Use a different number" below it), Verify Code beside the code.
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { PhoneInput } from '#web/components/phone-input.js';
import type { PhoneVerification } from '../hooks/use-phone-verification';
import type { RegisterValues } from '../registration-fields';

interface PhoneCodeStepProps {
  form: UseFormReturnType<RegisterValues>;
  verification: PhoneVerification;
}

interface WithButtonProps {
  input: ReactNode;
  label: string;
  disabled: boolean;
  onClick: () => void;
}

/** The field's input with its step's button beside it. */
function WithButton({ input, label, disabled, onClick }: WithButtonProps) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <div style={{ flex: 1 }}>{input}</div>
      <Button variant="light" onClick={onClick} disabled={disabled} miw={112}>
        {label}
      </Button>
    </Group>
  );
}

export function PhoneCodeStep({ form, verification }: PhoneCodeStepProps) {
  const { codeSent, phoneVerified } = verification;
  return (
    <>
      <Stack gap={4}>
        <PhoneInput
          label="Phone Number"
          description="US numbers only. We'll text you a 6-digit code."
          withAsterisk
          disabled={codeSent}
          {...form.getInputProps('phoneNumber')}
          inputContainer={(input) => (
            <WithButton
              input={input}
              label={verification.sendLabel}
              disabled={codeSent || verification.sending || verification.waiting}
              onClick={verification.handleSendCode}
            />
          )}
        />
        {codeSent && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={verification.handleChangeNumber}
            w="fit-content"
          >
            Use a different number
          </Anchor>
        )}
      </Stack>

      <TextInput
        label="Verification Code"
        placeholder="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        withAsterisk
        disabled={phoneVerified}
        {...form.getInputProps('verificationCode')}
        inputContainer={(input) => (
          <WithButton
            input={input}
            label={verification.verifyLabel}
            disabled={!codeSent || phoneVerified || verification.verifying}
            onClick={verification.handleVerifyCode}
          />
        )}
      />
    </>
  );
}
