// The bar over the archive table while guests are selected: how many, Clear, and the bulk
// Restore / Delete buttons (each opens its confirmation on the page).
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import classes from './archive.module.css';

export interface ArchiveSelectionBarProps {
  count: number;
  onClear: () => void;
  onBulkRestore: () => void;
  onBulkDelete: () => void;
}

export function ArchiveSelectionBar({
  count,
  onClear,
  onBulkRestore,
  onBulkDelete,
}: ArchiveSelectionBarProps) {
  return (
    <Paper
      withBorder
      p="xs"
      className={classes.selectionBar}
      role="region"
      aria-label="Selected guests"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Text fw={600} size="sm" aria-live="polite">
            {count} selected
          </Text>
          <Button size="xs" variant="subtle" onClick={onClear}>
            Clear
          </Button>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            onClick={onBulkRestore}
          >
            Restore
          </Button>
          <Button
            size="xs"
            color="red.8"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onBulkDelete}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
