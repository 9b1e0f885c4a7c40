// The pieces the Create Task form, the Add Action Item form and the schedule dialog are built from:
// the form frame, title and description, the due date with evergreen (docs/product.md#states)
// that a task and an action item share, the assignee they share in a team
// (docs/product.md#action-center-assignees), and the buttons.
import {
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  type SelectProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FormEventHandler, ReactNode } from 'react';
import { assigneeOptions, withDueDate, withEvergreen, type DueItemFormValues } from '../forms';
import { useAgendaViewer } from '../hooks/use-agenda-viewer';
import { DayInput } from '#web/components/day-input.js';

export function AgendaForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm">{children}</Stack>
    </form>
  );
}

export function TitleInput(props: TextInputProps) {
  return <TextInput label="Title" withAsterisk {...props} />;
}

export function DescriptionInput(props: TextareaProps) {
  return <Textarea label="Description" autosize minRows={2} maxRows={6} {...props} />;
}

/** A choice that always has a value (status, priority, duration): it cannot be cleared. */
export function ChoiceSelect<T extends string>({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  data: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Select
      allowDeselect={false}
      value={value}
      onChange={(next) => onChange((next ?? value) as T)}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}

/**
 * Title, description, the due date beside `choice` (the task's status, the action item's
 * priority), the evergreen box (a date clears evergreen and evergreen clears the date), then
 * `children` and, in a team, who it is assigned to.
 */
export function DueItemFields<V extends DueItemFormValues>({
  form,
  descriptionRows,
  choice,
  children,
}: {
  form: UseFormReturnType<V>;
  descriptionRows: number;
  /** The select beside the due date, bound to the form field of that name. */
  choice: { label: string; field: string; data: readonly { value: string; label: string }[] };
  children?: ReactNode;
}) {
  const { values } = form;
  const choiceInput = form.getInputProps(choice.field);
  return (
    <>
      <TitleInput {...form.getInputProps('title')} />
      <DescriptionInput maxRows={descriptionRows} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <DayInput
          label="Due date"
          placeholder={values.isEvergreen ? 'Evergreen: no due date' : 'Pick a date'}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear due date' }}
          value={values.dueDate}
          error={form.errors.dueDate}
          onChange={(value) => form.setValues(withDueDate(form.values, value))}
        />
        <ChoiceSelect
          label={choice.label}
          data={choice.data}
          value={choiceInput.value as string}
          onChange={(value) => form.setFieldValue(choice.field, value as never)}
        />
      </SimpleGrid>
      <Checkbox
        label="Evergreen (active until completed, no due date)"
        checked={values.isEvergreen}
        onChange={(event) =>
          form.setValues(withEvergreen(form.values, event.currentTarget.checked))
        }
      />
      {children}
      <AssigneeSelect
        value={values.assigneeId}
        error={form.errors.assigneeId}
        onChange={(assigneeId) => form.setFieldValue('assigneeId', assigneeId as never)}
      />
    </>
  );
}

/**
 * "Assigned to": the team's members, the user by default (docs/product.md#action-center-assignees).
 * Shown only in a team; `value` '' stands for the user, so choosing them again sends no assignee.
 */
function AssigneeSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (assigneeId: string) => void;
  error?: ReactNode;
}) {
  const { team, viewer } = useAgendaViewer();
  const options = assigneeOptions(team, viewer?.userId);
  if (options.length === 0) return null;
  const me = viewer ? String(viewer.userId) : '';
  return (
    <ChoiceSelect
      label="Assigned to"
      data={options}
      value={value || me}
      error={error}
      onChange={(next) => onChange(next === me ? '' : next)}
    />
  );
}

/** Cancel (when the form can be left) and the submit button, at the end of the form. */
export function FormActions({
  submitLabel,
  loading,
  disabled,
  onCancel,
}: {
  submitLabel: string;
  loading: boolean;
  disabled?: boolean;
  onCancel?: () => void;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
