// The guest contact dialog of the Action Center (docs/product.md#board-dialogs): full name, email,
// phone, LinkedIn, title, organization and university, each with a copy button. Read afresh from
// GET /api/guests/:id (the guest may have changed since the list was loaded).
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { GuestDto } from '#shared/schemas/guests.js';
import { SectionLoader } from '#web/components/load-states.js';
import { GUEST_UNAVAILABLE, guestQueryOptions } from '../api/get-guest';
import { CopyValueButton } from './copy-value-button';
import { useDialogKeys } from '#web/lib/use-dialog-keys.js';

export interface GuestContactDialogProps {
  /** The guest whose contact details are shown; kept while the dialog closes. */
  guestId: number | null;
  opened: boolean;
  onClose: () => void;
}

const FIELDS: readonly { key: keyof GuestDto; label: string }[] = [
  { key: 'name', label: 'Full name' },
  { key: 'email', label: 'Email' },
  { key: 'phoneNumber', label: 'Phone' },
  { key: 'linkedinUrl', label: 'LinkedIn' },
  { key: 'title', label: 'Title' },
  { key: 'organization', label: 'Organization' },
  { key: 'university', label: 'University' },
];

export function GuestContactDialog({ guestId, opened, onClose }: GuestContactDialogProps) {
  const query = useQuery({
    ...guestQueryOptions(guestId ?? 0),
    enabled: guestId !== null && opened,
    // docs/product.md#api: the contact view is cached 5 minutes.
    staleTime: 5 * 60 * 1000,
  });
  const guest = query.data;

  const dialogKeys = useDialogKeys(opened, onClose);
  return (
    <Modal
      {...dialogKeys}
      opened={opened}
      onClose={onClose}
      title="Contact Info"
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        {query.isPending ? (
          <SectionLoader label="Loading contact details" />
        ) : query.isError || !guest ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            {GUEST_UNAVAILABLE}
          </Alert>
        ) : (
          <Stack gap={6}>
            {FIELDS.map(({ key, label }) => {
              const value = String(guest[key] ?? '');
              return (
                <Group key={key} gap="xs" wrap="nowrap" justify="space-between">
                  <div style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed" fw={600}>
                      {label}
                    </Text>
                    <Text
                      size="sm"
                      fs={value ? undefined : 'italic'}
                      c={value ? undefined : 'dimmed'}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {value || 'Not provided'}
                    </Text>
                  </div>
                  <CopyValueButton value={value} label={label} />
                </Group>
              );
            })}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
