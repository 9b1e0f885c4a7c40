// A form of the Security tab: validated with the shared schema the server uses, through Mantine's
// schema resolver, so messages are the server's. On submit the call runs (its toasts are its own);
// a failure puts the server's field errors on their fields, and a 401 means the session is gone.
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { fieldErrors } from '#web/lib/api.js';
import { isSessionEnded } from '../api/account-failure';

export interface SecurityFormProps {
  onSessionEnded: () => void;
}

interface AccountFormOptions<Values extends Record<string, unknown>> {
  initialValues: Values;
  schema: z.ZodType;
  /** The call's `mutate`. */
  mutate: (
    values: Values,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  onSuccess: (form: UseFormReturnType<Values>) => void;
  onSessionEnded: () => void;
}

export function useAccountForm<Values extends Record<string, unknown>>({
  initialValues,
  schema,
  mutate,
  onSuccess,
  onSessionEnded,
}: AccountFormOptions<Values>) {
  const form = useForm<Values>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
  const handleSubmit = form.onSubmit((values) => {
    mutate(values, {
      onSuccess: () => onSuccess(form),
      onError: (error) => {
        if (isSessionEnded(error)) onSessionEnded();
        form.setErrors(fieldErrors(error));
      },
    });
  });
  return { form, handleSubmit };
}

/**
 * A deletion form: a valid submit first asks in a dialog (docs/product.md#account-deletion), and
 * only the dialog's confirm button makes the call. Once it succeeds the user is gone, and the page
 * goes to /auth; a refusal closes the dialog and shows its errors on the form.
 */
export function useDeletionForm<Values extends Record<string, unknown>>(
  options: Omit<AccountFormOptions<Values>, 'onSuccess'>,
) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Values | null>(null);
  const { form, handleSubmit: call } = useAccountForm({
    ...options,
    mutate: (values, callbacks) =>
      options.mutate(values, {
        onSuccess: callbacks.onSuccess,
        onError: (error) => {
          setAsking(null);
          callbacks.onError(error);
        },
      }),
    onSuccess: () => void navigate('/auth', { replace: true }),
  });
  const handleSubmit = form.onSubmit((values) => setAsking(values));
  return {
    form,
    handleSubmit,
    confirmation: {
      opened: asking !== null,
      close: () => setAsking(null),
      confirm: () => call(),
    },
  };
}
