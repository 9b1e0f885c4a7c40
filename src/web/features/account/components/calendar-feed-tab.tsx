// The Calendar tab of account settings: turn the private iCalendar feed on, copy its
// URL (shown once: only its hash is stored), regenerate it (the old URL stops working) or turn it
// off. docs/decisions/010-calendar-feed-and-dark-mode.md.
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CALENDAR_FEED_TEXT } from '#shared/schemas/calendar-feed.js';
import { showToast } from '#web/lib/notify.js';
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
        <Loader size="sm" aria-label="Loading calendar feed" />
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
              <TextInput
                label={T.urlLabel}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                rightSection={
                  <CopyButton value={url} timeout={2000}>
                    {({ copied, copy }) => (
                      <Tooltip label={copied ? T.copied : T.copy} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color={copied ? 'teal' : 'gray'}
                          aria-label={T.copy}
                          onClick={() => {
                            copy();
                            showToast('Copied to clipboard', `${T.urlLabel} copied.`, 'success');
                          }}
                        >
                          {copied ? (
                            <IconCheck size={16} aria-hidden />
                          ) : (
                            <IconCopy size={16} aria-hidden />
                          )}
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </CopyButton>
                }
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
