// An event's SMS reminders on its Action Center row (docs/product.md#sms-notifications): what is
// set ("SMS reminders: 1 day and 1 hour before") and a Reminders button whose popover changes them.
import { Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import type { CalendarEventDto } from '#shared/schemas/action-center.js';
import { REMINDER_LABELS, REMINDER_OFFSETS, reminderSummary } from '#shared/notifications.js';
import { currentOr } from '#web/lib/conflict.js';
import { useUpdateEvent } from '../api/update-event';

export function EventReminders({ event }: { event: CalendarEventDto }) {
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  // The copy the popover opened on: a change made meanwhile is refused by its version.
  const [base, setBase] = useState(event);
  const update = useUpdateEvent();
  const open = () => {
    setBase(event);
    setChosen(event.reminders.map(String));
    setOpened(true);
  };
  const save = () =>
    update.mutate(
      { event: base, change: { reminders: chosen.map(Number) } },
      // Refused as stale: the choice stays, and saving again saves it over the change shown.
      { onSuccess: () => setOpened(false), onError: (error) => setBase(currentOr(error, base)) },
    );
  return (
    // The button goes below the summary where the row is too narrow for both (a phone).
    <Group gap={6}>
      {event.reminders.length > 0 && (
        <Text size="xs" c="dimmed">
          {reminderSummary(event.reminders)}
        </Text>
      )}
      <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow trapFocus>
        <Popover.Target>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconBell size={14} aria-hidden />}
            aria-label={`SMS reminders for ${event.title}`}
            onClick={() => (opened ? setOpened(false) : open())}
          >
            Reminders
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Checkbox.Group label="SMS reminders" value={chosen} onChange={setChosen}>
              <Stack gap={6} mt={6}>
                {[...REMINDER_OFFSETS].reverse().map((minutes) => (
                  <Checkbox
                    key={minutes}
                    value={String(minutes)}
                    label={REMINDER_LABELS[minutes]}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button size="xs" loading={update.isPending} onClick={save}>
                Save reminders
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
