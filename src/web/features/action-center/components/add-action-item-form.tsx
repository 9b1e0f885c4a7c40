// The Action Center's inline Add Action Item form (SPEC §2.4, §5 "Action item"): title,
// description, a due date or evergreen, priority (default medium) and an optional guest. A session
// check precedes creation; an expired session sends the host to /auth after 1.5 s (SPEC §8, §9).
import '@mantine/dates/styles.css';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Priority } from '../../../../shared/enums';
import { fieldErrors } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { USER_QUERY_KEY } from '../../../lib/session';
import {
  isSessionExpiry,
  SESSION_EXPIRED_MESSAGE,
  useCreateActionItem,
} from '../api/create-action-item';
import {
  EMPTY_ACTION_ITEM_FORM,
  PRIORITY_OPTIONS,
  toCreateActionItemInput,
  validateActionItemForm,
  withDueDate,
  withEvergreen,
  type ActionItemFormValues,
} from '../forms';
import { CALENDAR_LABELS } from './calendar-labels';
import { showCreationFailedToast } from './creation-failed-toast';

/** SPEC §9: the login redirect waits 1.5 seconds. */
export const LOGIN_REDIRECT_MS = 1500;

export interface AddActionItemFormProps {
  guests: readonly { id: number; name: string }[];
  onDone: () => void;
}

export function AddActionItemForm({ guests, onDone }: AddActionItemFormProps) {
  const createActionItem = useCreateActionItem();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [sessionExpired, setSessionExpired] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  const form = useForm<ActionItemFormValues>({
    initialValues: EMPTY_ACTION_ITEM_FORM,
    validate: validateActionItemForm,
  });

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const handleSubmit = (values: ActionItemFormValues) => {
    createActionItem.mutate(toCreateActionItemInput(values), {
      onSuccess: (item) => {
        showToast('Action item added', `${item.title} was added.`, 'success');
        form.reset();
        onDone();
      },
      onError: (error) => {
        if (isSessionExpiry(error)) {
          setSessionExpired(true);
          showToast(
            'Authentication Error',
            'Your session has expired. Redirecting to login page...',
            'error',
          );
          redirect.current = window.setTimeout(() => {
            queryClient.removeQueries({
              predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0],
            });
            queryClient.setQueryData(USER_QUERY_KEY, null);
            void navigate('/auth', { replace: true });
          }, LOGIN_REDIRECT_MS);
          return;
        }
        form.setErrors(fieldErrors(error));
        showCreationFailedToast('Action Item Creation Failed', error, {
          failed: 'Failed to create action item',
          validation: 'Action item validation failed',
        });
      },
    });
  };

  const guestOptions = guests.map((guest) => ({ value: String(guest.id), label: guest.name }));

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label="Add Action Item">
      <Stack gap="sm">
        {sessionExpired && (
          <Alert color="red" title="Session expired">
            {SESSION_EXPIRED_MESSAGE}
          </Alert>
        )}
        <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label="Due date"
            placeholder={form.values.isEvergreen ? 'Evergreen: no due date' : 'Pick a date'}
            valueFormat="MMM D, YYYY"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear due date' }}
            popoverProps={{ withinPortal: true }}
            ariaLabels={CALENDAR_LABELS}
            hideOutsideDates
            weekendDays={[]}
            value={form.values.dueDate}
            error={form.errors.dueDate}
            onChange={(value) => form.setValues(withDueDate(form.values, value))}
          />
          <Select
            label="Priority"
            data={PRIORITY_OPTIONS}
            allowDeselect={false}
            value={form.values.priority}
            onChange={(value) => form.setFieldValue('priority', (value ?? 'medium') as Priority)}
          />
        </SimpleGrid>
        <Checkbox
          label="Evergreen (active until completed, no due date)"
          checked={form.values.isEvergreen}
          onChange={(event) =>
            form.setValues(withEvergreen(form.values, event.currentTarget.checked))
          }
        />
        {guestOptions.length > 0 && (
          <Select
            label="Guest"
            placeholder="None"
            data={guestOptions}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Clear guest' }}
            nothingFoundMessage="No guest by that name"
            value={form.values.guestId || null}
            onChange={(value) => form.setFieldValue('guestId', value ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={createActionItem.isPending} disabled={sessionExpired}>
            Save Action Item
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
