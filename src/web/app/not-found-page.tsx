// docs/product.md#screens: the page for any path the router does not know.
import { Card, Center, Group, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found · Podcast Guest Tracker';
  }, []);

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--app-color-muted)">
      <Card withBorder shadow="sm" padding="xl" maw={440} w="100%">
        <Group gap="sm" wrap="nowrap" mb="md">
          <IconAlertCircle size={32} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} fz="h2">
            404 Page Not Found
          </Title>
        </Group>
        <Text c="dimmed">Did you forget to add the page to the router?</Text>
      </Card>
    </Center>
  );
}
