// A card of the Team tab with its heading and a line on what it is for (docs/product.md#team-tab).
import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionCard({
  id,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="h3" mb="xs" id={id}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {intro}
      </Text>
      {children}
    </Card>
  );
}
