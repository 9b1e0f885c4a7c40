// Placeholder for the guest board (SPEC §2.2): header, welcome line and logout. The board with
// its columns replaces the body later.
import { Box, Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconLogout, IconMicrophone } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLogout, useUser } from '../../../lib/session';

export function BoardPage() {
  const { data: user } = useUser();
  const logout = useLogout();

  useEffect(() => {
    document.title = 'Guests · Podcast Guest Tracker';
  }, []);

  return (
    <Box mih="100dvh" bg="gray.0">
      <Paper component="header" radius={0} shadow="xs" px="md" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconMicrophone size={24} color="var(--mantine-color-blue-6)" aria-hidden />
            <Title order={1} fz={{ base: 'lg', sm: 'xl' }}>
              Podcast Guest Tracker
            </Title>
          </Group>
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => logout.mutate()}
            loading={logout.isPending}
          >
            Logout
          </Button>
        </Group>
      </Paper>
      <Container component="main" size="xl" py="lg">
        <Text size="lg" fw={500}>
          Welcome, {user?.username}
        </Text>
      </Container>
    </Box>
  );
}
