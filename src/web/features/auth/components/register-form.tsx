// Register mode of /auth (SPEC §2.1, §4 "Registration gating", §5 client checks): the phone must
// get a code (Send Code), the code must be verified (Verify Code), and the captcha solved, before
// Register sends everything, including the same code again, to /api/register.
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useRef, useState, type FormEvent } from 'react';
import { INVALID_PHONE_AUTH, normalizeAuthPhone } from '../../../../shared/phone-and-url';
import { codeSchema, registerSchema } from '../../../../shared/schemas/auth';
import { PhoneInput, US_PHONE_PREFIX } from '../../../components/phone-input';
import { fieldErrors } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { useSendRegistrationCode } from '../api/send-registration-code';
import { useVerifyRegistrationCode } from '../api/verify-registration-code';
import { PASSWORD_HINT, validateWithSchema, withPasswordMatch } from '../validation';
import { Captcha, type CaptchaHandle } from './captcha';
import { SmsConsentTermsModal } from './sms-consent-terms-modal';

interface RegisterValues {
  username: string;
  email: string;
  messageConsent: boolean;
  phoneNumber: string;
  verificationCode: string;
  podcast: string;
  podcastUrl: string;
  password: string;
  confirmPassword: string;
  recaptchaToken: string;
}

const INITIAL_VALUES: RegisterValues = {
  username: '',
  email: '',
  messageConsent: false,
  phoneNumber: '',
  verificationCode: '',
  podcast: '',
  podcastUrl: '',
  password: '',
  confirmPassword: '',
  recaptchaToken: '',
};

/** Text fields that must not be blank, with the label the user sees (SPEC §5 "Missing information"). */
const REQUIRED_FIELDS = [
  ['username', 'Username'],
  ['email', 'Email'],
  ['phoneNumber', 'Phone Number'],
  ['verificationCode', 'Verification Code'],
  ['podcast', 'Podcast Name'],
  ['podcastUrl', 'Podcast URL'],
  ['password', 'Password'],
  ['confirmPassword', 'Confirm Password'],
] as const satisfies ReadonlyArray<readonly [keyof RegisterValues, string]>;

function isBlank(field: keyof RegisterValues, value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || (field === 'phoneNumber' && trimmed === US_PHONE_PREFIX);
}

