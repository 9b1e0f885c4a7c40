// Placeholder for phone verification (SPEC §2.6); the form comes in a later issue.
import { Button, Card, Center, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';

export function VerifyPhonePage() {
  useEffect(() => {
    document.title = 'Phone Verification · Podcast Guest Tracker';
  }, []);

  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Card withBorder shadow="sm" padding="xl" maw={440} w="100%">
        <Title order={1} fz="h2">
          Phone Verification
        </Title>
        <Text c="dimmed" mt="xs" mb="lg">
          Verify your phone number to enable SMS notifications
        </Text>
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Guests
        </Button>
      </Card>
    </Center>
  );
}
