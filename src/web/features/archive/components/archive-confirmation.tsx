// Which archive confirmation is showing (docs/product.md#archive-screen): restore or delete one
// guest, or the selection. Each fills the shared dialog frame with its title, labels and warning.
// A guest that leaves the archive while its dialog is open (restored or deleted for good by
// someone, or no longer shared) is said to be gone, as on the board (guest-gone-alert.tsx), and
// cannot be acted on again; a selection goes on without the guests that left it.
import { Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import { ConfirmDialog } from '#web/components/confirm-dialog.js';
import { GuestGoneAlert } from '#web/components/guest-gone-alert.js';

export type Confirmation =
  | { kind: 'restore'; guest: ArchivedGuestDto }
  | { kind: 'delete'; guest: ArchivedGuestDto }
  | { kind: 'bulk-restore'; guests: ArchivedGuestDto[] }
  | { kind: 'bulk-delete'; guests: ArchivedGuestDto[] };

/** How one guest, or `count` of a selection, left the archive, after its name. */
function leftTheArchive(count: number): string {
  return count === 1
    ? 'was restored or deleted for good, or is no longer shared with you'
    : 'were restored or deleted for good, or are no longer shared with you';
}

export function ConfirmationDialog({
  confirmation,
  gone,
  opened,
  busy,
  onConfirm,
  onClose,
}: {
  /** For a selection, the guests of it still in the archive. */
  confirmation: Confirmation | null;
  /** How many of the dialog's guests left the archive while it was open. */
  gone: number;
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  if (!confirmation) return null;
  const left = gone > 0;
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
          confirmDisabled={left}
        >
          <Text>
            Restore <strong>{confirmation.guest.name}</strong> to the guest board? Their journal,
            tasks, action items and events come back with them.
          </Text>
          {left && (
            <GuestGoneAlert
              name={confirmation.guest.name}
              left={leftTheArchive(1)}
              consequence="it cannot be restored"
              kept={null}
            />
          )}
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
          confirmDisabled={left}
        >
          <Text>
            Permanently delete <strong>{confirmation.guest.name}</strong>? Their tasks, action items
            and events are deleted too; journal entries are kept.
          </Text>
          <Text fw={600} c="red.8">
            This action cannot be undone.
          </Text>
          {left && (
            <GuestGoneAlert
              name={confirmation.guest.name}
              left={leftTheArchive(1)}
              consequence="it cannot be deleted here"
              kept={null}
            />
          )}
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
          confirmDisabled={count === 0}
        >
          <Text>
            Restore {count} selected guest(s) to the guest board? Their journals, tasks, action
            items and events come back with them.
          </Text>
          {left && <SelectionGone gone={gone} count={count} consequence="be restored" />}
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
          confirmDisabled={count === 0}
        >
          <Text>
            Permanently delete {count} selected guest(s), with their tasks, action items and events?
            Journal entries are kept.
          </Text>
          <Text fw={600} c="red.8">
            This action cannot be undone.
          </Text>
          {left && <SelectionGone gone={gone} count={count} consequence="be deleted here" />}
        </ConfirmDialog>
      );
    }
  }
}

/** The guests of a selection that left the archive while its dialog was open: left out. */
function SelectionGone({
  gone,
  count,
  consequence,
}: {
  gone: number;
  /** How many are still there. */
  count: number;
  /** What they cannot do, after "cannot": "be restored". */
  consequence: string;
}) {
  const total = gone + count;
  return count === 0 ? (
    <GuestGoneAlert
      name={total === 1 ? 'The selected guest' : `The ${total} selected guests`}
      left={leftTheArchive(total)}
      consequence={`${total === 1 ? 'it' : 'they'} cannot ${consequence}`}
      kept={null}
    />
  ) : (
    <GuestGoneAlert
      name={`${gone} of the ${total} selected guests`}
      left={leftTheArchive(gone)}
      consequence={`${gone === 1 ? 'it is' : 'they are'} left out`}
      kept={null}
    />
  );
}
