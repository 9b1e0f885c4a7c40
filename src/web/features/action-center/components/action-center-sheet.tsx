// The Action Center sheet (SPEC §2.4, §2.8): Upcoming and Completed tabs over the user's tasks,
// action items and calendar events, grouped by the browser's day; the inline Add Action Item form;
// Complete, Update Due Date, Contact Info, Archive and Delete. Loaded lazily by the app layer, so
// none of this is in the board's first bundle.
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
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconArchive, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { serverMessage } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import {
  deleteConfirmation,
  fromActionItem,
  fromCalendarEvent,
  fromTask,
  groupAgenda,
  PAST_DUE_VISIBLE,
  UPCOMING_GROUPS,
  type AgendaEntry,
  type UpcomingGroupKey,
} from '../agenda';
import { useArchiveActionItem } from '../api/archive-action-item';
import { useArchiveCompletedActionItems } from '../api/archive-completed-action-items';
import { useArchiveCompletedTasks } from '../api/archive-completed-tasks';
import { useArchiveTask } from '../api/archive-task';
import { useCompleteActionItem } from '../api/complete-action-item';
import { useCompleteCalendarEvent } from '../api/complete-calendar-event';
import { useDeleteActionItem } from '../api/delete-action-item';
import { useDeleteTask } from '../api/delete-task';
import { useActionItems } from '../api/get-action-items';
import { useCalendarEvents } from '../api/get-calendar-events';
import { useTasks } from '../api/get-tasks';
import { useUpdateTaskStatus } from '../api/update-task-status';
import { useNow } from '../hooks/use-now';
import { AddActionItemForm } from './add-action-item-form';
import { AgendaRow, type AgendaRowActions } from './agenda-row';
import { UpdateDueDateDialog } from './update-due-date-dialog';

export interface ActionCenterSheetProps {
  opened: boolean;
  onClose: () => void;
  /** Guests an action item can be attached to. */
  guests: readonly { id: number; name: string }[];
  /** Opens the Contact Info dialog of an item's guest (the guests feature draws it). */
  onShowContact: (guestId: number) => void;
}

export function ActionCenterSheet({
  opened,
  onClose,
  guests,
  onShowContact,
}: ActionCenterSheetProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={
        <Text component="span" fw={700} size="lg">
          Action Center
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close Action Center' }}
    >
      {/* Drawer unmounts its content once closed, so the lists are read only while it is open. */}
      <ActionCenterContent guests={guests} onShowContact={onShowContact} />
    </Drawer>
  );
}

