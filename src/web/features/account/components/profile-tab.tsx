// The Profile tab of account settings (docs/product.md#account-screen): username and email
// read-only, the phone number editable until it is verified, Send Code / Resend, and the code box
// once a code was sent.
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PublicUser } from '#shared/schemas/auth.js';
import { usePhoneCodeForm } from '../hooks/use-phone-code-form';
import { checkSettingsVerify, phoneText, tenDigits } from '../phone-checks';

interface ProfileTabProps {
  user: PublicUser;
  onSessionEnded: () => void;
}

export function ProfileTab({ user, onSessionEnded }: ProfileTabProps) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} fz="h3" mb="md">
        Profile
      </Title>
      <Stack gap="md">
        <TextInput
          label="Username"
          value={user.username}
          readOnly
          variant="filled"
          description="Your username cannot be changed"
        />
        <TextInput label="Email" value={user.email || 'Not set'} readOnly variant="filled" />
        <TextInput label="Podcast" value={user.podcast} readOnly variant="filled" />
        <PhoneSection user={user} onSessionEnded={onSessionEnded} />
      </Stack>
    </Card>
  );
}

function PhoneSection({ user, onSessionEnded }: ProfileTabProps) {
  const { form, codeInput, codeSent, sending, verifying, handleSendCode, handleVerify } =
    usePhoneCodeForm({
      initialPhone: tenDigits(user.phoneNumber),
      successTitle: 'Verification successful',
      checkVerify: checkSettingsVerify,
      verifyBody: (check) => ({ phoneNumber: check.phoneNumber, verificationCode: check.code }),
      onSessionEnded,
    });

  return (
    <form onSubmit={handleVerify} noValidate aria-label="Phone number">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Phone Number"
            description={
              user.phoneVerified
                ? 'A verified phone number cannot be changed'
                : 'Your 10-digit US phone number (without +1 country code)'
            }
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            readOnly={user.phoneVerified}
            variant={user.phoneVerified ? 'filled' : 'default'}
            style={{ flex: '1 1 220px' }}
            {...form.getInputProps('phoneNumber')}
            value={user.phoneVerified ? phoneText(user.phoneNumber) : form.values.phoneNumber}
          />
          {!user.phoneVerified && (
            <Button variant="light" onClick={handleSendCode} disabled={sending}>
              {sending ? 'Sending...' : codeSent ? 'Resend' : 'Send Code'}
            </Button>
          )}
        </Group>
        <Group gap="xs">
          <Text size="sm">Phone verification:</Text>
          {user.phoneVerified ? (
            <Badge color="teal.9" variant="filled" tt="none">
              Verified
            </Badge>
          ) : (
            <Badge color="gray.7" variant="filled" tt="none">
              Not verified
            </Badge>
          )}
        </Group>
        {codeSent && !user.phoneVerified && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              ref={codeInput}
              label="Verification Code"
              description="Enter the 6-digit code we sent to your phone"
              placeholder="Enter 6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              style={{ flex: '1 1 220px' }}
              {...form.getInputProps('code')}
            />
            <Button type="submit" disabled={verifying}>
              {verifying ? 'Verifying...' : 'Verify'}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
