// The Delete Account card of the Security tab: the password and an optional reason schedule the
// deletion after the grace period, once a dialog stating the date is confirmed; the user is signed
// out at once, and may cancel the deletion by signing in before that date.
import { Text, Textarea } from '@mantine/core';
import {
  DELETION_GRACE_DAYS,
  DELETION_REASON_MAX,
  deleteAccountSchema,
  deletionPurgeDate,
} from '#shared/schemas/account.js';
import { ConfirmDialog } from '#web/components/confirm-dialog.js';
import { CurrentPasswordInput } from '#web/components/credential-fields.js';
import { formatDeletionDate } from '#web/lib/deletion-date.js';
import { useDeleteAccount } from '../api/delete-account';
import { useDeletionForm, type SecurityFormProps } from '../hooks/use-account-form';
import { SecurityCard } from './security-card';

export function DeleteAccountForm({ onSessionEnded }: SecurityFormProps) {
  const deleteAccount = useDeleteAccount();
  const { form, handleSubmit, confirmation } = useDeletionForm({
    initialValues: { password: '', reason: '' },
    schema: deleteAccountSchema,
    mutate: deleteAccount.mutate,
    onSessionEnded,
  });

  return (
    <SecurityCard
      id="delete-account"
      title="Delete Account"
      intro={
        <Text size="sm" mb="md">
          Deleting your account logs you out at once. After a {DELETION_GRACE_DAYS}-day grace period
          the account and all of its data (guests, journal, tasks, action items and events) are
          removed permanently. Until then, signing in offers to cancel the deletion.
        </Text>
      }
      onSubmit={handleSubmit}
      submitLabel="Delete Account"
      pending={deleteAccount.isPending}
      destructive
    >
      <CurrentPasswordInput {...form.getInputProps('password')} />
      <Textarea
        label="Reason (optional)"
        autosize
        minRows={2}
        maxLength={DELETION_REASON_MAX}
        {...form.getInputProps('reason')}
      />
      <ConfirmDialog
        opened={confirmation.opened}
        title="Delete your account?"
        confirmLabel="Schedule deletion"
        busy={deleteAccount.isPending}
        danger
        onConfirm={confirmation.confirm}
        onClose={confirmation.close}
      >
        <Text size="sm">
          You will be logged out now. On{' '}
          <strong>{formatDeletionDate(deletionPurgeDate(new Date()))}</strong> your account and all
          of its data are removed for good.
        </Text>
        <Text size="sm">
          Until then you can take it back: sign in with your username and password and choose Cancel
          deletion.
        </Text>
      </ConfirmDialog>
    </SecurityCard>
  );
}
