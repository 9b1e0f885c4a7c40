// The sign-in's answer for an account whose deletion is pending (docs/product.md#account-deletion):
// the date it will be removed, and "Cancel deletion", which keeps the account and signs in with the
// credentials just typed.
import { Text } from '@mantine/core';
import type { RefObject } from 'react';
import type { LoginInput } from '#shared/schemas/login.js';
import { ConfirmDialog } from '#web/components/confirm-dialog.js';
import { formatDeletionDate } from '#web/lib/deletion-date.js';
import { useCancelDeletion } from '../api/cancel-deletion';

interface CancelDeletionDialogProps {
  /** The credentials of the refused sign-in and the purge date, or null while closed. */
  pending: { credentials: LoginInput; purgeAfter: string } | null;
  onClose: () => void;
  /** The Login button, which its own call disabled as the dialog opened: the focus goes back there. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export function CancelDeletionDialog({
  pending,
  onClose,
  returnFocusTo,
}: CancelDeletionDialogProps) {
  const cancelDeletion = useCancelDeletion();
  return (
    <ConfirmDialog
      opened={pending !== null}
      title="Your account is scheduled for deletion"
      confirmLabel="Cancel deletion"
      busy={cancelDeletion.isPending}
      onConfirm={() => {
        if (pending) cancelDeletion.mutate(pending.credentials, { onSettled: onClose });
      }}
      onClose={onClose}
      closeLabel="Keep it scheduled"
      returnFocusTo={returnFocusTo}
    >
      {pending && (
        <Text size="sm">
          It will be removed for good, with all of its data, on{' '}
          <strong>{formatDeletionDate(pending.purgeAfter)}</strong>. Cancel the deletion to keep
          your account as it was and sign in.
        </Text>
      )}
    </ConfirmDialog>
  );
}
