// The Team tab's confirmations (docs/product.md#team-tab): remove a member, make someone owner,
// leave, delete. While the call runs nothing can be clicked twice and the dialog stays; a refusal
// (the owner leaving a team with members, say) shows the server's reason inside the dialog.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** Why the call was refused, shown above the buttons. */
  error: string | null;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  busy,
  error,
  danger = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">{children}</Text>
        {error && (
          <Alert color="red" role="alert" title="This cannot be done yet">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            color={danger ? 'red.8' : undefined}
            loading={busy}
            onClick={onConfirm}
            data-autofocus={danger ? undefined : true}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
