// One entry of the Action Center: what it is, when, for whom, who it is assigned to
// (docs/product.md#action-center-assignees), and its buttons (Complete, Update Due Date or, for an
// event, Move, Contact Info, Archive, Delete). The sheet owns the mutations of the buttons this only
// reports; an event's Move and Reminders own theirs.
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconAddressBook,
  IconArchive,
  IconCalendarDue,
  IconCalendarTime,
  IconCheck,
  IconTrash,
} from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { formatDueDate } from '#web/lib/dates.js';
import { eventWhen, type AgendaEntry } from '../agenda';
import { AGENDA_KINDS } from '../api/agenda-kinds';
import { EVENT_TYPE_LIST_LABELS, PRIORITY_OPTIONS } from '../forms';
import { EventReminders } from './event-reminders';
import classes from './agenda-row.module.css';
import { MoveEvent } from './move-event';

export interface AgendaRowActions {
  onComplete: (entry: AgendaEntry) => void;
  onUpdateDueDate: (entry: AgendaEntry) => void;
  onShowContact: (entry: AgendaEntry) => void;
  onArchive: (entry: AgendaEntry) => void;
  onDelete: (entry: AgendaEntry) => void;
}

const PRIORITY_COLORS = { high: 'red', medium: 'yellow', low: 'gray' } as const;

function kindLabel(entry: AgendaEntry): string {
  if (entry.source.kind === 'event') return EVENT_TYPE_LIST_LABELS[entry.source.event.eventType];
  return AGENDA_KINDS[entry.kind].label;
}

/** "Due Jan 5, 2025", "Jan 5, 2025 · 10:00 AM – 11:00 AM", "Jan 5, 2025 · All day". */
function whenText(entry: AgendaEntry): string | null {
  if (entry.source.kind === 'event') return eventWhen(entry.source.event);
  if (entry.at) return `Due ${formatDueDate(entry.at)}`;
  return entry.isEvergreen ? 'Evergreen' : null;
}

/** An icon button with its name as a tooltip. */
function RowIconButton({
  tooltip,
  label,
  color = 'dark',
  onClick,
  children,
}: {
  tooltip: string;
  label: string;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={tooltip} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export const AgendaRow = memo(function AgendaRow({
  entry,
  actions,
}: {
  entry: AgendaEntry;
  actions: AgendaRowActions;
}) {
  const when = whenText(entry);
  const isEvent = entry.kind === 'event';
  const event = entry.source.kind === 'event' ? entry.source.event : null;
  const kindName =
    entry.kind === 'task' ? 'task' : entry.kind === 'action_item' ? 'action item' : 'event';

  return (
    <Paper component="li" withBorder p="sm" radius="sm" aria-label={entry.title}>
      <Group gap={6} mb={4} wrap="wrap">
        <Badge
          size="sm"
          variant="light"
          tt="none"
          c="bright"
          color={isEvent ? 'cyan' : entry.kind === 'task' ? 'indigo' : 'orange'}
        >
          {kindLabel(entry)}
        </Badge>
        {entry.priority && (
          <Badge
            size="sm"
            variant="outline"
            tt="none"
            c="bright"
            color={PRIORITY_COLORS[entry.priority]}
          >
            {PRIORITY_OPTIONS.find((option) => option.value === entry.priority)?.label} priority
          </Badge>
        )}
        {entry.taskStatus && entry.taskStatus !== 'completed' && (
          <Badge size="sm" variant="outline" tt="none" c="bright" color="gray">
            {entry.taskStatus === 'in_progress' ? 'in progress' : 'pending'}
          </Badge>
        )}
      </Group>
      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.title}
      </Text>
      {entry.description && (
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {entry.description}
        </Text>
      )}
      <Group gap="xs" mt={4} wrap="wrap">
        {when && (
          <Text size="xs" c="bright" fw={500}>
            {when}
          </Text>
        )}
        {entry.assigneeLabel && (
          <Text size="xs" c="dimmed">
            {entry.assigneeLabel}
          </Text>
        )}
        {entry.completed && entry.doneAt && (
          <Text size="xs" className={classes.completedLine} fw={500}>
            Completed {formatDueDate(entry.doneAt)}
          </Text>
        )}
        {event?.isVirtual && event.meetingLink && (
          <Anchor size="xs" href={event.meetingLink} target="_blank" rel="noreferrer">
            Meeting link
          </Anchor>
        )}
        {event && !event.isVirtual && event.location && (
          <Text size="xs" c="dimmed">
            {event.location}
          </Text>
        )}
        {event && !entry.completed && <EventReminders event={event} />}
      </Group>

      <Group gap="xs" mt="xs" justify="space-between" wrap="wrap">
        {entry.guestId !== null && entry.guestName ? (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconAddressBook size={14} aria-hidden />}
            onClick={() => actions.onShowContact(entry)}
            aria-label={`Contact Info for ${entry.guestName}`}
            className={classes.guestButton}
          >
            <span className={classes.guestName}>{entry.guestName}</span>
          </Button>
        ) : (
          <span />
        )}
        <Group gap={4} wrap="nowrap">
          {!entry.completed && (
            <Button
              size="compact-xs"
              variant="default"
              leftSection={<IconCheck size={14} color="var(--mantine-color-teal-8)" aria-hidden />}
              onClick={() => actions.onComplete(entry)}
              aria-label={`Complete ${kindName} ${entry.title}`}
            >
              Complete
            </Button>
          )}
          {event && !entry.completed && (
            <MoveEvent
              event={event}
              trigger={(open) => (
                <RowIconButton tooltip="Move Event" label={`Move ${entry.title}`} onClick={open}>
                  <IconCalendarTime size={16} aria-hidden />
                </RowIconButton>
              )}
            />
          )}
          {!entry.completed && !isEvent && (
            <RowIconButton
              tooltip="Update Due Date"
              label={`Update Due Date of ${entry.title}`}
              onClick={() => actions.onUpdateDueDate(entry)}
            >
              <IconCalendarDue size={16} aria-hidden />
            </RowIconButton>
          )}
          {entry.completed && !isEvent && (
            <RowIconButton
              tooltip="Archive"
              label={`Archive ${entry.title}`}
              onClick={() => actions.onArchive(entry)}
            >
              <IconArchive size={16} aria-hidden />
            </RowIconButton>
          )}
          {!isEvent && (
            <RowIconButton
              tooltip="Delete"
              label={`Delete ${entry.title}`}
              color="red.9"
              onClick={() => actions.onDelete(entry)}
            >
              <IconTrash size={16} aria-hidden />
            </RowIconButton>
          )}
        </Group>
      </Group>
    </Paper>
  );
});
