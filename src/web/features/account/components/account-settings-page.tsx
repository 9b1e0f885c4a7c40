// Placeholder for account settings (SPEC §2.7); profile and security tabs come in a later issue.
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useUser } from '../../../lib/session';

export function AccountSettingsPage() {
  const { data: user } = useUser();

  useEffect(() => {
    document.title = 'Account Settings · Podcast Guest Tracker';
  }, []);

  return (
    <Container component="main" size="md" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>Account Settings</Title>
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Guest List
        </Button>
      </Group>
      <Text c="dimmed">Signed in as {user?.username}.</Text>
    </Container>
  );
}
