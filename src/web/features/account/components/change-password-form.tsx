// The Change Password card of the Security tab: current password, new password and its
// confirmation. The shared schema the server uses validates it, so messages are the server's.
import { Text } from '@mantine/core';
import { ACCOUNT_MESSAGES, changePasswordSchema } from '#shared/schemas/account.js';
import { CurrentPasswordInput, NewPasswordFields } from '#web/components/credential-fields.js';
import { useChangePassword } from '../api/change-password';
import { useAccountForm, type SecurityFormProps } from '../hooks/use-account-form';
import { SecurityCard } from './security-card';

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
    <SecurityCard
      id="change-password"
      title="Change Password"
      intro={
        <Text size="sm" c="dimmed" mb="md">
          You stay signed in here; every other device is signed out.
        </Text>
      }
      onSubmit={handleSubmit}
      submitLabel="Change Password"
      pending={changePassword.isPending}
    >
      <CurrentPasswordInput label="Current Password" {...form.getInputProps('currentPassword')} />
      <NewPasswordFields
        labels={['New Password', 'Confirm New Password']}
        password={form.getInputProps('newPassword')}
        confirmation={form.getInputProps('confirmPassword')}
      />
    </SecurityCard>
  );
}
