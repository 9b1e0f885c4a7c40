// The Security tab of account settings (docs/product.md#account-screen, #validation): change the
// password; delete the account after the 30-day grace period, or permanently at once. Each form
// validates with the shared schema the server uses, so messages are the server's.
import { Stack } from '@mantine/core';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountForm } from './delete-account-form';
import { PermanentDeletionForm } from './permanent-deletion-form';

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
