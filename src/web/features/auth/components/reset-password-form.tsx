// Reset mode of /auth (docs/product.md#auth-screen, #password-reset): step 1 asks the server to
// text a code, step 2 takes the code locally, step 3 sends code, phone and new password together.
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { forgotPasswordSchema, resetPasswordSchema } from '#shared/schemas/auth.js';
import { NewPasswordFields } from '#web/components/credential-fields.js';
import { PhoneInput } from '#web/components/phone-input.js';
import { focusFirstField, focusIfLost, useFocusWhenOver } from '#web/lib/focus.js';
import { useSecondsLeft } from '#web/lib/use-seconds-left.js';
import {
  checkResetCaptcha,
  sendLimitOf,
  useRequestPasswordReset,
} from '../api/request-password-reset';
import {
  announceNewPasswordStep,
  checkCodeAndNumberKept,
  useResetPassword,
} from '../api/reset-password';
import { resetCodeFormSchema, resetPasswordFormSchema, validateWithSchema } from '../validation';
import { Captcha, type CaptchaHandle } from './captcha';

type Step = 1 | 2 | 3;

interface ResetValues {
  username: string;
  phoneNumber: string;
  recaptchaToken: string;
  resetCode: string;
  newPassword: string;
  confirmPassword: string;
}

const INITIAL_VALUES: ResetValues = {
  username: '',
  phoneNumber: '',
  recaptchaToken: '',
  resetCode: '',
  newPassword: '',
  confirmPassword: '',
};

const STEP_FIELDS: Record<Step, ReadonlyArray<keyof ResetValues>> = {
  1: ['username', 'phoneNumber', 'recaptchaToken'],
  2: ['resetCode'],
  3: ['resetCode', 'phoneNumber', 'newPassword', 'confirmPassword'],
};

function pick(errors: FormErrors, fields: ReadonlyArray<string>): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}

interface ResetPasswordFormProps {
  /** Called after a successful reset; the page returns to login. */
  onComplete: () => void;
}

