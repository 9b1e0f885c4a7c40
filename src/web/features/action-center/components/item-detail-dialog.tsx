// The journal's View Task / View Action dialogs (SPEC §2.4, §8 "Journal"): the linked task or
// action item, read afresh; a deleted one says so ("Task not found or was deleted.") and a toast
// explains the link is broken.
import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { ApiError, serverMessage } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { formatDueDate } from '../agenda';
import { useActionItem } from '../api/get-action-item';
import { useTask } from '../api/get-task';
import { PRIORITY_OPTIONS } from '../forms';

export type ItemDetailTarget = { kind: 'task' | 'action_item'; id: number };

export interface ItemDetailDialogProps {
  target: ItemDetailTarget | null;
  opened: boolean;
  onClose: () => void;
}

const TEXT = {
  task: {
    title: 'Task Details',
    notFound: 'Task not found or was deleted.',
    toastTitle: 'Task not found',
    toast: 'The linked task could not be found. It may have been deleted.',
  },
  action_item: {
    title: 'Action Item Details',
    notFound: 'Action item not found or was deleted.',
    toastTitle: 'Action item not found',
    toast: 'The linked action item could not be found. It may have been deleted.',
  },
} as const;

export function ItemDetailDialog({ target, opened, onClose }: ItemDetailDialogProps) {
  const kind = target?.kind ?? 'task';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={TEXT[kind].title}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {target &&
        (target.kind === 'task' ? (
          <TaskDetails id={target.id} onClose={onClose} />
        ) : (
          <ActionItemDetails id={target.id} onClose={onClose} />
        ))}
    </Modal>
  );
}

interface DetailFields {
  title: string;
  description: string;
  badges: string[];
  lines: string[];
}

function TaskDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useTask(id);
  const task = query.data;
  return (
    <DetailBody
      kind="task"
      query={query}
      onClose={onClose}
      fields={
        task && {
          title: task.title,
          description: task.description,
          badges: [task.status === 'in_progress' ? 'in progress' : task.status],
          lines: [
            task.dueDate
              ? `Due ${formatDueDate(task.dueDate)}`
              : task.isEvergreen
                ? 'Evergreen'
                : 'No due date',
            ...(task.guestName ? [`Guest: ${task.guestName}`] : []),
            `Created ${formatDueDate(task.createdAt)}`,
            ...(task.completedAt ? [`Completed ${formatDueDate(task.completedAt)}`] : []),
          ],
        }
      }
    />
  );
}

function ActionItemDetails({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useActionItem(id);
  const item = query.data;
  return (
    <DetailBody
      kind="action_item"
      query={query}
      onClose={onClose}
      fields={
        item && {
          title: item.title,
          description: item.description,
          badges: [
            item.isCompleted ? 'completed' : 'pending',
            `${PRIORITY_OPTIONS.find((option) => option.value === item.priority)?.label} priority`,
          ],
          lines: [
            item.dueDate
              ? `Due ${formatDueDate(item.dueDate)}`
              : item.isEvergreen
                ? 'Evergreen'
                : 'No due date',
            ...(item.guestName ? [`Guest: ${item.guestName}`] : []),
            `Created ${formatDueDate(item.createdAt)}`,
          ],
        }
      }
    />
  );
}

function DetailBody({
  kind,
  query,
  fields,
  onClose,
}: {
  kind: ItemDetailTarget['kind'];
  query: { isPending: boolean; isError: boolean; error: Error | null };
  fields: DetailFields | undefined;
  onClose: () => void;
}) {
  const text = TEXT[kind];
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (notFound) showToast(text.toastTitle, text.toast, 'error');
  }, [notFound, text]);

  let body;
  if (query.isPending) {
    body = (
      <Center py="lg">
        <Loader size="sm" role="status" aria-label="Loading" />
      </Center>
    );
  } else if (notFound) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
        {text.notFound}
      </Alert>
    );
  } else if (query.isError || !fields) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
        {serverMessage(query.error) ?? query.error?.message}
      </Alert>
    );
  } else {
    body = (
      <Stack gap="xs">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {fields.title}
        </Text>
        <Group gap={6}>
          {fields.badges.map((badge) => (
            <Badge key={badge} size="sm" variant="light" tt="none" c="bright">
              {badge}
            </Badge>
          ))}
        </Group>
        {fields.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {fields.description}
          </Text>
        )}
        {fields.lines.map((line) => (
          <Text key={line} size="sm" c="dimmed">
            {line}
          </Text>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {body}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
