// "Duplicate Guest Detected" (docs/product.md#board-dialogs): the server's message and the guest
// already on the board, with Cancel (back to the add form) and View Existing Guest.
import { Table, Text } from '@mantine/core';
import type { RefObject } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.js';
import { statusTitle } from '#shared/guest-rules.js';
import type { DuplicateGuestResponse } from '#shared/schemas/guests.js';

export interface DuplicateGuestDialogProps {
  /** Above the dialog it warns about. */
  zIndex?: number;
  /** The form's save button: the focus goes back to it (its call had disabled it meanwhile). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  duplicate: DuplicateGuestResponse | null;
  onClose: () => void;
  onViewExisting: () => void;
}

export function DuplicateGuestDialog({
  zIndex,
  returnFocusTo,
  duplicate,
  onClose,
  onViewExisting,
}: DuplicateGuestDialogProps) {
  const existing = duplicate?.duplicateGuest;
  const rows: [string, string | null | undefined][] = [
    ['Name', existing?.name],
    ['Status', existing ? statusTitle(existing.status) : null],
    ['Email', existing?.email],
    ['Phone', existing?.phoneNumber],
    ['LinkedIn', existing?.linkedinUrl],
  ];

  return (
    <ConfirmDialog
      zIndex={zIndex}
      returnFocusTo={returnFocusTo}
      opened={duplicate !== null}
      onClose={onClose}
      title="Duplicate Guest Detected"
      confirmLabel="View Existing Guest"
      focusConfirm={false}
      onConfirm={onViewExisting}
    >
      <Text>{duplicate?.message}</Text>
      <Table variant="vertical" withTableBorder layout="fixed" aria-label="Existing guest">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={96}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {value || (
                  <Text span c="dimmed" fs="italic" size="sm">
                    Not provided
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ConfirmDialog>
  );
}
