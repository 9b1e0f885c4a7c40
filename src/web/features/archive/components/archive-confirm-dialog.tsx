// The archive's confirmation dialogs (docs/product.md#archive-screen): "Restore Guest",
// "Permanently Delete Guest", "Bulk Delete Confirmation" and "Bulk Restore Confirmation" share this
// frame. While the call runs the confirm button shows its busy text ("Restoring...", "Deleting...")
// and nothing can be clicked twice; the dialog cannot be dismissed mid-call.
import { Button, Group, Loader, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ArchiveConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Red for permanent deletion, the primary colour for restoring. */
  danger?: boolean;
  icon?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}

export function ArchiveConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  busyLabel,
  busy,
  danger = false,
  icon,
  onConfirm,
  onClose,
}: ArchiveConfirmDialogProps) {
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
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button
            color={danger ? 'red.8' : undefined}
            leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : icon}
            disabled={busy}
            aria-busy={busy}
            onClick={onConfirm}
            data-autofocus={danger ? undefined : true}
          >
            {busy ? busyLabel : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
