// The journal side sheet (SPEC §2.4): "Journal - {guest name}" with the Add Note tab and the
// Activity Log, newest first, each entry expanding to its old and new values, and the Create Task
// tab. The task form and the View Task / View Action dialogs belong to the Action Center; the app
// layer hands them in (a feature never imports another).
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Collapse,
  Drawer,
  Group,
  Loader,
  Paper,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconExternalLink,
  IconListCheck,
  IconNotes,
} from '@tabler/icons-react';
import { memo, useId, useState, type FormEvent, type ReactNode } from 'react';
import { statusTitle } from '../../../../shared/guest-rules';
import type { JournalEntryDto } from '../../../../shared/schemas/guests';
import { serverMessage } from '../../../lib/api';
import { useAddJournalNote } from '../api/add-journal-note';
import { useGuestJournal } from '../api/get-guest-journal';
import {
  formatJournalTime,
  JOURNAL_ACTION_COLORS,
  journalActionLabel,
  splitStatusTag,
} from '../journal-entries';
import classes from './journal-sheet.module.css';

export interface JournalGuest {
  id: number;
  name: string;
}

export interface JournalSheetProps {
  /** The guest whose journal is shown; kept while the sheet closes. */
  guest: JournalGuest | null;
  opened: boolean;
  onClose: () => void;
  /** The Create Task tab's content for a guest; without it the tab is absent. */
  renderCreateTask?: (guest: JournalGuest, showLog: () => void) => ReactNode;
  /** A task entry's View Task button. */
  onViewTask?: (taskId: number) => void;
  /** An action-item entry's View Action button. */
  onViewActionItem?: (actionItemId: number) => void;
}

export function JournalSheet({
  guest,
  opened,
  onClose,
  renderCreateTask,
  onViewTask,
  onViewActionItem,
}: JournalSheetProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Text component="span" fw={700} size="lg">
          Journal - {guest?.name}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close journal' }}
    >
      {/* Keyed by guest so a note typed for one guest never lingers for the next. */}
      {guest && (
        <JournalContent
          key={guest.id}
          guest={guest}
          renderCreateTask={renderCreateTask}
          onViewTask={onViewTask}
          onViewActionItem={onViewActionItem}
        />
      )}
    </Drawer>
  );
}

function JournalContent({
  guest,
  renderCreateTask,
  onViewTask,
  onViewActionItem,
}: Pick<JournalSheetProps, 'renderCreateTask' | 'onViewTask' | 'onViewActionItem'> & {
  guest: JournalGuest;
}) {
  const guestId = guest.id;
  const [tab, setTab] = useState<string | null>('note');
  const [note, setNote] = useState('');
  const addNote = useAddJournalNote();
  const journal = useGuestJournal(guestId);
  const blank = note.trim() === '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank) return;
    addNote.mutate({ guestId, description: note.trim() }, { onSuccess: () => setNote('') });
  };

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="note" leftSection={<IconNotes size={16} aria-hidden />}>
          Add Note
        </Tabs.Tab>
        {renderCreateTask && (
          <Tabs.Tab value="task" leftSection={<IconListCheck size={16} aria-hidden />}>
            Create Task
          </Tabs.Tab>
        )}
      </Tabs.List>

      {renderCreateTask && (
        <Tabs.Panel value="task" pt="md">
          {renderCreateTask(guest, () => setTab('note'))}
        </Tabs.Panel>
      )}

      <Tabs.Panel value="note" pt="md">
        <Stack gap="lg">
          <form onSubmit={handleSubmit} aria-label="Add Note">
            <Stack gap="xs">
              <Textarea
                label="Note"
                placeholder="What happened? Who did you talk to?"
                autosize
                minRows={3}
                maxRows={8}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Group justify="flex-end">
                <Button type="submit" disabled={blank} loading={addNote.isPending}>
                  Add
                </Button>
              </Group>
            </Stack>
          </form>

          <Stack gap="xs">
            <Title order={3} size="h4" id={`journal-log-${guestId}`}>
              Activity Log
            </Title>
            {journal.isPending ? (
              <Center py="lg">
                <Loader size="sm" aria-label="Loading the activity log" role="status" />
              </Center>
            ) : journal.isError ? (
              <Alert
                color="red"
                icon={<IconAlertTriangle aria-hidden />}
                title="The activity log could not be loaded"
              >
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{serverMessage(journal.error) ?? journal.error.message}</Text>
                  <Button size="xs" variant="default" onClick={() => void journal.refetch()}>
                    Try again
                  </Button>
                </Stack>
              </Alert>
            ) : journal.data.length === 0 ? (
              <Text c="dimmed" size="sm">
                No activity yet.
              </Text>
            ) : (
              <Box
                component="ul"
                aria-labelledby={`journal-log-${guestId}`}
                // SPEC §9: at most 60% of the viewport high; focusable so keyboards can scroll it.
                tabIndex={0}
                className={classes.log}
              >
                {journal.data.map((entry) => (
                  <JournalEntryItem
                    key={entry.id}
                    entry={entry}
                    onViewTask={onViewTask}
                    onViewActionItem={onViewActionItem}
                  />
                ))}
              </Box>
            )}
          </Stack>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

