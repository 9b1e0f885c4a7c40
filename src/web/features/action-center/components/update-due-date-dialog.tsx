// The Update Due Date dialog (docs/product.md#board-dialogs, #due-date-update, #errors): a calendar
// that suggests tomorrow; a day before today is refused with "Please select a future date", inline
// and in a toast, before anything is sent. The server's answer is toasted by the mutation. It
// saves against the copy it opened on, as Move Event does: a change made meanwhile is refused by
// its version, not overwritten, and Save again saves the host's day over it (docs/product.md#versions).
import '@mantine/dates/styles.css';
import { Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useState } from 'react';
import type { ActionItemDto, TaskDto } from '#shared/schemas/action-center.js';
import { currentOr } from '#web/lib/conflict.js';
import { showToast } from '#web/lib/notify.js';
import { formatDueDate } from '#web/lib/dates.js';
import { dueDayError, dueDayToIso, suggestedDueDay, type DueEntry } from '../agenda';
import { useUpdateAgendaDueDate } from '../api/update-agenda-due-date';
import { CALENDAR_LABELS } from '#web/components/calendar-labels.js';
import { useDialogKeys } from '#web/lib/use-dialog-keys.js';

export interface UpdateDueDateDialogProps {
  /** The task or action item being rescheduled; kept while the dialog closes. */
  entry: DueEntry | null;
  opened: boolean;
  onClose: () => void;
}

/** The task or action item an entry shows. */
function dueItemOf({ source }: DueEntry): TaskDto | ActionItemDto | null {
  if (source.kind === 'task') return source.task;
  return source.kind === 'action_item' ? source.actionItem : null;
}

/**
 * Mount with a fresh key per opening: the suggestion is tomorrow as of that moment, and the copy
 * saved against is the one shown then.
 */
export function UpdateDueDateDialog({ entry, opened, onClose }: UpdateDueDateDialogProps) {
  // The copy the host opened: a change made meanwhile (the row may be read again under the
  // dialog) is refused by its version, not overwritten.
  const [base, setBase] = useState(() => (entry ? dueItemOf(entry) : null));
  const [day, setDay] = useState<string | null>(() => suggestedDueDay(new Date()));
  const [error, setError] = useState<string | null>(null);
  // The dialog is mounted afresh for every entry, so its kind does not change while it is open.
  const updateDueDate = useUpdateAgendaDueDate(entry?.kind ?? 'task');

  const handleChange = (value: string | null) => {
    setDay(value);
    setError(dueDayError(value, new Date()));
  };

  const handleSave = () => {
    const problem =
      entry && base
        ? dueDayError(day, new Date())
        : 'Missing required information to update the due date';
    if (problem || !entry || !base || !day) {
      setError(problem);
      showToast('Error', problem ?? 'Missing required information to update the due date', 'error');
      return;
    }
    updateDueDate.mutate(
      { id: base.id, title: base.title, dueDate: dueDayToIso(day), version: base.version },
      // Refused as stale: the toast says so and the answer carries the item as it is now; the
      // host's day stays, and Save again saves it over that change.
      { onSuccess: () => onClose(), onError: (error) => setBase(currentOr(error, base)) },
    );
  };

  const dialogKeys = useDialogKeys(opened, onClose);
  return (
    <Modal
      {...dialogKeys}
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
        {/* The copy saved against: after a refusal, the date someone else gave it meanwhile,
            which the list behind may hide (on a phone the dialog covers it). */}
        {base && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {base.dueDate
              ? `Currently due ${formatDueDate(base.dueDate)}`
              : 'Currently no due date'}
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
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleSave} loading={updateDueDate.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
