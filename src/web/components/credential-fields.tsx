// The credential fields the forms share: the username (login, register), the current password
// (login, the Security tab) and a new password with its confirmation (register, step 3 of the
// reset, Change Password), with the password rules shown under the new one.
import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

const PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.';

export function UsernameInput(props: TextInputProps) {
  return <TextInput label="Username" autoComplete="username" withAsterisk {...props} />;
}

/** The current password; `label` defaults to "Password". */
export function CurrentPasswordInput({ label = 'Password', ...props }: PasswordInputProps) {
  return <PasswordInput label={label} autoComplete="current-password" withAsterisk {...props} />;
}

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
