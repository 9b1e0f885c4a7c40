// The Permanent Deletion card of the Security tab: the password and the typed confirmation
// phrase delete the account and all of its data at once.
import { Alert, Button, Card, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  PERMANENT_DELETION_PHRASE,
  permanentDeleteAccountSchema,
} from '#shared/schemas/account.js';
import { useDeleteAccountPermanently } from '../api/delete-account-permanently';
import { useDeletionForm, type SecurityFormProps } from '../hooks/use-account-form';

export function PermanentDeletionForm({ onSessionEnded }: SecurityFormProps) {
  const deletePermanently = useDeleteAccountPermanently();
  const { form, handleSubmit } = useDeletionForm({
    initialValues: { password: '', confirmPhrase: '' },
    schema: permanentDeleteAccountSchema,
    mutate: deletePermanently.mutate,
    onSessionEnded,
  });

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="permanent-deletion-title"
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
    >
      <Title id="permanent-deletion-title" order={2} fz="h3" mb="xs">
        Permanent Deletion
      </Title>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="This cannot be undone"
        mb="md"
      >
        Your account and all of its data are deleted immediately, without a grace period.
      </Alert>
      <form onSubmit={handleSubmit} noValidate aria-label="Permanent Deletion">
        <Stack gap="sm">
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <TextInput
            label="Confirmation phrase"
            description={`Type ${PERMANENT_DELETION_PHRASE} to confirm`}
            autoComplete="off"
            spellCheck={false}
            withAsterisk
            {...form.getInputProps('confirmPhrase')}
          />
          <Button
            type="submit"
            color="red"
            loading={deletePermanently.isPending}
            style={{ alignSelf: 'start' }}
          >
            Permanently Delete Account
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
