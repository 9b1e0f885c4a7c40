// The Calendar tab of account settings: turn the private iCalendar feed on, copy its
// URL (shown once: only its hash is stored), regenerate it (the old URL stops working) or turn it
// off. docs/decisions/010-calendar-feed-and-dark-mode.md.
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CALENDAR_FEED_TEXT } from '#shared/schemas/calendar-feed.js';
import { CopyableLink } from '#web/components/copyable-link.js';
import { accountFailureMessage, isSessionEnded } from '../api/account-failure';
import { calendarFeedQueryOptions } from '../api/get-calendar-feed';
import { useTurnOffCalendarFeed } from '../api/turn-off-calendar-feed';
import { useTurnOnCalendarFeed } from '../api/turn-on-calendar-feed';

const T = CALENDAR_FEED_TEXT;

export function CalendarFeedTab({ onSessionEnded }: { onSessionEnded: () => void }) {
  const status = useQuery(calendarFeedQueryOptions());
  const turnOn = useTurnOnCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const busy = turnOn.isPending || turnOff.isPending;

  // The toasts come from the mutations; a 401 means the session is gone.
  const handleError = (error: Error) => {
    if (isSessionEnded(error)) onSessionEnded();
  };
  const handleTurnOn = (regenerate: boolean) => {
    turnOn.mutate(
      { regenerate },
      { onSuccess: (created) => setUrl(created.url), onError: handleError },
    );
  };
  const handleTurnOff = () => {
    turnOff.mutate(undefined, { onSuccess: () => setUrl(null), onError: handleError });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="calendar-feed-title">
      <Title order={2} fz="h3" mb="xs" id="calendar-feed-title">
        {T.title}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {T.intro}
      </Text>
      {status.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading calendar feed" />
      ) : status.isError ? (
        <Alert color="red">{accountFailureMessage(status.error, T.failed)}</Alert>
      ) : !status.data.enabled ? (
        <Stack gap="md" align="flex-start">
          <Text>{T.off}</Text>
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            loading={turnOn.isPending}
            disabled={busy}
            onClick={() => handleTurnOn(false)}
          >
            {T.turnOn}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          {url ? (
            <>
              <CopyableLink
                label={T.urlLabel}
                value={url}
                copyLabel={T.copy}
                copiedLabel={T.copied}
                copiedMessage={`${T.urlLabel} copied.`}
              />
              <Text size="sm">{T.onceOnly}</Text>
            </>
          ) : (
            <Text>{T.onWithoutUrl}</Text>
          )}
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={turnOn.isPending}
              disabled={busy}
              onClick={() => handleTurnOn(true)}
            >
              {T.regenerate}
            </Button>
            <Button
              variant="outline"
              color="red"
              loading={turnOff.isPending}
              disabled={busy}
              onClick={handleTurnOff}
            >
              {T.turnOff}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
