// What a dialog or sheet open on a guest shows when the guest leaves while it is open
// (docs/product.md#live-updates): archived or deleted by someone, or no longer shared with the
// user; for the archive's dialogs, restored or deleted for good (docs/product.md#archive-screen).
// It stays open on the copy it showed, so nothing the user typed is lost; what it can no longer do
// is said here.
import { Alert, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useScrolledIntoView } from '#web/lib/use-scrolled-into-view.js';

export interface GuestGoneAlertProps {
  name: string;
  /** How it left, after the name; by default as a guest leaves the board. */
  left?: string;
  /** What can no longer be done, after "so": "this form cannot be saved". */
  consequence: string;
  /** Where the user's typed text is, when there is some. */
  kept: string | null;
}

export function GuestGoneAlert({
  name,
  left = 'was archived or deleted, or is no longer shared with you',
  consequence,
  kept,
}: GuestGoneAlertProps) {
  const ref = useScrolledIntoView<HTMLDivElement>();
  return (
    <Alert
      ref={ref}
      color="red"
      icon={<IconUsers aria-hidden />}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title="No longer available"
      role="alert"
    >
      <Text size="sm">
        {name} {left}, so {consequence}.
      </Text>
      {kept && (
        <Text size="sm" mt="xs">
          {kept}
        </Text>
      )}
    </Alert>
  );
}
