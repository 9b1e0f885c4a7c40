// "Delete Guest" (docs/product.md#board-dialogs): deleting moves the guest to the archive, from
// which it can be restored.
import { Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { ConfirmDialog } from '#web/components/confirm-dialog.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { useDeleteGuest } from '../api/delete-guest';

export interface DeleteGuestDialogProps {
  /** The guest to archive; the dialog keeps showing it while it closes. */
  guest: Pick<GuestDto, 'id' | 'name'> | null;
  opened: boolean;
  onClose: () => void;
}

export function DeleteGuestDialog({ guest, opened, onClose }: DeleteGuestDialogProps) {
  const deleteGuest = useDeleteGuest();

  const handleArchive = () => {
    if (!guest) return;
    deleteGuest.mutate({ id: guest.id, name: guest.name }, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="Delete Guest"
      confirmLabel="Archive Guest"
      confirmColor="red"
      icon={<IconArchive size={16} aria-hidden />}
      busy={deleteGuest.isPending}
      dismissibleWhileBusy
      danger
      onConfirm={handleArchive}
    >
      <Text>
        Are you sure you want to delete <strong>{guest?.name}</strong>? The guest will be moved to
        the archive, and you can restore them from the Guest Archive page.
      </Text>
    </ConfirmDialog>
  );
}
