// Shown when a page fails to load or render (for example a stale chunk after a deploy).
import { Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';
import { MessagePage } from '#web/components/message-page.js';

export function RouteErrorPage() {
  return (
    <MessagePage
      icon={<IconAlertTriangle size={32} color="var(--mantine-color-red-7)" aria-hidden />}
      title="Something went wrong"
    >
      <Text c="dimmed" mb="lg">
        This page could not be displayed. Reloading usually fixes it.
      </Text>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </MessagePage>
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
