// The Notifications tab of account settings (docs/product.md#sms-notifications): SMS notifications
// on or off (off withdraws consent, recorded with its time), the time zone (the browser's until one
// is saved), quiet hours, the morning digest, when a guest counts as quiet, and the newest messages
// with their status. Without a verified phone it says so and links to /verify-phone.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  notificationPreferencesBodySchema,
  type NotificationPreferences,
  type SmsMessageDto,
  type SmsMessageStatus,
} from '#shared/schemas/notifications.js';
import { formatRecentTime } from '#web/lib/dates.js';
import { fieldErrors, issueErrors, serverMessage } from '#web/lib/api.js';
import { conflictOf } from '#web/lib/conflict.js';
import { searchOptionsFilter } from '#web/lib/search-options-filter.js';
import { useFollowSaved } from '#web/lib/use-follow-saved.js';
import {
  browserZone,
  messagesQueryOptions,
  preferencesQueryOptions,
  useSavePreferences,
} from '../api/notifications';

const STATUS_COLORS: Readonly<Record<SmsMessageStatus, string>> = {
  pending: 'blue',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
  skipped: 'yellow',
};
const STATUS_LABELS: Readonly<Record<SmsMessageStatus, string>> = {
  pending: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
  skipped: 'Not sent',
};

export function NotificationsTab() {
  const preferences = useQuery(preferencesQueryOptions());
  return (
    <Stack gap="md">
      <Card withBorder padding="lg" component="section" aria-labelledby="sms-notifications-title">
        <Title order={2} fz="h3" mb="xs" id="sms-notifications-title">
          SMS notifications
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          Text reminders before your calendar events and a morning digest of what is due.
        </Text>
        {preferences.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading notification settings" />
        ) : preferences.isError ? (
          <Alert color="red">
            {serverMessage(preferences.error) ?? 'Could not load the notification settings'}
          </Alert>
        ) : (
          <PreferencesForm current={preferences.data} />
        )}
      </Card>
      <MessageList />
    </Stack>
  );
}

/** What the form shows of the saved settings: the browser's zone until one is saved. */
function preferencesOf(saved: NotificationPreferences) {
  return {
    timeZone: saved.timeZone ?? browserZone(),
    quietStart: saved.quietStart,
    quietEnd: saved.quietEnd,
    digestEnabled: saved.digestEnabled,
    digestTime: saved.digestTime,
    // As typed ("1." on the way to "1.5" is text), made a number or null when saved.
    quietDaysLimbo: saved.quietDaysLimbo as number | string | null,
    quietDaysOther: saved.quietDaysOther as number | string | null,
  };
}
type PreferenceValues = ReturnType<typeof preferencesOf>;

const sameValues = (a: PreferenceValues, b: PreferenceValues) =>
  JSON.stringify(a) === JSON.stringify(b);