/** Old and new values as a person reads them: status values as their column titles. */
function displayValue(entry: JournalEntryDto, value: string | null): string {
  if (value === null || value === '') return '(empty)';
  return entry.action === 'status_change' ? statusTitle(value) : value;
}

const JournalEntryItem = memo(function JournalEntryItem({
  entry,
  onViewTask,
  onViewActionItem,
}: {
  entry: JournalEntryDto;
  onViewTask?: (taskId: number) => void;
  onViewActionItem?: (actionItemId: number) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const { text, tag } = splitStatusTag(entry.action, entry.description);
  const hasValues = entry.oldValue !== null || entry.newValue !== null;

  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group gap="xs" wrap="wrap" mb={4}>
        <Text size="xs" c="dimmed" component="time" dateTime={entry.createdAt}>
          {formatJournalTime(entry.createdAt)}
        </Text>
        <Text size="sm" fw={600}>
          {entry.username}
        </Text>
        <Badge
          size="sm"
          variant="light"
          tt="none"
          color={JOURNAL_ACTION_COLORS[entry.action]}
          c="bright"
        >
          {journalActionLabel(entry.action)}
        </Badge>
        {tag && (
          <Badge size="sm" variant="outline" tt="none" color="gray" c="bright">
            {tag}
          </Badge>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
      {entry.taskId !== null && onViewTask && (
        <Button
          size="compact-xs"
          variant="light"
          mt={4}
          leftSection={<IconExternalLink size={12} aria-hidden />}
          onClick={() => onViewTask(entry.taskId as number)}
        >
          View Task
        </Button>
      )}
      {entry.actionItemId !== null && onViewActionItem && (
        <Button
          size="compact-xs"
          variant="light"
          mt={4}
          leftSection={<IconExternalLink size={12} aria-hidden />}
          onClick={() => onViewActionItem(entry.actionItemId as number)}
        >
          View Action
        </Button>
      )}
      {hasValues && (
        <>
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Hide changes' : 'Show changes'}
            <IconChevronDown
              size={14}
              aria-hidden
              style={{ transform: expanded ? 'rotate(180deg)' : undefined }}
            />
          </UnstyledButton>
          <Collapse expanded={expanded} id={detailsId}>
            <Stack gap={2} mt={4} fz="sm">
              <Text size="sm">
                <Text span fw={600} size="sm">
                  Old value:{' '}
                </Text>
                <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {displayValue(entry, entry.oldValue)}
                </Text>
              </Text>
              <Text size="sm">
                <Text span fw={600} size="sm">
                  New value:{' '}
                </Text>
                <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {displayValue(entry, entry.newValue)}
                </Text>
              </Text>
            </Stack>
          </Collapse>
        </>
      )}
    </Paper>
  );
});
