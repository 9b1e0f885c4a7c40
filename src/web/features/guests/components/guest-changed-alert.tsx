// What the edit dialog shows when someone else changed the guest while it was open
// (docs/product.md#versions): who and when, which fields, and the choice between their version and
// the user's own. The user's typed text stays in the form until they choose.
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { statusTitle } from '#shared/guest-rules.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { useScrolledIntoView } from '#web/lib/use-scrolled-into-view.js';
import {
  changedGuestFields,
  followUpTypeText,
  GUEST_FIELD_LABELS,
  guestToFormValues,
  type GuestFormValues,
} from '../guest-form';

export interface GuestChangedAlertProps {
  /** The copy the form started from. */
  base: GuestDto;
  /** The guest as it is now. */
  theirs: GuestDto;
  /** Set when a save was refused (409): the server's message, and "Save mine" is offered. */
  refusedMessage?: string;
  onReload: () => void;
  onSaveMine?: () => void;
  saving?: boolean;
  /** Whether the form holds edits of the user's own (said to be kept) or the copy as opened. */
  edited: boolean;
}

function shown(field: keyof GuestFormValues, values: GuestFormValues): string {
  const value = values[field];
  if (field === 'status') return statusTitle(values.status);
  if (field === 'followUpType') return followUpTypeText(values.followUpType) || 'none';
  return value ? String(value) : 'empty';
}

export function GuestChangedAlert({
  base,
  theirs,
  refusedMessage,
  onReload,
  onSaveMine,
  saving = false,
  edited,
}: GuestChangedAlertProps) {
  const theirValues = guestToFormValues(theirs);
  const fields = changedGuestFields(guestToFormValues(base), theirValues);
  const who = theirs.lastModifiedByName ?? 'Someone';
  const when = new Date(theirs.updatedAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  // Brought into view when it appears or a save is refused: the user is at the buttons below.
  const ref = useScrolledIntoView<HTMLDivElement>(refusedMessage);
  return (
    <Alert
      ref={ref}
      color="orange"
      icon={<IconUsers aria-hidden />}
      // The title in the body's colour: orange on light orange is too faint to read.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title={refusedMessage ? 'Not saved: changed by someone else' : `Changed by ${who}`}
      role="alert"
    >
      <Text size="sm">
        {refusedMessage ?? `${who} changed this guest while you had it open.`} Changed {when}.
      </Text>
      {fields.length > 0 && (
        <List size="sm" mt="xs" aria-label="What they changed">
          {fields.map((field) => (
            <List.Item key={field}>
              {GUEST_FIELD_LABELS[field]}: {shown(field, theirValues)}
            </List.Item>
          ))}
        </List>
      )}
      <Text size="sm" mt="xs">
        {edited
          ? 'Your edits are still in the form.'
          : 'The form still shows the version you opened.'}
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="default" onClick={onReload}>
          Reload their version
        </Button>
        {onSaveMine && (
          <Button size="xs" color="red.9" onClick={onSaveMine} loading={saving}>
            Save mine over it
          </Button>
        )}
      </Group>
    </Alert>
  );
}
