// Login mode of /auth (docs/product.md#auth-screen): username, password, Login button; "Forgot
// password?" opens reset. A sign-in to an account whose deletion is pending offers to cancel it.
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { LoginInput } from '#shared/schemas/login.js';
import { CurrentPasswordInput, UsernameInput } from '#web/components/credential-fields.js';
import { lazyNamed } from '#web/lib/lazy-named.js';
import { pendingDeletionOf } from '../api/cancel-deletion';
import { useLogin } from '../api/login';

// Only an account whose deletion is pending needs it: kept out of /auth's first load.
const CancelDeletionDialog = lazyNamed(
  () => import('./cancel-deletion-dialog'),
  'CancelDeletionDialog',
);

// The login schema (and zod with it) is only needed on submit, so it loads right after the form
// shows instead of before it: /auth's first load stays small (docs/performance.md).
const loadLoginSchema = () => import('#shared/schemas/login.js');

interface LoginFormProps {
  onForgotPassword: () => void;
}

export function LoginForm({ onForgotPassword }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginInput>({ initialValues: { username: '', password: '' } });
  const [pendingDeletion, setPendingDeletion] = useState<{
    credentials: LoginInput;
    purgeAfter: string;
  } | null>(null);
  // Once opened, the dialog stays mounted, closed, so that closing it gives the focus back to the
  // Login button (docs/product.md#auth-screen) instead of taking the focus away with it.
  const [deletionAsked, setDeletionAsked] = useState(false);
  if (pendingDeletion && !deletionAsked) setDeletionAsked(true);
  const loginButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    void loadLoginSchema().catch(() => undefined);
  }, []);

  const handleSubmit = form.onSubmit(async (values) => {
    // If the schema cannot load (offline), the server's own validation answers instead.
    const schema = await loadLoginSchema().then(
      (module) => module.loginSchema,
      () => null,
    );
    if (schema) {
      const errors = schemaResolver(schema, { sync: true })(values);
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        return;
      }
    }
    const credentials = schema ? schema.parse(values) : values;
    login.mutate(credentials, {
      onError: (error) => {
        const purgeAfter = pendingDeletionOf(error);
        if (purgeAfter) setPendingDeletion({ credentials, purgeAfter });
        form.setFieldValue('password', '');
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Login">
      <Stack gap="md">
        <UsernameInput {...form.getInputProps('username')} />
        <CurrentPasswordInput {...form.getInputProps('password')} />
        <Group justify="flex-end" mt={-8}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot password?
          </Anchor>
        </Group>
        <Button ref={loginButton} type="submit" fullWidth loading={login.isPending}>
          Login
        </Button>
      </Stack>
      {deletionAsked && (
        <Suspense>
          <CancelDeletionDialog
            pending={pendingDeletion}
            onClose={() => setPendingDeletion(null)}
            returnFocusTo={loginButton}
          />
        </Suspense>
      )}
    </form>
  );
}
