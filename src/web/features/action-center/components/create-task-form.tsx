// The journal's Create Task tab (SPEC §2.4, §5 "Task"): title, description, a due date or
// evergreen, status, and, for a guest's task that is not evergreen, the option to move the guest's
// follow-up date (with its type) to the due date. Failures show SPEC §8's 10-second toast.
import '@mantine/dates/styles.css';
import {
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
import { FOLLOW_UP_TYPES, type FollowUpType } from '../../../../shared/enums';
import { followUpLabel } from '../../../../shared/guest-rules';
import { fieldErrors } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { formatDueDate } from '../agenda';
import { useCreateTask } from '../api/create-task';
import {
  canUpdateFollowUp,
  EMPTY_TASK_FORM,
  TASK_STATUS_OPTIONS,
  toCreateTaskInput,
  validateTaskForm,
  withDueDate,
  withEvergreen,
  type TaskFormValues,
} from '../forms';
import { CALENDAR_LABELS } from './calendar-labels';
import { showCreationFailedToast } from './creation-failed-toast';

const FOLLOW_UP_TYPE_OPTIONS = FOLLOW_UP_TYPES.map((type) => ({
  value: type,
  label: type === 'linkedin' ? 'LinkedIn' : followUpLabel(type),
}));

export interface CreateTaskFormProps {
  /** The guest the task is for. */
  guest: { id: number; name: string };
  /** A task was created (e.g. to show the activity log). */
  onCreated?: () => void;
}

export function CreateTaskForm({ guest, onCreated }: CreateTaskFormProps) {
  const createTask = useCreateTask();
  const form = useForm<TaskFormValues>({
    initialValues: EMPTY_TASK_FORM,
    validate: (values) => validateTaskForm(values, guest.id),
  });
  const { values } = form;
  const followUpOffered = canUpdateFollowUp(values, guest.id);

  const handleSubmit = (submitted: TaskFormValues) => {
    const input = toCreateTaskInput(submitted, guest.id);
    createTask.mutate(input, {
      onSuccess: (task) => {
        showToast(
          'Task created',
          input.updateFollowUpDate && task.dueDate
            ? `${task.title} was created; ${guest.name}'s follow-up date is now ${formatDueDate(task.dueDate)}.`
            : `${task.title} was created.`,
          'success',
        );
        form.reset();
        onCreated?.();
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        showCreationFailedToast('Task Creation Failed', error, {
          failed: 'Failed to create task',
          validation: 'Task validation failed',
        });
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate aria-label="Create Task">
      <Stack gap="sm">
        <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label="Due date"
            placeholder={values.isEvergreen ? 'Evergreen: no due date' : 'Pick a date'}
            valueFormat="MMM D, YYYY"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear due date' }}
            popoverProps={{ withinPortal: true }}
            ariaLabels={CALENDAR_LABELS}
            hideOutsideDates
            weekendDays={[]}
            value={values.dueDate}
            error={form.errors.dueDate}
            onChange={(value) => form.setValues(withDueDate(form.values, value))}
          />
          <Select
            label="Status"
            data={TASK_STATUS_OPTIONS}
            allowDeselect={false}
            value={values.status}
            onChange={(value) =>
              form.setFieldValue('status', (value ?? 'pending') as TaskFormValues['status'])
            }
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Checkbox
          label="Evergreen (active until completed, no due date)"
          checked={values.isEvergreen}
          onChange={(event) =>
            form.setValues(withEvergreen(form.values, event.currentTarget.checked))
          }
        />
        {followUpOffered && (
          <Checkbox
            label={`Update ${guest.name}'s follow-up date to the due date`}
            checked={values.updateFollowUpDate}
            onChange={(event) =>
              form.setFieldValue('updateFollowUpDate', event.currentTarget.checked)
            }
          />
        )}
        {followUpOffered && values.updateFollowUpDate && (
          <Select
            label="Follow-up type"
            withAsterisk
            placeholder="Choose a type"
            data={FOLLOW_UP_TYPE_OPTIONS}
            value={values.followUpType || null}
            error={form.errors.followUpType}
            onChange={(value) =>
              form.setFieldValue('followUpType', (value ?? '') as FollowUpType | '')
            }
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={createTask.isPending}>
            Create Task
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
