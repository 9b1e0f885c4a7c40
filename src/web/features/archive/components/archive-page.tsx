// Placeholder for the guest archive (SPEC §2.5); the table comes in a later issue.
import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';

export function ArchivePage() {
  useEffect(() => {
    document.title = 'Guest Archive · Podcast Guest Tracker';
  }, []);

  return (
    <Container component="main" size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={1}>Guest Archive</Title>
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Guests
        </Button>
      </Group>
      <Text c="dimmed">Archived guests will appear here.</Text>
    </Container>
  );
}
