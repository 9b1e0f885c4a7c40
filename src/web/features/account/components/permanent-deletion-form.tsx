// The Permanent Deletion card of the Security tab: the password and the typed confirmation
// phrase delete the account and all of its data at once, after a last confirmation in a dialog.
import { Alert, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  PERMANENT_DELETION_PHRASE,
  permanentDeleteAccountSchema,
} from '#shared/schemas/account.js';
import { ConfirmDialog } from '#web/components/confirm-dialog.js';
import { CurrentPasswordInput } from '#web/components/credential-fields.js';
import { useDeleteAccountPermanently } from '../api/delete-account-permanently';
import { useDeletionForm, type SecurityFormProps } from '../hooks/use-account-form';
import { SecurityCard } from './security-card';

export function PermanentDeletionForm({ onSessionEnded }: SecurityFormProps) {
  const deletePermanently = useDeleteAccountPermanently();
  const { form, handleSubmit, confirmation } = useDeletionForm({
    initialValues: { password: '', confirmPhrase: '' },
    schema: permanentDeleteAccountSchema,
    mutate: deletePermanently.mutate,
    onSessionEnded,
  });

  return (
    <SecurityCard
      id="permanent-deletion"
      title="Permanent Deletion"
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
      intro={
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="This cannot be undone"
          mb="md"
        >
          Your account and all of its data are deleted immediately, without a grace period.
        </Alert>
      }
      onSubmit={handleSubmit}
      submitLabel="Permanently Delete Account"
      pending={deletePermanently.isPending}
      destructive
    >
      <CurrentPasswordInput {...form.getInputProps('password')} />
      <TextInput
        label="Confirmation phrase"
        description={`Type ${PERMANENT_DELETION_PHRASE} to confirm`}
        autoComplete="off"
        spellCheck={false}
        withAsterisk
        {...form.getInputProps('confirmPhrase')}
      />
      <ConfirmDialog
        opened={confirmation.opened}
        title="Delete your account now?"
        confirmLabel="Delete permanently"
        busy={deletePermanently.isPending}
        danger
        onConfirm={confirmation.confirm}
        onClose={confirmation.close}
      >
        <Text size="sm">
          Your account and all of its data are deleted now, for good. There is no grace period and
          no way to cancel it.
        </Text>
      </ConfirmDialog>
    </SecurityCard>
  );
}
