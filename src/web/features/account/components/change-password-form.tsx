// The Change Password card of the Security tab: current password, new password and its
// confirmation. The shared schema the server uses validates it, so messages are the server's.
import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES, changePasswordSchema } from '#shared/schemas/account.js';
import { useChangePassword } from '../api/change-password';
import { useAccountForm, type SecurityFormProps } from '../hooks/use-account-form';

const PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

// zod runs the match check only once every other field is valid; say it at once.
const changePasswordFormSchema = changePasswordSchema.refine(
  (value) => value.confirmPassword === value.newPassword,
  { message: ACCOUNT_MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'], when: () => true },
);

export function ChangePasswordForm({ onSessionEnded }: SecurityFormProps) {
  const changePassword = useChangePassword();
  const { form, handleSubmit } = useAccountForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    schema: changePasswordFormSchema,
    mutate: changePassword.mutate,
    onSuccess: (submitted) => submitted.reset(),
    onSessionEnded,
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="change-password-title">
      <Title id="change-password-title" order={2} fz="h3" mb="xs">
        Change Password
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        You stay signed in here; every other device is signed out.
      </Text>
      <form onSubmit={handleSubmit} noValidate aria-label="Change Password">
        <Stack gap="sm">
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            description={PASSWORD_HINT}
            withAsterisk
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={changePassword.isPending} style={{ alignSelf: 'start' }}>
            Change Password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
