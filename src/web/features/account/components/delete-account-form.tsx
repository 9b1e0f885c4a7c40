// The Delete Account card of the Security tab: the password and an optional reason schedule the
// deletion after the grace period; the user is signed out at once.
import { Button, Card, PasswordInput, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  DELETION_GRACE_DAYS,
  DELETION_REASON_MAX,
  deleteAccountSchema,
} from '#shared/schemas/account.js';
import { useDeleteAccount } from '../api/delete-account';
import { useDeletionForm, type SecurityFormProps } from '../hooks/use-account-form';

export function DeleteAccountForm({ onSessionEnded }: SecurityFormProps) {
  const deleteAccount = useDeleteAccount();
  const { form, handleSubmit } = useDeletionForm({
    initialValues: { password: '', reason: '' },
    schema: deleteAccountSchema,
    mutate: deleteAccount.mutate,
    onSessionEnded,
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="delete-account-title">
      <Title id="delete-account-title" order={2} fz="h3" mb="xs">
        Delete Account
      </Title>
      <Text size="sm" mb="md">
        Deleting your account logs you out at once, and you cannot log in again. After a{' '}
        {DELETION_GRACE_DAYS}-day grace period the account and all of its data (guests, journal,
        tasks, action items and events) are removed permanently.
      </Text>
      <form onSubmit={handleSubmit} noValidate aria-label="Delete Account">
        <Stack gap="sm">
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Textarea
            label="Reason (optional)"
            autosize
            minRows={2}
            maxLength={DELETION_REASON_MAX}
            {...form.getInputProps('reason')}
          />
          <Button
            type="submit"
            color="red"
            loading={deleteAccount.isPending}
            style={{ alignSelf: 'start' }}
          >
            Delete Account
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