export function RegisterForm() {
  const [codeSent, setCodeSent] = useState(false);
  const [phoneVerified, setPhoneVerified] = useState(false);
  const [termsOpened, terms] = useDisclosure(false);
  const captchaRef = useRef<CaptchaHandle>(null);

  const sendCode = useSendRegistrationCode();
  const verifyCode = useVerifyRegistrationCode();
  const registerUser = useRegister();

  const form = useForm<RegisterValues>({
    initialValues: INITIAL_VALUES,
    validate: (values) =>
      withPasswordMatch(
        validateWithSchema(registerSchema, values),
        values.password,
        values.confirmPassword,
      ),
  });

  const handleSendCode = () => {
    const raw = form.values.phoneNumber.trim();
    if (isBlank('phoneNumber', raw)) {
      showToast('Error', 'Please enter a phone number.', 'error');
      return;
    }
    const phoneNumber = normalizeAuthPhone(raw);
    if (!phoneNumber) {
      form.setFieldError('phoneNumber', INVALID_PHONE_AUTH);
      showToast('Error', INVALID_PHONE_AUTH, 'error');
      return;
    }
    form.clearFieldError('phoneNumber');
    sendCode.mutate(phoneNumber, {
      onSuccess: (response) => {
        form.setFieldValue('phoneNumber', response?.phoneNumber || phoneNumber);
        setCodeSent(true);
      },
    });
  };

  const handleChangeNumber = () => {
    setCodeSent(false);
    setPhoneVerified(false);
    form.setFieldValue('verificationCode', '');
  };

  const handleVerifyCode = () => {
    const phoneNumber = normalizeAuthPhone(form.values.phoneNumber);
    const code = form.values.verificationCode.trim();
    if (!phoneNumber) {
      showToast('Error', 'Please enter both phone number and verification code.', 'error');
      return;
    }
    if (!code) {
      showToast('Error', 'Please enter the verification code sent to your phone.', 'error');
      return;
    }
    const parsed = codeSchema.safeParse(code);
    if (!parsed.success) {
      form.setFieldError(
        'verificationCode',
        parsed.error.issues[0]?.message ?? 'Verification code must be 6 digits',
      );
      return;
    }
    form.clearFieldError('verificationCode');
    verifyCode.mutate(
      { phoneNumber, verificationCode: parsed.data },
      { onSuccess: () => setPhoneVerified(true) },
    );
  };

  const handleTokenChange = (token: string | null) => {
    form.setFieldValue('recaptchaToken', token ?? '');
    if (token) form.clearFieldError('recaptchaToken');
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { values } = form;
    if (!codeSent) {
      showToast(
        'Verification required',
        'Please send a verification code to your phone number before registering.',
        'error',
      );
      return;
    }
    if (!phoneVerified) {
      showToast(
        'Verification required',
        'Please verify your phone number with the code you received before registering.',
        'error',
      );
      return;
    }
    if (!values.recaptchaToken) {
      showToast('Captcha required', 'Please complete the captcha verification', 'error');
      return;
    }
    const missing = REQUIRED_FIELDS.filter(([field]) => isBlank(field, values[field])).map(
      ([, label]) => label,
    );
    if (missing.length > 0) {
      form.validate();
      showToast(
        'Missing information',
        `Please fill in all required fields. Missing: ${missing.join(', ')}`,
        'error',
      );
      return;
    }
    if (form.validate().hasErrors) return;

    registerUser.mutate(registerSchema.parse(values), {
      onError: (error) => {
        // The server consumed the captcha solution: the user solves a fresh one.
        captchaRef.current?.reset();
        const errors = fieldErrors(error);
        form.setErrors(errors);
        if ('phoneNumber' in errors || 'verificationCode' in errors) handleChangeNumber();
      },
    });
  };

  const sendLabel = codeSent ? 'Code Sent' : sendCode.isPending ? 'Sending...' : 'Send Code';
  const verifyLabel = phoneVerified
    ? 'Verified'
    : verifyCode.isPending
      ? 'Verifying...'
      : 'Verify Code';

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Register">
      <Stack gap="md">
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />

        <Stack gap={4}>
          <Checkbox
            label="I agree to receive SMS messages for account verification, notifications and password resets."
            {...form.getInputProps('messageConsent', { type: 'checkbox' })}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={terms.open}
            ml={32}
            w="fit-content"
          >
            View Terms
          </Anchor>
        </Stack>

        <Stack gap={4}>
          <PhoneInput
            label="Phone Number"
            description="US numbers only. We'll text you a 6-digit code."
            withAsterisk
            disabled={codeSent}
            {...form.getInputProps('phoneNumber')}
            inputContainer={(input) => (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1 }}>{input}</div>
                <Button
                  variant="light"
                  onClick={handleSendCode}
                  disabled={codeSent || sendCode.isPending}
                  miw={112}
                >
                  {sendLabel}
                </Button>
              </Group>
            )}
          />
          {codeSent && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={handleChangeNumber}
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
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1 }}>{input}</div>
              <Button
                variant="light"
                onClick={handleVerifyCode}
                disabled={!codeSent || phoneVerified || verifyCode.isPending}
                miw={112}
              >
                {verifyLabel}
              </Button>
            </Group>
          )}
        />

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
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description={PASSWORD_HINT}
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />

        <Stack gap={4}>
          <Captcha ref={captchaRef} onTokenChange={handleTokenChange} />
          {form.errors.recaptchaToken && (
            <Text c="red.8" size="sm">
              {form.errors.recaptchaToken}
            </Text>
          )}
        </Stack>

        <Button type="submit" fullWidth loading={registerUser.isPending}>
          Register
        </Button>
      </Stack>
      <SmsConsentTermsModal opened={termsOpened} onClose={terms.close} />
    </form>
  );
}
