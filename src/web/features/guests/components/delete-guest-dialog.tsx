// "Delete Guest" (docs/product.md#board-dialogs): deleting moves the guest to the archive, from
// which it can be restored.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
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
    <Modal
      opened={opened}
      onClose={onClose}
      title="Delete Guest"
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text>
          Are you sure you want to delete <strong>{guest?.name}</strong>? The guest will be moved to
          the archive, and you can restore them from the Guest Archive page.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            leftSection={<IconArchive size={16} aria-hidden />}
            loading={deleteGuest.isPending}
            onClick={handleArchive}
          >
            Archive Guest
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
