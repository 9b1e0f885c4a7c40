// The schedule dialog (SPEC §2.4, §5 "Calendar event"): "Schedule with {guest}" (or "Create
// Calendar Event") with the event form. All day runs from the start of the day to 23:59:59.999 and
// hides the time and duration; a virtual event asks for a meeting link and password instead of a
// location. Duration and all day only shape the times sent (SPEC §5).
import '@mantine/dates/styles.css';
import {
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { EVENT_TYPES, type EventType } from '../../../../shared/enums';
import { fieldErrors, serverMessage } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { useCreateCalendarEvent } from '../api/create-calendar-event';
import { guestCalendarEventsQueryOptions } from '../api/get-calendar-events';
import { formatDueDate } from '../agenda';
import {
  EVENT_DURATIONS,
  EVENT_TYPE_FORM_LABELS,
  initialEventForm,
  toCreateEventInput,
  validateEventForm,
  type EventDuration,
  type EventFormValues,
} from '../forms';
import { CALENDAR_LABELS } from './calendar-labels';

export interface ScheduleEventDialogProps {
  /** The guest the event is with, or null for a plain calendar event; kept while closing. */
  guest: { id: number; name: string } | null;
  opened: boolean;
  onClose: () => void;
}

const EVENT_TYPE_OPTIONS = EVENT_TYPES.map((type) => ({
  value: type,
  label: EVENT_TYPE_FORM_LABELS[type],
}));
const DURATION_OPTIONS = EVENT_DURATIONS.map((minutes) => ({
  value: minutes,
  label: `${minutes} minutes`,
}));

/** Mount with a fresh key per opening, so the form starts from its defaults. */
export function ScheduleEventDialog({ guest, opened, onClose }: ScheduleEventDialogProps) {
  const createEvent = useCreateCalendarEvent();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const guestId = guest?.id ?? null;
  const form = useForm<EventFormValues>({
    initialValues: initialEventForm(guest?.name ?? null),
    validate: (values) => validateEventForm(values, guestId),
  });
  const title = guest ? `Schedule with ${guest.name}` : 'Create Calendar Event';
  const { values } = form;

  const handleSubmit = (submitted: EventFormValues) => {
    createEvent.mutate(toCreateEventInput(submitted, guestId), {
      onSuccess: (event) => {
        showToast(
          'Event scheduled',
          `${event.title} on ${formatDueDate(event.startTime)} is in your Action Center.`,
          'success',
        );
        onClose();
      },
      onError: (error) => {
        const errors = fieldErrors(error);
        if (errors.startTime) errors.date = errors.startTime;
        form.setErrors(errors);
        showToast('Failed to create event', serverMessage(error) ?? error.message, 'error');
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      fullScreen={phone}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label={title}>
        <Stack gap="sm">
          {guest && <GuestSchedule guestId={guest.id} guestName={guest.name} />}
          <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
          <Select
            label="Event type"
            withAsterisk
            data={EVENT_TYPE_OPTIONS}
            allowDeselect={false}
            value={values.eventType || null}
            error={form.errors.eventType}
            onChange={(value) => form.setFieldValue('eventType', (value ?? '') as EventType | '')}
            comboboxProps={{ withinPortal: true }}
          />
          <SimpleGrid cols={{ base: 1, xs: values.isAllDay ? 1 : 3 }} spacing="sm">
            <DateInput
              label="Date"
              withAsterisk
              placeholder="Pick a date"
              valueFormat="MMM D, YYYY"
              popoverProps={{ withinPortal: true }}
              ariaLabels={CALENDAR_LABELS}
              hideOutsideDates
              weekendDays={[]}
              {...form.getInputProps('date')}
            />
            {!values.isAllDay && (
              <>
                <TimeInput label="Start time" {...form.getInputProps('time')} />
                <Select
                  label="Duration"
                  data={DURATION_OPTIONS}
                  allowDeselect={false}
                  value={values.duration}
                  onChange={(value) =>
                    form.setFieldValue('duration', (value ?? '60') as EventDuration)
                  }
                  comboboxProps={{ withinPortal: true }}
                />
              </>
            )}
          </SimpleGrid>
          <Group gap="xl">
            <Switch
              label="All day"
              checked={values.isAllDay}
              onChange={(event) => form.setFieldValue('isAllDay', event.currentTarget.checked)}
            />
            <Switch
              label="Virtual"
              checked={values.isVirtual}
              onChange={(event) => form.setFieldValue('isVirtual', event.currentTarget.checked)}
            />
          </Group>
          {values.isVirtual ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label="Meeting link"
                type="url"
                placeholder="https://"
                {...form.getInputProps('meetingLink')}
              />
              <PasswordInput
                label="Meeting password"
                description="Optional"
                visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the meeting password' }}
                {...form.getInputProps('meetingPassword')}
              />
            </SimpleGrid>
          ) : (
            <TextInput label="Location" {...form.getInputProps('location')} />
          )}
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={createEvent.isPending}>
              Schedule Event
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * What is already on the calendar with this guest (GET /api/calendar?guestId=), so a second
 * recording is not booked by mistake. Nothing is shown while loading or when there is none.
 */
function GuestSchedule({ guestId, guestName }: { guestId: number; guestName: string }) {
  const { data } = useQuery(guestCalendarEventsQueryOptions(guestId));
  const open = (data ?? [])
    .filter((event) => !event.isCompleted)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  if (open.length === 0) return null;
  return (
    <Stack gap={2} p="xs" bg="blue.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Text size="sm" fw={600}>
        Already scheduled with {guestName}
      </Text>
      {open.slice(0, 3).map((event) => (
        <Text key={event.id} size="sm">
          {formatDueDate(event.startTime)} {dayjs(event.startTime).format('h:mm A')}: {event.title}
        </Text>
      ))}
      {open.length > 3 && (
        <Text size="sm" c="dimmed">
          and {open.length - 3} more
        </Text>
      )}
    </Stack>
  );
}
