// The full-page card for a page that cannot be shown (unknown path, failed page) or a link's
// landing page (a team invite): an icon and a heading, then what to do.
import { Card, Center, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface MessagePageProps {
  icon?: ReactNode;
  /** Without one, only `children` (e.g. while loading). */
  title?: string;
  children: ReactNode;
  width?: number;
}

export function MessagePage({ icon, title, children, width = 440 }: MessagePageProps) {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--app-color-muted)">
      <Card withBorder shadow="sm" padding="xl" maw={width} w="100%">
        {title && (
          <Group gap="sm" wrap="nowrap" mb="md">
            {icon}
            <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
          </Group>
        )}
        {children}
      </Card>
    </Center>
  );
}
