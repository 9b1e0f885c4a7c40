// The new password and its confirmation, as the register form and step 3 of the reset ask them
// (the password rules shown under the first).
import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_HINT } from '../validation';

interface NewPasswordFieldsProps {
  labels: readonly [password: string, confirmation: string];
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
}

export function NewPasswordFields({ labels, password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={labels[0]}
        autoComplete="new-password"
        description={PASSWORD_HINT}
        withAsterisk
        {...password}
      />
      <PasswordInput label={labels[1]} autoComplete="new-password" withAsterisk {...confirmation} />
    </>
  );
}
