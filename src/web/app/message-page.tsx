// The full-page card for a page that cannot be shown (unknown path, failed page): an icon and
// a heading, then what to do.
import { Card, Center, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MessagePageProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

export function MessagePage({ icon, title, children }: MessagePageProps) {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--app-color-muted)">
      <Card withBorder shadow="sm" padding="xl" maw={440} w="100%">
        <Group gap="sm" wrap="nowrap" mb="md">
          {icon}
          <Title order={1} fz="h2">
            {title}
          </Title>
        </Group>
        {children}
      </Card>
    </Center>
  );
}
