// The schedule dialog (docs/product.md#board-dialogs, #event-validation): "Schedule with {guest}"
// (or "Create Calendar Event") with the event form. All day runs from the start of the day to
// 23:59:59.999 and hides the time and duration; a virtual event asks for a meeting link and
// password instead of a location. Duration and all day only shape the times sent
// (docs/product.md#validation). The SMS reminders follow the event type's default until the host
// ticks or unticks one. The toasts are the mutation's; the form shows the refused fields. Closing
// it with the form changed asks first (docs/decisions/044-one-question-for-every-form.md).
import {
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { EVENT_TYPES, type EventType } from '#shared/enums.js';
import { REMINDER_LABELS, REMINDER_OFFSETS } from '#shared/notifications.js';
import { fieldErrors } from '#web/lib/api.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import { useCreateAgendaItem } from '../api/create-agenda-item';
import {
  EVENT_DURATIONS,
  EVENT_TYPE_FORM_LABELS,
  initialEventForm,
  toCreateEventInput,
  validateEventForm,
  withEventType,
  type EventFormValues,
} from '../forms';
import { AgendaForm, ChoiceSelect, DescriptionInput, FormActions, TitleInput } from './form-fields';
import { GuestSchedule } from './guest-schedule';
import { DayInput } from '#web/components/day-input.js';
import { DiscardChangesDialog, useDiscardChanges } from '#web/components/discard-changes-dialog.js';

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
  const createEvent = useCreateAgendaItem('event');
  const phone = useMediaQuery('(max-width: 36em)');
  const guestId = guest?.id ?? null;
  const form = useForm<EventFormValues>({
    initialValues: initialEventForm(guest?.name ?? null),
    validate: (values) => validateEventForm(values, guestId),
  });
  // Ticked or unticked by the host: a change of event type keeps them from then on.
  const [remindersChosen, setRemindersChosen] = useState(false);
  const title = guest ? `Schedule with ${guest.name}` : 'Create Calendar Event';
  const { values } = form;

  const handleSubmit = (submitted: EventFormValues) =>
    createEvent.mutate(toCreateEventInput(submitted, guestId), {
      onSuccess: () => onClose(),
      onError: (error) => {
        const errors = fieldErrors(error);
        if (errors.startTime) errors.date = errors.startTime;
        form.setErrors(errors);
      },
    });

  const discard = useDiscardChanges({ opened, edited: form.isDirty(), close: onClose });
  return (
    <>
      <Modal
        {...discard.dialogProps}
        title={title}
        size="lg"
        centered
        fullScreen={phone}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <AgendaForm label={title} onSubmit={form.onSubmit(handleSubmit)}>
          {guest && <GuestSchedule guestId={guest.id} guestName={guest.name} />}
          <TitleInput {...form.getInputProps('title')} />
          <Select
            label="Event type"
            withAsterisk
            data={EVENT_TYPE_OPTIONS}
            allowDeselect={false}
            value={values.eventType || null}
            error={form.errors.eventType}
            onChange={(value) =>
              form.setValues(
                withEventType(form.getValues(), (value ?? '') as EventType | '', remindersChosen),
              )
            }
            comboboxProps={{ withinPortal: true }}
          />
          <SimpleGrid cols={{ base: 1, xs: values.isAllDay ? 1 : 3 }} spacing="sm">
            <DayInput
              label="Date"
              withAsterisk
              placeholder="Pick a date"
              {...form.getInputProps('date')}
            />
            {!values.isAllDay && (
              <>
                <TimeInput label="Start time" {...form.getInputProps('time')} />
                <ChoiceSelect
                  label="Duration"
                  data={DURATION_OPTIONS}
                  value={values.duration}
                  onChange={(duration) => form.setFieldValue('duration', duration)}
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
          <Checkbox.Group
            label="SMS reminders"
            description="Texts to your verified phone; change them in Account settings, Notifications"
            value={values.reminders}
            error={form.errors.reminders}
            onChange={(reminders) => {
              setRemindersChosen(true);
              form.setFieldValue('reminders', reminders);
            }}
          >
            <Group gap="md" mt={6}>
              {[...REMINDER_OFFSETS].reverse().map((minutes) => (
                <Checkbox key={minutes} value={String(minutes)} label={REMINDER_LABELS[minutes]} />
              ))}
            </Group>
          </Checkbox.Group>
          <DescriptionInput {...form.getInputProps('description')} />
          <FormActions
            submitLabel="Schedule Event"
            loading={createEvent.isPending}
            onCancel={discard.requestClose}
          />
        </AgendaForm>
      </Modal>
      <DiscardChangesDialog message="This event has not been scheduled." {...discard.question} />
    </>
  );
}
