// The journal's View Task / View Action dialogs (docs/product.md#board-dialogs, #journal-sheet):
// the linked task or action item, read afresh; a deleted one says so ("Task not found or was
// deleted.") and the read's toast explains the link is broken.
import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ActionItemDto, TaskDto } from '#shared/schemas/action-center.js';
import { SectionLoader } from '#web/components/load-states.js';
import { serverMessage } from '#web/lib/api.js';
import { formatDueDate, type DueKind } from '../agenda';
import { AGENDA_KINDS, sentenceCase, type AgendaDtos } from '../api/agenda-kinds';
import { isNotFound, useAgendaItem } from '../api/get-agenda-item';
import { PRIORITY_OPTIONS } from '../forms';

export type ItemDetailTarget = { kind: DueKind; id: number };

export interface ItemDetailDialogProps {
  target: ItemDetailTarget | null;
  opened: boolean;
  onClose: () => void;
}

interface DetailFields {
  badges: string[];
  lines: string[];
}

/** "Due Jan 5, 2025", "Evergreen" or "No due date". */
function dueLine(item: TaskDto | ActionItemDto): string {
  if (item.dueDate) return `Due ${formatDueDate(item.dueDate)}`;
  return item.isEvergreen ? 'Evergreen' : 'No due date';
}

/** What each kind shows besides its title and description. */
const DETAILS: { [K in DueKind]: (item: AgendaDtos[K]) => DetailFields } = {
  task: (task) => ({
    badges: [task.status === 'in_progress' ? 'in progress' : task.status],
    lines: [
      dueLine(task),
      ...(task.guestName ? [`Guest: ${task.guestName}`] : []),
      `Created ${formatDueDate(task.createdAt)}`,
      ...(task.completedAt ? [`Completed ${formatDueDate(task.completedAt)}`] : []),
    ],
  }),
  action_item: (item) => ({
    badges: [
      item.isCompleted ? 'completed' : 'pending',
      `${PRIORITY_OPTIONS.find((option) => option.value === item.priority)?.label} priority`,
    ],
    lines: [
      dueLine(item),
      ...(item.guestName ? [`Guest: ${item.guestName}`] : []),
      `Created ${formatDueDate(item.createdAt)}`,
    ],
  }),
};

export function ItemDetailDialog({ target, opened, onClose }: ItemDetailDialogProps) {
  const kind = target?.kind ?? 'task';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // "Task Details", "Action Item Details"
      title={`${AGENDA_KINDS[kind].label} Details`}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target && (
        <Stack gap="md">
          <ItemDetails target={target} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function ItemDetails<K extends DueKind>({ target }: { target: { kind: K; id: number } }) {
  const query = useAgendaItem(target.kind, target.id);
  const alert = (text: ReactNode) => (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
      {text}
    </Alert>
  );
  if (query.isPending) {
    return <SectionLoader label="Loading" />;
  }
  if (isNotFound(query.error)) {
    // "Task not found or was deleted."
    return alert(`${sentenceCase(AGENDA_KINDS[target.kind].noun)} not found or was deleted.`);
  }
  if (query.isError) return alert(serverMessage(query.error) ?? query.error.message);

  const item = query.data;
  const { badges, lines } = DETAILS[target.kind](item);
  return (
    <Stack gap="xs">
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Text>
      <Group gap={6}>
        {badges.map((badge) => (
          <Badge key={badge} size="sm" variant="light" tt="none" c="bright">
            {badge}
          </Badge>
        ))}
      </Group>
      {item.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.description}
        </Text>
      )}
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
