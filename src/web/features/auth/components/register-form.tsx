// Register mode of /auth (docs/product.md#auth-screen, #registration, #validation client checks):
// the phone must get a code (Send Code), the code must be verified (Verify Code), and the captcha
// solved, before Register sends everything, including the same code again, to /api/register.
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type FormEvent } from 'react';
import { registerSchema } from '#shared/schemas/auth.js';
import { NewPasswordFields, UsernameInput } from '#web/components/credential-fields.js';
import { fieldErrors } from '#web/lib/api.js';
import { checkRegistration, useRegister } from '../api/register';
import { usePhoneVerification } from '../hooks/use-phone-verification';
import { INITIAL_REGISTER_VALUES, type RegisterValues } from '../registration-fields';
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
  const verification = usePhoneVerification(form);

  const handleTokenChange = (token: string | null) => {
    form.setFieldValue('recaptchaToken', token ?? '');
    if (token) form.clearFieldError('recaptchaToken');
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { values } = form;
    const checked = checkRegistration(values, verification);
    if (checked === 'refused') return;
    if (checked === 'missing') {
      form.validate();
      return;
    }
    if (form.validate().hasErrors) return;

    registerUser.mutate(registerSchema.parse(values), {
      onError: (error) => {
        // The server consumed the captcha solution: the user solves a fresh one.
        captchaRef.current?.reset();
        const errors = fieldErrors(error);
        form.setErrors(errors);
        if ('phoneNumber' in errors || 'verificationCode' in errors) {
          verification.handleChangeNumber();
        }
      },
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Register">
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
          description="A Spotify, Apple, Amazon, iHeart or YouTube link"
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