function PreferencesForm({ current }: { current: NotificationPreferences }) {
  const save = useSavePreferences();
  const form = useForm<PreferenceValues>({ initialValues: preferencesOf(current) });
  // The saved copy the form's values come from: its `updatedAt` goes with the form's save, so a
  // save made since elsewhere is refused, not overwritten (docs/product.md#versions).
  const [base, setBase] = useState(current);
  const show = (saved: NotificationPreferences) => {
    const values = preferencesOf(saved);
    form.setValues(values);
    form.resetDirty(values);
    setBase(saved);
  };
  // Read again (the switch's save, a save in another tab, a STOP reply): an untouched form shows
  // it; edits stay in the form, unsaved.
  useFollowSaved(current, form.isDirty, show);
  const { values, errors } = form;
  const zones = useMemo(() => {
    const all = Intl.supportedValuesOf('timeZone');
    return all.includes(values.timeZone) ? all : [values.timeZone, ...all];
  }, [values.timeZone]);
  // The switch is saved on its own. What it saved is the form's copy with the switch changed,
  // unless someone else changed the form's settings meanwhile: then the form keeps its copy, and
  // its save is refused as stale.
  const toggle = (smsEnabled: boolean) =>
    save.mutate(
      { smsEnabled },
      {
        onSuccess: (saved) =>
          setBase((edited) =>
            sameValues(preferencesOf(edited), preferencesOf(saved)) ? saved : edited,
          ),
      },
    );
  // Checked as the server checks it first (a day count of 0 says why, rather than becoming 1);
  // saved from the copy the form edits.
  const handleSave = () => {
    const days = (value: number | string | null) =>
      value === null || value === '' ? null : Number(value);
    const sent = form.getValues();
    const body = {
      ...sent,
      quietDaysLimbo: days(sent.quietDaysLimbo),
      quietDaysOther: days(sent.quietDaysOther),
      updatedAt: base.updatedAt,
    };
    const checked = notificationPreferencesBodySchema.safeParse(body);
    const found = checked.success ? {} : issueErrors(checked.error.issues);
    if (Object.keys(found).length > 0) {
      form.setErrors(found);
      return;
    }
    save.mutate(body, {
      // Unless the host typed on while it saved: their edits stay, to be saved next.
      onSuccess: (saved) => {
        form.clearErrors();
        if (sameValues(form.getValues(), sent)) show(saved);
        else {
          form.resetDirty(sent);
          setBase(saved);
        }
      },
      onError: (error) => {
        // Saved elsewhere since this copy (the toast names who): the form shows the settings as
        // they are.
        const conflict = conflictOf<NotificationPreferences>(error);
        if (conflict) {
          form.clearErrors();
          show(conflict.conflict.current);
          return;
        }
        form.setErrors(fieldErrors(error));
      },
    });
  };

  if (!current.phoneVerified) {
    return (
      <Alert color="yellow">
        <Text size="sm" c="bright">
          SMS notifications need a verified phone number.{' '}
          <Anchor component={Link} to="/verify-phone">
            Verify your phone number
          </Anchor>
        </Text>
      </Alert>
    );
  }

  return (
    <Stack gap="md">
      <Switch
        label="Send me SMS notifications"
        description={
          current.smsEnabled
            ? 'Turning this off withdraws your consent: only sign-in security codes are sent. You can also reply STOP to any message.'
            : 'Off: no notifications are sent, only sign-in security codes.'
        }
        checked={current.smsEnabled}
        disabled={save.isPending}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      {current.consentChangedAt && (
        <Text size="xs" c="dimmed">
          Consent {current.smsEnabled ? 'given' : 'withdrawn'} on{' '}
          {dayjs(current.consentChangedAt).format('MMM D, YYYY [at] h:mm A')}
        </Text>
      )}
      <Select
        label="Time zone"
        description={
          current.timeZone ? undefined : 'Taken from this browser; save to use it for messages.'
        }
        data={zones}
        searchable
        filter={searchOptionsFilter}
        allowDeselect={false}
        value={values.timeZone}
        error={errors.timeZone}
        onChange={(zone) => zone && form.setFieldValue('timeZone', zone)}
        comboboxProps={{ withinPortal: true }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TimeInput
          label="Quiet hours start"
          description="No texts from this time"
          value={values.quietStart}
          error={errors.quietStart}
          onChange={(event) => form.setFieldValue('quietStart', event.currentTarget.value)}
        />
        <TimeInput
          label="Quiet hours end"
          description={
            values.quietEnd !== '' && values.quietEnd === values.quietStart
              ? 'The same as the start: no quiet hours'
              : 'until this time (your zone)'
          }
          value={values.quietEnd}
          error={errors.quietEnd}
          onChange={(event) => form.setFieldValue('quietEnd', event.currentTarget.value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Switch
          label="Morning digest"
          description="What is due today and which guests went quiet; nothing on a quiet day."
          checked={values.digestEnabled}
          onChange={(event) => form.setFieldValue('digestEnabled', event.currentTarget.checked)}
        />
        <TimeInput
          label="Digest time"
          value={values.digestTime}
          disabled={!values.digestEnabled}
          error={errors.digestTime}
          onChange={(event) => form.setFieldValue('digestTime', event.currentTarget.value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label="Quiet after (days in Limbo)"
          description="Empty: never"
          min={1}
          max={365}
          clampBehavior="none"
          value={values.quietDaysLimbo ?? ''}
          error={errors.quietDaysLimbo}
          onChange={(value) => form.setFieldValue('quietDaysLimbo', value)}
        />
        <NumberInput
          label="Quiet after (days in other columns)"
          description="Empty: never"
          min={1}
          max={365}
          clampBehavior="none"
          value={values.quietDaysOther ?? ''}
          error={errors.quietDaysOther}
          onChange={(value) => form.setFieldValue('quietDaysOther', value)}
        />
      </SimpleGrid>
      <Group>
        <Button onClick={handleSave} loading={save.isPending}>
          Save notification settings
        </Button>
        {form.isDirty() && (
          <Text size="sm" c="dimmed">
            Unsaved changes
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function MessageList() {
  const messages = useQuery(messagesQueryOptions());
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sms-messages-title">
      <Title order={2} fz="h3" mb="xs" id="sms-messages-title">
        Recent messages
      </Title>
      {messages.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading messages" />
      ) : messages.isError ? (
        <Alert color="red">{serverMessage(messages.error) ?? 'Could not load the messages'}</Alert>
      ) : messages.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          No messages yet. Reminders appear here once you schedule an event with them.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table verticalSpacing="xs" aria-label="Recent messages">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When and status</Table.Th>
                <Table.Th>Message</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {messages.data.map((message) => (
                <MessageRow key={message.id} message={message} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

function MessageRow({ message }: { message: SmsMessageDto }) {
  const when = message.sentAt ?? message.scheduledFor;
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
        <Text size="sm">{formatRecentTime(when)}</Text>
        <Group gap={6} mt={2}>
          <Badge
            color={STATUS_COLORS[message.status]}
            variant="light"
            c="bright"
            tt="none"
            style={{ flexShrink: 0, overflow: 'visible' }}
            styles={{ label: { overflow: 'visible' } }}
          >
            {STATUS_LABELS[message.status]}
          </Badge>
          <Text size="xs" c="dimmed">
            {message.kind === 'digest' ? 'Digest' : 'Reminder'}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
        {message.body ? (
          <Text size="sm">{message.body}</Text>
        ) : (
          <Text size="sm">{message.about ?? 'Reminder of a deleted event'}</Text>
        )}
        {message.note && (
          <Text size="xs" c="dimmed">
            {message.note}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
