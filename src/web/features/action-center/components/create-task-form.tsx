// The journal's Create Task tab (docs/product.md#board-dialogs, #task-validation): title,
// description, a due date or evergreen, status, in a team who it is assigned to
// (docs/product.md#action-center-assignees), and, for a guest's task that is not evergreen, the
// option to move the guest's follow-up date (with its type) to the due date. The toasts are the
// mutation's; the form shows the fields the server refused. The sheet it is drawn in asks before
// closing with the form filled in (docs/decisions/044-one-question-for-every-form.md).
import { Checkbox, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FOLLOW_UP_TYPES, type FollowUpType } from '#shared/enums.js';
import { FOLLOW_UP_TYPE_TITLES } from '#shared/guest-rules.js';
import { useReportEdits } from '#web/components/discard-changes-dialog.js';
import { fieldErrors } from '#web/lib/api.js';
import { useCreateAgendaItem } from '../api/create-agenda-item';
import {
  canUpdateFollowUp,
  EMPTY_TASK_FORM,
  TASK_STATUS_OPTIONS,
  toCreateTaskInput,
  validateTaskForm,
  type TaskFormValues,
} from '../forms';
import { AgendaForm, DueItemFields, FormActions } from './form-fields';

const FOLLOW_UP_TYPE_OPTIONS = FOLLOW_UP_TYPES.map((type) => ({
  value: type,
  label: FOLLOW_UP_TYPE_TITLES[type],
}));

export interface CreateTaskFormProps {
  /** The guest the task is for. */
  guest: { id: number; name: string };
  /** A task was created (e.g. to show the activity log). */
  onCreated?: () => void;
  /**
   * The guest left while the form was open (archived, deleted or no longer shared): the typed
   * fields stay, Create Task is disabled (docs/product.md#live-updates).
   */
  unavailable?: boolean;
}

export function CreateTaskForm({ guest, onCreated, unavailable = false }: CreateTaskFormProps) {
  const createTask = useCreateAgendaItem('task');
  const form = useForm<TaskFormValues>({
    initialValues: EMPTY_TASK_FORM,
    validate: (values) => validateTaskForm(values, guest.id),
  });
  const { values } = form;
  useReportEdits(form.isDirty());
  const followUpOffered = canUpdateFollowUp(values, guest.id);

  const handleSubmit = (submitted: TaskFormValues) => {
    if (unavailable) return;
    createTask.mutate(toCreateTaskInput(submitted, guest.id), {
      onSuccess: () => {
        form.reset();
        onCreated?.();
      },
      onError: (error) => form.setErrors(fieldErrors(error)),
    });
  };

  return (
    <AgendaForm label="Create Task" onSubmit={form.onSubmit(handleSubmit)}>
      <DueItemFields
        form={form}
        descriptionRows={6}
        choice={{ label: 'Status', field: 'status', data: TASK_STATUS_OPTIONS }}
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
      <FormActions
        submitLabel="Create Task"
        loading={createTask.isPending}
        disabled={unavailable}
      />
    </AgendaForm>
  );
}
