// The Update Due Date dialog (SPEC §2.4, §5 "Due-date update", §8): a calendar that suggests
// tomorrow; a day before today is refused with "Please select a future date".
import '@mantine/dates/styles.css';
import { Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import {
  dueDayError,
  dueDayToIso,
  formatDueDate,
  suggestedDueDay,
  type AgendaEntry,
} from '../agenda';
import { useUpdateActionItemDueDate } from '../api/update-action-item-due-date';
import { useUpdateTaskDueDate } from '../api/update-task-due-date';
import { CALENDAR_LABELS } from './calendar-labels';

export interface UpdateDueDateDialogProps {
  /** The task or action item being rescheduled; kept while the dialog closes. */
  entry: AgendaEntry | null;
  opened: boolean;
  onClose: () => void;
}

/** Mount with a fresh key per opening: the suggestion is tomorrow as of that moment. */
export function UpdateDueDateDialog({ entry, opened, onClose }: UpdateDueDateDialogProps) {
  const [day, setDay] = useState<string | null>(() => suggestedDueDay(new Date()));
  const [error, setError] = useState<string | null>(null);
  const updateTask = useUpdateTaskDueDate();
  const updateActionItem = useUpdateActionItemDueDate();
  const saving = updateTask.isPending || updateActionItem.isPending;

  const handleChange = (value: string | null) => {
    setDay(value);
    setError(dueDayError(value, new Date()));
  };

  const handleSave = () => {
    const problem = entry
      ? dueDayError(day, new Date())
      : 'Missing required information to update the due date';
    if (problem || !entry || !day) {
      setError(problem);
      showToast('Error', problem ?? 'Missing required information to update the due date', 'error');
      return;
    }
    const variables = { id: entry.id, dueDate: dueDayToIso(day) };
    const callbacks = {
      onSuccess: () => {
        showToast(
          'Due date updated',
          `${entry.title} is now due ${formatDueDate(variables.dueDate)}.`,
          'success',
        );
        onClose();
      },
      onError: (failure: Error) =>
        showToast(
          'Error',
          `Failed to update due date: ${serverMessage(failure) ?? failure.message}`,
          'error',
        ),
    };
    if (entry.kind === 'task') updateTask.mutate(variables, callbacks);
    else updateActionItem.mutate(variables, callbacks);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Update Due Date"
      centered
      size="auto"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="sm">
        {entry && (
          <Text size="sm">
            New due date for <strong>{entry.title}</strong>
          </Text>
        )}
        <Center>
          <DatePicker
            value={day}
            onChange={handleChange}
            defaultDate={day ?? undefined}
            ariaLabels={CALENDAR_LABELS}
            highlightToday
            hideOutsideDates
            // Mantine's red weekend days fail WCAG AA contrast; the guest dialog does the same.
            weekendDays={[]}
          />
        </Center>
        <Text size="sm" aria-live="polite">
          {day && !error ? `Selected: ${formatDueDate(dueDayToIso(day))}` : ''}
        </Text>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleSave} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
