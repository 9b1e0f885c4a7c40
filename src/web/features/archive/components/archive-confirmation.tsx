// Which archive confirmation is showing (docs/product.md#archive-screen): restore or delete one
// guest, or the selection. Each fills the shared dialog frame with its title, labels and warning.
import { Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import { ConfirmDialog } from '#web/components/confirm-dialog.js';

export type Confirmation =
  | { kind: 'restore'; guest: ArchivedGuestDto }
  | { kind: 'delete'; guest: ArchivedGuestDto }
  | { kind: 'bulk-restore'; guests: ArchivedGuestDto[] }
  | { kind: 'bulk-delete'; guests: ArchivedGuestDto[] };

export function ConfirmationDialog({
  confirmation,
  opened,
  busy,
  onConfirm,
  onClose,
}: {
  confirmation: Confirmation | null;
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  if (!confirmation) return null;
  const common = { opened, busy, onConfirm, onClose };
  const restoreIcon = <IconArrowBackUp size={16} aria-hidden />;
  const deleteIcon = <IconTrash size={16} aria-hidden />;
  switch (confirmation.kind) {
    case 'restore':
      return (
        <ConfirmDialog
          {...common}
          title="Restore Guest"
          confirmLabel="Restore"
          busyLabel="Restoring..."
          icon={restoreIcon}
        >
          <Text>
            Restore <strong>{confirmation.guest.name}</strong> to the guest board? Their journal,
            tasks, action items and events come back with them.
          </Text>
        </ConfirmDialog>
      );
    case 'delete':
      return (
        <ConfirmDialog
          {...common}
          title="Permanently Delete Guest"
          confirmLabel="Delete Permanently"
          busyLabel="Deleting..."
          icon={deleteIcon}
          danger
        >
          <Text>
            Permanently delete <strong>{confirmation.guest.name}</strong>? Their tasks, action items
            and events are deleted too; journal entries are kept.
          </Text>
          <Text fw={600} c="red.8">
            This action cannot be undone.
          </Text>
        </ConfirmDialog>
      );
    case 'bulk-restore': {
      const count = confirmation.guests.length;
      return (
        <ConfirmDialog
          {...common}
          title="Bulk Restore Confirmation"
          confirmLabel={`Yes, Restore ${count} Guest(s)`}
          busyLabel="Restoring..."
          icon={restoreIcon}
        >
          <Text>
            Restore {count} selected guest(s) to the guest board? Their journals, tasks, action
            items and events come back with them.
          </Text>
        </ConfirmDialog>
      );
    }
    case 'bulk-delete': {
      const count = confirmation.guests.length;
      return (
        <ConfirmDialog
          {...common}
          title="Bulk Delete Confirmation"
          confirmLabel={`Yes, Delete ${count} Guest(s)`}
          busyLabel="Deleting..."
          icon={deleteIcon}
          danger
        >
          <Text>
            Permanently delete {count} selected guest(s), with their tasks, action items and events?
            Journal entries are kept.
          </Text>
          <Text fw={600} c="red.8">
            This action cannot be undone.
          </Text>
        </ConfirmDialog>
      );
    }
  }
}
