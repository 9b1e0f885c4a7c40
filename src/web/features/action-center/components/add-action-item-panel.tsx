// The top of the Action Center: what it lists, and the Add Action Item button that opens the
// inline form below it.
import { Box, Button, Collapse, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AddActionItemForm, type AddActionItemFormProps } from './add-action-item-form';

export function AddActionItemPanel({ guests }: Pick<AddActionItemFormProps, 'guests'>) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Tasks, action items and events, by day.
        </Text>
        <Button
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding((value) => !value)}
          aria-expanded={adding}
          aria-controls="add-action-item"
        >
          Add Action Item
        </Button>
      </Group>
      <Collapse expanded={adding} id="add-action-item">
        <Box
          p="sm"
          bg="var(--app-color-muted)"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          {adding && <AddActionItemForm guests={guests} onDone={() => setAdding(false)} />}
        </Box>
      </Collapse>
    </>
  );
}
