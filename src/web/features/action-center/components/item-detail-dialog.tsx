// The journal's View Task / View Action dialogs (docs/product.md#board-dialogs, #journal-sheet):
// the linked task or action item, read afresh; a deleted one says so ("Task not found or was
// deleted.") and the read's toast explains the link is broken. Who it is assigned to, and in a team
// the "Assigned to" choice that reassigns it (docs/product.md#action-center-assignees); a change
// made by someone else since it was read is refused with the server's message and the item is
// shown as it is now (docs/product.md#versions).
import { Alert, Badge, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import type { ActionItemDto, TaskDto } from '#shared/schemas/action-center.js';
import type { Team } from '#shared/schemas/team.js';
import { SectionLoader } from '#web/components/load-states.js';
import { serverMessage } from '#web/lib/api.js';
import { formatDueDate } from '#web/lib/dates.js';
import { assigneeLabel, type AgendaViewer, type DueKind } from '../agenda';
import { wentWithGuestMessage } from '#shared/went-with-guest.js';
import { showToast } from '#web/lib/notify.js';
import { AGENDA_KINDS, sentenceCase, type AgendaDtos } from '../api/agenda-kinds';
import { isNotFound, useAgendaItem } from '../api/get-agenda-item';
import { conflictCurrent, useUpdateAgendaAssignee } from '../api/update-agenda-assignee';
import { assigneeOptions, PRIORITY_OPTIONS } from '../forms';
import { useAgendaViewer } from '../hooks/use-agenda-viewer';
import { useDialogKeys } from '#web/lib/use-dialog-keys.js';

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

/** "Assigned to sam"; outside a team nothing for the user's own (docs/product.md#action-center-assignees). */
function assigneeLines(item: TaskDto | ActionItemDto, viewer: AgendaViewer | null): string[] {
  const label = viewer?.inTeam ? null : assigneeLabel(item, viewer);
  return label ? [label] : [];
}

/** What each kind shows besides its title and description (in a team, the assignee has its choice). */
const DETAILS: {
  [K in DueKind]: (item: AgendaDtos[K], viewer: AgendaViewer | null) => DetailFields;
} = {
  task: (task, viewer) => ({
    badges: [task.status === 'in_progress' ? 'in progress' : task.status],
    lines: [
      dueLine(task),
      ...assigneeLines(task, viewer),
      ...(task.guestName ? [`Guest: ${task.guestName}`] : []),
      `Created ${formatDueDate(task.createdAt)}`,
      ...(task.completedAt ? [`Completed ${formatDueDate(task.completedAt)}`] : []),
    ],
  }),
  action_item: (item, viewer) => ({
    badges: [
      item.isCompleted ? 'completed' : 'pending',
      `${PRIORITY_OPTIONS.find((option) => option.value === item.priority)?.label} priority`,
    ],
    lines: [
      dueLine(item),
      ...assigneeLines(item, viewer),
      ...(item.guestName ? [`Guest: ${item.guestName}`] : []),
      `Created ${formatDueDate(item.createdAt)}`,
    ],
  }),
};

/**
 * What a 404 says in the dialog and its toast: for an item the user worked on that went with its
 * guest, the server's words (docs/decisions/047-items-that-went-with-their-guest.md); otherwise
 * that it was not found and may have been deleted. Here rather than beside the read, which the
 * board loads first, so the board's first load does not grow.
 */
function notFoundText(kind: DueKind, error: unknown): { alert: string; toast: string } {
  const { noun } = AGENDA_KINDS[kind];
  const message = serverMessage(error);
  if (message === wentWithGuestMessage(noun)) return { alert: message, toast: message };
  return {
    // "Task not found or was deleted."
    alert: `${sentenceCase(noun)} not found or was deleted.`,
    toast: `The linked ${noun} could not be found. It may have been deleted.`,
  };
}

export function ItemDetailDialog({ target, opened, onClose }: ItemDetailDialogProps) {
  const kind = target?.kind ?? 'task';
  const dialogKeys = useDialogKeys(opened, onClose);
  return (
    <Modal
      {...dialogKeys}
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
  const { viewer, team } = useAgendaViewer();
  const missing = isNotFound(query.error) ? notFoundText(target.kind, query.error) : null;
  const toast = missing?.toast;
  useEffect(() => {
    // "Task not found": the linked task could not be found (or went with its guest).
    if (toast)
      showToast(`${sentenceCase(AGENDA_KINDS[target.kind].noun)} not found`, toast, 'error');
  }, [toast, target.kind]);
  const alert = (text: ReactNode) => (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
      {text}
    </Alert>
  );
  if (query.isPending) {
    return <SectionLoader label="Loading" />;
  }
  if (missing) return alert(missing.alert);
  if (query.isError) return alert(serverMessage(query.error) ?? query.error.message);

  const item = query.data;
  const { badges, lines } = DETAILS[target.kind](item, viewer);
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
      {viewer?.inTeam && team && (
        <AssigneeChoice kind={target.kind} item={item} team={team} userId={viewer.userId} />
      )}
    </Stack>
  );
}

/**
 * "Assigned to": picking a member sends the item's version with the change; a 409 shows the
 * server's message, and the item (reloaded) shows its assignee as it is now.
 */
function AssigneeChoice<K extends DueKind>({
  kind,
  item,
  team,
  userId,
}: {
  kind: K;
  item: AgendaDtos[K];
  team: Team;
  userId: number;
}) {
  const update = useUpdateAgendaAssignee(kind);
  const value = String(item.assigneeId);
  const options = assigneeOptions(team, userId);
  // Someone no longer in the team may still hold it until it is handed on.
  const data = options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: item.assigneeName }];
  const conflict = conflictCurrent(update.error) ? serverMessage(update.error) : null;
  return (
    <>
      <Select
        label="Assigned to"
        data={data}
        value={value}
        allowDeselect={false}
        disabled={update.isPending}
        comboboxProps={{ withinPortal: true }}
        onChange={(next) => {
          if (!next || next === value) return;
          update.mutate({
            id: item.id,
            version: item.version,
            assigneeId: Number(next),
            title: item.title,
            assigneeName:
              team.members.find((member) => String(member.id) === next)?.username ?? next,
          });
        }}
      />
      {conflict && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Not changed">
          {conflict}
        </Alert>
      )}
    </>
  );
}
