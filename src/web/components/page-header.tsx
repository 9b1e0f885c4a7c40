// The header of a page off the board (archive, account settings): the page's title, a way back
// to the board, and the color scheme menu.
import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ColorSchemeMenu } from './color-scheme-switch';

interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  backLabel: string;
}

export function PageHeader({ title, backLabel }: PageHeaderProps) {
  return (
    <Group justify="space-between" mb="lg" gap="sm">
      {title}
      <Group gap="xs" wrap="nowrap">
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {backLabel}
        </Button>
        <ColorSchemeMenu />
      </Group>
    </Group>
  );
}