export function ResetPasswordForm({ onComplete }: ResetPasswordFormProps) {
  const [step, setStep] = useState<Step>(1);
  const captchaRef = useRef<CaptchaHandle>(null);
  const requestReset = useRequestPasswordReset();
  const resetPassword = useResetPassword();
  const form = useForm<ResetValues>({ initialValues: INITIAL_VALUES });
  // A refusal by the send limits, shown under the button; the one-a-minute limit counts down on it.
  const [sendLimit, setSendLimit] = useState<{ message: string; until: number | null } | null>(
    null,
  );
  const secondsLeft = useSecondsLeft(sendLimit?.until ?? null);
  const waiting = secondsLeft > 0;

  // The focus never stays on nothing (docs/product.md#auth-screen): a step's first field takes it as
  // the step shows (the button that moved there went with the last step), and a refused call
  // gives it back to its button, which was disabled while the call ran.
  const formRef = useRef<HTMLFormElement>(null);
  const requestButton = useRef<HTMLButtonElement>(null);
  const completeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    focusFirstField(formRef.current);
  }, [step]);
  useFocusWhenOver(requestReset.isPending, () => requestButton.current);
  useFocusWhenOver(resetPassword.isPending, () => completeButton.current);
  // "Please wait 60 seconds…" disables the button for the countdown, so it cannot keep the focus.
  // The phone field takes it, as on Register once a code is void: the number is what the user can
  // act on while waiting, and the focus is somewhere from the first moment, not 60 seconds later;
  // the countdown stays on the button and the message is announced below it.
  useEffect(() => {
    if (waiting)
      focusIfLost(formRef.current?.querySelector<HTMLElement>('[data-path="phoneNumber"]'));
  }, [waiting]);

  const handleTokenChange = (token: string | null) =>
    form.setFieldValue('recaptchaToken', token ?? '');

  const handleRequestReset = () => {
    const { username, phoneNumber, recaptchaToken } = form.values;
    const errors = validateWithSchema(forgotPasswordSchema, {
      username,
      phoneNumber,
      recaptchaToken,
    });
    const { recaptchaToken: captchaError, ...fieldErrors } = pick(errors, STEP_FIELDS[1]);
    form.setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    if (!checkResetCaptcha(captchaError)) return;
    const input = forgotPasswordSchema.parse({ username, phoneNumber, recaptchaToken });
    form.setFieldValue('phoneNumber', input.phoneNumber);
    setSendLimit(null);
    requestReset.mutate(input, {
      onSuccess: () => {
        captchaRef.current?.reset();
        setStep(2);
      },
      onError: (error) => {
        const limit = sendLimitOf(error);
        // A send limit refuses before the captcha is checked: the solved one stays for the retry.
        if (!limit) {
          captchaRef.current?.reset();
          return;
        }
        setSendLimit({
          message: limit.message,
          until: limit.waitSeconds ? Date.now() + limit.waitSeconds * 1_000 : null,
        });
      },
    });
  };

  const handleContinue = () => {
    const { resetCode, phoneNumber } = form.values;
    const errors = validateWithSchema(resetCodeFormSchema, { resetCode });
    if (errors.resetCode) {
      form.setFieldError('resetCode', errors.resetCode);
      return;
    }
    if (!phoneNumber) {
      setStep(1);
      return;
    }
    form.clearErrors();
    announceNewPasswordStep();
    setStep(3);
  };

  const handleCompleteReset = () => {
    const { resetCode, phoneNumber, newPassword, confirmPassword } = form.values;
    const payload = { resetCode, phoneNumber, newPassword, confirmPassword };
    const errors = pick(validateWithSchema(resetPasswordFormSchema, payload), STEP_FIELDS[3]);
    if (!checkCodeAndNumberKept(errors)) return;
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    resetPassword.mutate(resetPasswordSchema.parse(payload), {
      onSuccess: () => {
        form.reset();
        setStep(1);
        onComplete();
      },
    });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 1) handleRequestReset();
    else if (step === 2) handleContinue();
    else handleCompleteReset();
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            Step {step} of 3
          </Text>
          <Title order={2} fz="h3">
            Reset Password
          </Title>
        </div>

        {step === 1 && (
          <>
            <Text size="sm" c="dimmed">
              Enter your username and the phone number on your account. We will text you a reset
              code.
            </Text>
            <TextInput
              label="Username"
              autoComplete="username"
              withAsterisk
              {...form.getInputProps('username')}
            />
            <PhoneInput label="Phone Number" withAsterisk {...form.getInputProps('phoneNumber')} />
            <Captcha ref={captchaRef} onTokenChange={handleTokenChange} />
            <Button
              ref={requestButton}
              type="submit"
              fullWidth
              loading={requestReset.isPending}
              disabled={waiting}
              aria-describedby={sendLimit ? 'reset-send-limit' : undefined}
            >
              {waiting ? `Request again in ${secondsLeft} s` : 'Request Password Reset'}
            </Button>
            {sendLimit && (
              <Alert id="reset-send-limit" color="orange" role="status" variant="light">
                {waiting || sendLimit.until === null
                  ? sendLimit.message
                  : 'You can request a new code now.'}
              </Alert>
            )}
          </>
        )}

        {step === 2 && (
          <>
            <Text size="sm" c="dimmed">
              Enter the one-time 6-digit code we sent to {form.values.phoneNumber}.
            </Text>
            <TextInput
              label="Reset Code"
              placeholder="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              withAsterisk
              {...form.getInputProps('resetCode')}
            />
            <Button type="submit" fullWidth>
              Continue to Password Reset
            </Button>
            <Button variant="subtle" onClick={() => setStep(1)}>
              ← Back to step 1
            </Button>
          </>
        )}

        {step === 3 && (
          <>
            <NewPasswordFields
              labels={['New Password', 'Confirm New Password']}
              password={form.getInputProps('newPassword')}
              confirmation={form.getInputProps('confirmPassword')}
            />
            <Button ref={completeButton} type="submit" fullWidth loading={resetPassword.isPending}>
              Complete Password Reset
            </Button>
            <Button variant="subtle" onClick={() => setStep(2)}>
              ← Back to step 2
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
