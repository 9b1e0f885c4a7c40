// What is already on the calendar with a guest (GET /api/calendar?guestId=), shown in the schedule
// dialog so a second recording is not booked by mistake. Nothing is shown while loading or when
// there is none. Each reads as the Action Center and the "Event moved" toast say it ("Nov 7, 2027 ·
// All day"), on Mantine's light blue, which keeps the theme's text readable in both colour schemes.
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { eventWhen } from '../agenda';
import { guestEventsQueryOptions } from '../api/get-agenda-list';

export function GuestSchedule({ guestId, guestName }: { guestId: number; guestName: string }) {
  const { data } = useQuery(guestEventsQueryOptions(guestId));
  const open = (data ?? [])
    .filter((event) => !event.isCompleted)
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  if (open.length === 0) return null;
  return (
    <Stack
      gap={2}
      p="xs"
      bg="var(--mantine-color-blue-light)"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Text size="sm" fw={600}>
        Already scheduled with {guestName}
      </Text>
      {open.slice(0, 3).map((event) => (
        <Text key={event.id} size="sm">
          {eventWhen(event)}: {event.title}
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
