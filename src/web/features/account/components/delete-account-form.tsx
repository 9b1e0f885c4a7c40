// The Delete Account card of the Security tab: the password and an optional reason schedule the
// deletion after the grace period; the user is signed out at once.
import { Text, Textarea } from '@mantine/core';
import {
  DELETION_GRACE_DAYS,
  DELETION_REASON_MAX,
  deleteAccountSchema,
} from '#shared/schemas/account.js';
import { CurrentPasswordInput } from '#web/components/credential-fields.js';
import { useDeleteAccount } from '../api/delete-account';
import { useDeletionForm, type SecurityFormProps } from '../hooks/use-account-form';
import { SecurityCard } from './security-card';

export function DeleteAccountForm({ onSessionEnded }: SecurityFormProps) {
  const deleteAccount = useDeleteAccount();
  const { form, handleSubmit } = useDeletionForm({
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
          Deleting your account logs you out at once, and you cannot log in again. After a{' '}
          {DELETION_GRACE_DAYS}-day grace period the account and all of its data (guests, journal,
          tasks, action items and events) are removed permanently.
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
    </SecurityCard>
  );
}
