// Register mode of /auth (docs/product.md#auth-screen, #registration, #validation client checks):
// the phone must get a code (Send Code), the code must be verified (Verify Code), and the captcha
// solved, before Register sends everything, including the same code again, to /api/register. A
// submit that cannot go yet, or that the server refuses, shows every problem at once, each beside
// its field, and moves the focus to the first.
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { registerSchema } from '#shared/schemas/auth.js';
import { NewPasswordFields, UsernameInput } from '#web/components/credential-fields.js';
import { fieldErrors } from '#web/lib/api.js';
import { focusFirstField } from '#web/lib/focus.js';
import { registrationErrors, useRegister } from '../api/register';
import { usePhoneVerification } from '../hooks/use-phone-verification';
import {
  INITIAL_REGISTER_VALUES,
  REGISTER_FIELD_ORDER,
  type RegisterValues,
} from '../registration-fields';
import { registerFormSchema, validateWithSchema } from '../validation';
import type { CaptchaHandle } from './captcha';
import { CaptchaField } from './captcha-field';
import { PhoneCodeStep } from './phone-code-step';
import { TermsConsent } from './terms-consent';

export function RegisterForm() {
  const captchaRef = useRef<CaptchaHandle>(null);
  const registerUser = useRegister();
  const form = useForm<RegisterValues>({
    initialValues: INITIAL_REGISTER_VALUES,
    validate: (values) => validateWithSchema(registerFormSchema, values),
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Set by a refused submit: once its errors are drawn, its first field takes the focus.
  const [focusRequest, setFocusRequest] = useState<{ field: keyof RegisterValues } | null>(null);
  const verification = usePhoneVerification(form, () => setFocusRequest({ field: 'phoneNumber' }));
  // Opened by the footer's Register link, which goes as the mode changes, the form (a chunk of its
  // own) mounts after the page has looked for a field to focus: its first field takes the focus
  // (docs/product.md#auth-screen). Opened by the Register tab, the focus stays on the tab.
  useEffect(() => {
    focusFirstField(formRef.current);
  }, []);
  useEffect(() => {
    if (!focusRequest) return;
    const selector =
      focusRequest.field === 'recaptchaToken'
        ? '[data-captcha] input'
        : `[data-path="${focusRequest.field}"]`;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [focusRequest]);

  const handleTokenChange = (token: string | null) => {
    form.setFieldValue('recaptchaToken', token ?? '');
    if (token) form.clearFieldError('recaptchaToken');
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { values } = form;
    const errors = registrationErrors(values, verification);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      const first = REGISTER_FIELD_ORDER.find((field) => errors[field]);
      if (first) setFocusRequest({ field: first });
      return;
    }

    registerUser.mutate(registerSchema.parse(values), {
      onError: (error) => {
        // The server consumed the captcha solution: the user solves a fresh one.
        captchaRef.current?.reset();
        const errors = fieldErrors(error);
        form.setErrors(errors);
        if ('phoneNumber' in errors || 'verificationCode' in errors) {
          verification.handleChangeNumber();
        }
        // A refusal by the server ("Username already exists") focuses its field, as the form's own
        // refusals do (docs/product.md#auth-screen).
        const first = REGISTER_FIELD_ORDER.find((field) => errors[field]);
        if (first) setFocusRequest({ field: first });
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Register">
      <Stack gap="md">
        <UsernameInput {...form.getInputProps('username')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <TermsConsent checkbox={form.getInputProps('messageConsent', { type: 'checkbox' })} />
        <PhoneCodeStep form={form} verification={verification} />
        <TextInput label="Podcast Name" withAsterisk {...form.getInputProps('podcast')} />
        <TextInput
          label="Podcast URL"
          type="url"
          inputMode="url"
          placeholder="https://open.spotify.com/show/..."
          description="Your show on a podcast directory (Spotify, Apple, YouTube...), your podcast host (Buzzsprout, Libsyn, Transistor...) or its https RSS feed"
          withAsterisk
          {...form.getInputProps('podcastUrl')}
        />
        <NewPasswordFields
          labels={['Password', 'Confirm Password']}
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('confirmPassword')}
        />

        <CaptchaField
          captchaRef={captchaRef}
          onTokenChange={handleTokenChange}
          error={form.errors.recaptchaToken}
        />

        <Button type="submit" fullWidth loading={registerUser.isPending}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
