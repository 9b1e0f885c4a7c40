// The Security tab of account settings (SPEC §2.7, §5): change the password; delete the account
// after the 30-day grace period, or permanently at once. Each form validates with the shared
// schema the server uses, so messages are the server's.
import {
  Alert,
  Button,
  Card,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_MESSAGES,
  changePasswordSchema,
  DELETION_GRACE_DAYS,
  DELETION_REASON_MAX,
  deleteAccountSchema,
  PERMANENT_DELETION_PHRASE,
  permanentDeleteAccountSchema,
} from '../../../../shared/schemas/account';
import { fieldErrors } from '../../../lib/api';
import { isSessionEnded } from '../api/account-failure';
import { useChangePassword } from '../api/change-password';
import { useDeleteAccount } from '../api/delete-account';
import { useDeleteAccountPermanently } from '../api/delete-account-permanently';

const PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

interface SecurityTabProps {
  onSessionEnded: () => void;
}

export function SecurityTab({ onSessionEnded }: SecurityTabProps) {
  return (
    <Stack gap="lg">
      <ChangePasswordForm onSessionEnded={onSessionEnded} />
      <DeleteAccountForm onSessionEnded={onSessionEnded} />
      <PermanentDeletionForm onSessionEnded={onSessionEnded} />
    </Stack>
  );
}

/** Server field errors on their fields; a 401 means the session is gone. */
function useServerErrors(
  setErrors: (errors: FormErrors) => void,
  onSessionEnded: () => void,
): (error: Error) => void {
  return (error) => {
    if (isSessionEnded(error)) onSessionEnded();
    setErrors(fieldErrors(error));
  };
}

function ChangePasswordForm({ onSessionEnded }: SecurityTabProps) {
  const changePassword = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = schemaResolver(changePasswordSchema, { sync: true })(values);
      // zod runs the match check only once every other field is valid; say it at once.
      if (!errors.confirmPassword && values.confirmPassword !== values.newPassword) {
        return { ...errors, confirmPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch };
      }
      return errors;
    },
  });
  const handleServerError = useServerErrors(form.setErrors, onSessionEnded);

  const handleSubmit = form.onSubmit((values) => {
    changePassword.mutate(values, {
      onSuccess: () => form.reset(),
      onError: handleServerError,
    });
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

function DeleteAccountForm({ onSessionEnded }: SecurityTabProps) {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const form = useForm({
    initialValues: { password: '', reason: '' },
    validate: schemaResolver(deleteAccountSchema, { sync: true }),
  });
  const handleServerError = useServerErrors(form.setErrors, onSessionEnded);

  const handleSubmit = form.onSubmit((values) => {
    deleteAccount.mutate(values, {
      onSuccess: () => void navigate('/auth', { replace: true }),
      onError: handleServerError,
    });
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

function PermanentDeletionForm({ onSessionEnded }: SecurityTabProps) {
  const navigate = useNavigate();
  const deletePermanently = useDeleteAccountPermanently();
  const form = useForm({
    initialValues: { password: '', confirmPhrase: '' },
    validate: schemaResolver(permanentDeleteAccountSchema, { sync: true }),
  });
  const handleServerError = useServerErrors(form.setErrors, onSessionEnded);

  const handleSubmit = form.onSubmit((values) => {
    deletePermanently.mutate(values, {
      onSuccess: () => void navigate('/auth', { replace: true }),
      onError: handleServerError,
    });
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
