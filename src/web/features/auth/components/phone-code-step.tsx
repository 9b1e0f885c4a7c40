// The register form's phone and code fields, each with its button: Send Code beside the number
// (then "Use a different number" below it), Verify Code beside the code.
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { PhoneInput } from '../../../components/phone-input';
import type { PhoneVerification } from '../hooks/use-phone-verification';
import type { RegisterValues } from '../registration-fields';

interface PhoneCodeStepProps {
  form: UseFormReturnType<RegisterValues>;
  verification: PhoneVerification;
}

function WithButton({ input, button }: { input: ReactNode; button: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <div style={{ flex: 1 }}>{input}</div>
      {button}
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
              button={
                <Button
                  variant="light"
                  onClick={verification.handleSendCode}
                  disabled={codeSent || verification.sending}
                  miw={112}
                >
                  {verification.sendLabel}
                </Button>
              }
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
            button={
              <Button
                variant="light"
                onClick={verification.handleVerifyCode}
                disabled={!codeSent || phoneVerified || verification.verifying}
                miw={112}
              >
                {verification.verifyLabel}
              </Button>
            }
          />
        )}
      />
    </>
  );
}
