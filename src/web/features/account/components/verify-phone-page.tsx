// Phone verification (docs/product.md#verify-phone-screen): a signed-in host whose phone is not
// verified texts a code to a US number and enters it; once verified the page says so. Phone rules
// of docs/product.md#validation for this screen.
import { Alert, Button, Card, Center, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useUser } from '#web/lib/session.js';
import { usePhoneCodeForm } from '../hooks/use-phone-code-form';
import { checkPhoneScreenVerify, tenDigits } from '../phone-checks';

export function VerifyPhonePage() {
  const { data: user } = useUser();

  useEffect(() => {
    document.title = 'Phone Verification · Podcast Guest Tracker';
  }, []);

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--app-color-muted)">
      <Card withBorder shadow="sm" padding="xl" maw={460} w="100%">
        <Title order={1} fz="h2">
          Phone Verification
        </Title>
        <Text c="dimmed" mt="xs" mb="lg">
          Verify your phone number to enable SMS notifications
        </Text>
        {user?.phoneVerified ? (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title="Your phone number has been verified!"
            // The light variant's teal title is below 4.5:1 on its tinted background; the bright
            // colour (black in light mode, white in dark) is readable in both.
            styles={{ title: { color: 'var(--mantine-color-bright)' } }}
            mb="lg"
          >
            SMS messages go to {user.phoneNumber}.
          </Alert>
        ) : (
          <VerifyPhoneForm initialPhone={tenDigits(user?.phoneNumber)} />
        )}
        <Button
          component={Link}
          to="/"
          variant="default"
          mt="lg"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Guests
        </Button>
      </Card>
    </Center>
  );
}

function VerifyPhoneForm({ initialPhone }: { initialPhone: string }) {
  const { form, codeInput, sending, verifying, handleSendCode, handleVerify } = usePhoneCodeForm({
    initialPhone,
    successTitle: 'Phone verified',
    checkVerify: checkPhoneScreenVerify,
    verifyBody: (check) => ({ code: check.code, phoneNumber: check.phoneNumber }),
  });

  return (
    <form onSubmit={handleVerify} noValidate aria-label="Phone verification">
      <Stack gap="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Phone Number (US only)"
            description="Enter your 10-digit US phone number (without +1 country code)"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="5551234567"
            style={{ flex: '1 1 220px' }}
            {...form.getInputProps('phoneNumber')}
          />
          <Button
            variant="light"
            onClick={handleSendCode}
            disabled={sending}
            style={{ flex: '0 0 auto' }}
          >
            {sending ? 'Sending...' : 'Send Code'}
          </Button>
        </Group>
        <TextInput
          ref={codeInput}
          label="Verification Code"
          placeholder="Enter 6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.getInputProps('code')}
        />
        <Button type="submit" disabled={verifying}>
          {verifying ? 'Verifying...' : 'Verify Phone'}
        </Button>
      </Stack>
    </form>
  );
}
