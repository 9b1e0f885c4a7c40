// Shown when a page fails to load or render (for example a stale chunk after a deploy).
import { Button, Card, Center, Group, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';

export function RouteErrorPage() {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--app-color-muted)">
      <Card withBorder shadow="sm" padding="xl" maw={440} w="100%">
        <Group gap="sm" wrap="nowrap" mb="md">
          <IconAlertTriangle size={32} color="var(--mantine-color-red-7)" aria-hidden />
          <Title order={1} fz="h2">
            Something went wrong
          </Title>
        </Group>
        <Text c="dimmed" mb="lg">
          This page could not be displayed. Reloading usually fixes it.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </Card>
    </Center>
  );
}

/** Shows RouteErrorPage instead of a blank screen when a page throws while loading or rendering. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
