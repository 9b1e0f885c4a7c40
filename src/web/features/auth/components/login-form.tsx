// Login mode of /auth (SPEC §2.1): username, password, Login button; "Forgot password?" opens reset.
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginSchema, type LoginInput } from '../../../../shared/schemas/auth';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onForgotPassword: () => void;
}

export function LoginForm({ onForgotPassword }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginInput>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    login.mutate(loginSchema.parse(values), {
      onError: () => form.setFieldValue('password', ''),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Login">
      <Stack gap="md">
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