function ActionCenterContent({
  guests,
  onShowContact,
}: Pick<ActionCenterSheetProps, 'guests' | 'onShowContact'>) {
  const now = useNow();
  const tasks = useTasks();
  const actionItems = useActionItems();
  const events = useCalendarEvents();
  const [adding, setAdding] = useState(false);
  const [showAllPastDue, setShowAllPastDue] = useState(false);
  const [dueDate, setDueDate] = useState<{
    entry: AgendaEntry | null;
    opened: boolean;
    key: number;
  }>({
    entry: null,
    opened: false,
    key: 0,
  });

  const updateTaskStatus = useUpdateTaskStatus();
  const completeActionItem = useCompleteActionItem();
  const completeEvent = useCompleteCalendarEvent();
  const deleteTask = useDeleteTask();
  const deleteActionItem = useDeleteActionItem();
  const archiveTask = useArchiveTask();
  const archiveActionItem = useArchiveActionItem();
  const archiveCompletedTasks = useArchiveCompletedTasks();
  const archiveCompletedActionItems = useArchiveCompletedActionItems();

  const groups = useMemo(() => {
    const entries = [
      ...(tasks.data ?? []).map(fromTask),
      ...(actionItems.data ?? []).map(fromActionItem),
      ...(events.data ?? []).map(fromCalendarEvent),
    ];
    return groupAgenda(entries, now);
  }, [tasks.data, actionItems.data, events.data, now]);

  const { mutate: mutateTaskStatus } = updateTaskStatus;
  const { mutate: mutateCompleteActionItem } = completeActionItem;
  const { mutate: mutateCompleteEvent } = completeEvent;
  const { mutate: mutateDeleteTask } = deleteTask;
  const { mutate: mutateDeleteActionItem } = deleteActionItem;
  const { mutate: mutateArchiveTask } = archiveTask;
  const { mutate: mutateArchiveActionItem } = archiveActionItem;

  const handleComplete = useCallback(
    (entry: AgendaEntry) => {
      if (entry.kind === 'task') mutateTaskStatus({ id: entry.id, status: 'completed' });
      else if (entry.kind === 'action_item')
        mutateCompleteActionItem({ id: entry.id, isCompleted: true });
      else mutateCompleteEvent(entry.id);
    },
    [mutateTaskStatus, mutateCompleteActionItem, mutateCompleteEvent],
  );

  const handleDelete = useCallback(
    (entry: AgendaEntry) => {
      if (entry.kind === 'event') return;
      if (!window.confirm(deleteConfirmation(entry.kind))) return;
      const what = entry.kind === 'task' ? 'task' : 'action item';
      const callbacks = {
        onSuccess: () =>
          showToast(
            entry.kind === 'task' ? 'Task deleted' : 'Action item deleted',
            `${entry.title} was deleted.`,
            'success',
          ),
        onError: (error: Error) =>
          showToast(
            'Error',
            `Failed to delete ${what}: ${serverMessage(error) ?? error.message}`,
            'error',
          ),
      };
      if (entry.kind === 'task') mutateDeleteTask(entry.id, callbacks);
      else mutateDeleteActionItem(entry.id, callbacks);
    },
    [mutateDeleteTask, mutateDeleteActionItem],
  );

  const handleArchive = useCallback(
    (entry: AgendaEntry) => {
      if (entry.kind === 'event') return;
      const what = entry.kind === 'task' ? 'task' : 'action item';
      const callbacks = {
        onSuccess: () => showToast('Archived', `${entry.title} was archived.`, 'success'),
        onError: (error: Error) =>
          showToast(
            'Error',
            `Failed to archive ${what}: ${serverMessage(error) ?? error.message}`,
            'error',
          ),
      };
      if (entry.kind === 'task') mutateArchiveTask(entry.id, callbacks);
      else mutateArchiveActionItem(entry.id, callbacks);
    },
    [mutateArchiveTask, mutateArchiveActionItem],
  );

  const handleUpdateDueDate = useCallback(
    (entry: AgendaEntry) =>
      setDueDate((current) => ({ entry, opened: true, key: current.key + 1 })),
    [],
  );

  const handleShowContact = useCallback(
    (entry: AgendaEntry) => {
      if (entry.guestId !== null) onShowContact(entry.guestId);
    },
    [onShowContact],
  );

  const actions = useMemo<AgendaRowActions>(
    () => ({
      onComplete: handleComplete,
      onUpdateDueDate: handleUpdateDueDate,
      onShowContact: handleShowContact,
      onArchive: handleArchive,
      onDelete: handleDelete,
    }),
    [handleComplete, handleUpdateDueDate, handleShowContact, handleArchive, handleDelete],
  );

  const handleArchiveCompletedTasks = () =>
    archiveCompletedTasks.mutate(undefined, {
      onSuccess: ({ count }) =>
        showToast(
          'Tasks archived',
          `${count} completed ${count === 1 ? 'task was' : 'tasks were'} archived.`,
          'success',
        ),
      onError: (error) =>
        showToast(
          'Error',
          `Failed to archive completed tasks: ${serverMessage(error) ?? error.message}`,
          'error',
        ),
    });
  const handleArchiveCompletedActionItems = () =>
    archiveCompletedActionItems.mutate(undefined, {
      onSuccess: ({ count }) =>
        showToast(
          'Action items archived',
          `${count} completed ${count === 1 ? 'action item was' : 'action items were'} archived.`,
          'success',
        ),
      onError: (error) =>
        showToast(
          'Error',
          `Failed to archive completed action items: ${serverMessage(error) ?? error.message}`,
          'error',
        ),
    });

  const queries = [tasks, actionItems, events];
  const failed = queries.find((query) => query.isError);
  const loading = queries.some((query) => query.isPending);
  const upcomingCount = UPCOMING_GROUPS.reduce((sum, { key }) => sum + groups[key].length, 0);
  const completedTasks = groups.completed.filter((entry) => entry.kind === 'task').length;
  const completedActionItems = groups.completed.filter(
    (entry) => entry.kind === 'action_item',
  ).length;

  return (
    <Stack gap="md">
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

      {failed?.error ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title="The Action Center could not be loaded"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{serverMessage(failed.error) ?? failed.error.message}</Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => queries.forEach((query) => void query.refetch())}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : loading ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading the Action Center" role="status" />
        </Center>
      ) : (
        <Tabs defaultValue="upcoming" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab
              value="upcoming"
              rightSection={
                <Badge size="sm" variant="light" c="bright">
                  {upcomingCount}
                </Badge>
              }
            >
              Upcoming
            </Tabs.Tab>
            <Tabs.Tab
              value="completed"
              rightSection={
                <Badge size="sm" variant="light" color="teal" c="bright">
                  {groups.completed.length}
                </Badge>
              }
            >
              Completed
            </Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="upcoming" pt="md">
            {upcomingCount === 0 ? (
              <Text c="dimmed" size="sm">
                Nothing coming up. Add an action item, create a task from a guest&apos;s journal, or
                schedule an event from a guest&apos;s card.
              </Text>
            ) : (
              <Stack gap="lg">
                {UPCOMING_GROUPS.map(({ key, title }) =>
                  groups[key].length === 0 ? null : (
                    <AgendaGroup
                      key={key}
                      groupKey={key}
                      title={title}
                      entries={
                        key === 'pastDue' && !showAllPastDue
                          ? groups[key].slice(0, PAST_DUE_VISIBLE)
                          : groups[key]
                      }
                      total={groups[key].length}
                      actions={actions}
                      footer={
                        key === 'pastDue' &&
                        !showAllPastDue &&
                        groups.pastDue.length > PAST_DUE_VISIBLE ? (
                          <Button
                            variant="subtle"
                            size="xs"
                            onClick={() => setShowAllPastDue(true)}
                          >
                            View {groups.pastDue.length - PAST_DUE_VISIBLE} more past due items
                          </Button>
                        ) : null
                      }
                    />
                  ),
                )}
              </Stack>
            )}
          </Tabs.Panel>

          <Tabs.Panel value="completed" pt="md">
            <Stack gap="md">
              <Group gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconArchive size={14} aria-hidden />}
                  disabled={completedTasks === 0}
                  loading={archiveCompletedTasks.isPending}
                  onClick={handleArchiveCompletedTasks}
                >
                  Archive completed tasks
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconArchive size={14} aria-hidden />}
                  disabled={completedActionItems === 0}
                  loading={archiveCompletedActionItems.isPending}
                  onClick={handleArchiveCompletedActionItems}
                >
                  Archive completed action items
                </Button>
              </Group>
              {groups.completed.length === 0 ? (
                <Text c="dimmed" size="sm">
                  Nothing completed yet.
                </Text>
              ) : (
                <AgendaGroup
                  groupKey="completed"
                  title="Completed"
                  entries={groups.completed}
                  total={groups.completed.length}
                  actions={actions}
                  footer={null}
                  hideTitle
                />
              )}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      )}

      <UpdateDueDateDialog
        key={dueDate.key}
        entry={dueDate.entry}
        opened={dueDate.opened}
        onClose={() => setDueDate((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}

function AgendaGroup({
  groupKey,
  title,
  entries,
  total,
  actions,
  footer,
  hideTitle = false,
}: {
  groupKey: UpcomingGroupKey | 'completed';
  title: string;
  entries: AgendaEntry[];
  total: number;
  actions: AgendaRowActions;
  footer: ReactNode;
  hideTitle?: boolean;
}) {
  const headingId = `action-center-${groupKey}`;
  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" mb="xs" style={hideTitle ? { display: 'none' } : undefined}>
        <Title order={3} size="h5" id={headingId} c={groupKey === 'pastDue' ? 'red.9' : undefined}>
          {title}
        </Title>
        <Badge size="sm" variant="light" color={groupKey === 'pastDue' ? 'red' : 'gray'} c="bright">
          {total}
        </Badge>
      </Group>
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-labelledby={headingId}
      >
        {entries.map((entry) => (
          <AgendaRow key={`${entry.kind}-${entry.id}`} entry={entry} actions={actions} />
        ))}
      </Stack>
      {footer}
    </section>
  );
}
