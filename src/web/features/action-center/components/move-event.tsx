// An event's Move button on its Action Center row (docs/product.md#action-center-groups): a dialog
// with the new date and, unless the event is all day, its start time. The end moves with the
// start (the duration is kept; an all-day event ends with its new day, whatever the day's length)
// and the SMS reminders with it (docs/product.md#sms-notifications).
// A start left out is refused before anything is sent, said on the field left empty; the mutation
// toasts the server's answer. Closing it with a new day or time chosen asks first
// (docs/decisions/044-one-question-for-every-form.md).
import '@mantine/dates/styles.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import type { CalendarEventDto } from '#shared/schemas/action-center.js';
import { isAllDayEvent } from '../agenda';
import { useUpdateEvent } from '../api/update-event';
import { eventTimes, initialEventForm, startFieldErrors } from '../forms';
import { AgendaForm } from './form-fields';
import { DayInput } from '#web/components/day-input.js';
import { currentOr } from '#web/lib/conflict.js';
import { DiscardChangesDialog, useDiscardChanges } from '#web/components/discard-changes-dialog.js';

/** `trigger` draws the row's button; the dialog is made afresh at each opening. */
export function MoveEvent({
  event,
  trigger,
}: {
  event: CalendarEventDto;
  trigger: (open: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const [opening, setOpening] = useState(0);
  return (
    <>
      {trigger(() => {
        setOpening((count) => count + 1);
        setOpened(true);
      })}
      {opening > 0 && (
        <MoveEventDialog
          key={opening}
          event={event}
          opened={opened}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}

function MoveEventDialog({
  event,
  opened,
  onClose,
}: {
  event: CalendarEventDto;
  opened: boolean;
  onClose: () => void;
}) {
  // The copy the host opened: a change made meanwhile (the row may be read again under the
  // dialog) is refused by its version, not overwritten.
  const [base, setBase] = useState(event);
  const allDay = isAllDayEvent(base);
  const start = dayjs(base.startTime);
  const [opening] = useState({ date: start.format('YYYY-MM-DD'), time: start.format('HH:mm') });
  const [date, setDate] = useState<string | null>(opening.date);
  const [time, setTime] = useState(opening.time);
  // "Start time is required" on the field left empty (the date, or the start time).
  const [errors, setErrors] = useState<ReturnType<typeof startFieldErrors>>({});
  const update = useUpdateEvent();

  const handleSubmit = () => {
    const values = { ...initialEventForm(null), date, time, isAllDay: allDay };
    const times = eventTimes(values);
    if (!times) {
      setErrors(startFieldErrors(values));
      return;
    }
    // An all-day event names its end, the new day's last moment: a day when the clocks change is
    // 23 or 25 hours long, so keeping the old length would end it an hour off.
    const change = allDay
      ? { startTime: times.start.toISOString(), endTime: times.end.toISOString() }
      : { startTime: times.start.toISOString() };
    update.mutate(
      { event: base, change },
      // Refused as stale: the toast says so and the answer carries the event as it is now; the
      // host's choice stays, and Move Event again saves it over that change.
      { onSuccess: () => onClose(), onError: (error) => setBase(currentOr(error, base)) },
    );
  };

  const discard = useDiscardChanges({
    opened,
    edited: date !== opening.date || (!allDay && time !== opening.time),
    close: onClose,
  });
  return (
    <>
      <Modal
        {...discard.dialogProps}
        title="Move Event"
        centered
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <AgendaForm
          label="Move Event"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            handleSubmit();
          }}
        >
          <Text size="sm">
            New start for <strong>{base.title}</strong>. The end moves with it, and its SMS
            reminders too.
          </Text>
          <Group grow align="flex-start" gap="sm">
            <DayInput
              label="Date"
              withAsterisk
              value={date}
              onChange={(value) => {
                setDate(value);
                setErrors({});
              }}
              error={errors.date}
            />
            {!allDay && (
              <TimeInput
                label="Start time"
                value={time}
                onChange={(change) => {
                  setTime(change.currentTarget.value);
                  setErrors({});
                }}
                error={errors.time}
              />
            )}
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={discard.requestClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Move Event
            </Button>
          </Group>
        </AgendaForm>
      </Modal>
      <DiscardChangesDialog message="This event has not been moved." {...discard.question} />
    </>
  );
}
