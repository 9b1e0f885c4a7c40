// The Action Center's inline Add Action Item form (docs/product.md#board-dialogs,
// #action-item-validation): title, description, a due date or evergreen, priority (default medium),
// an optional guest and, in a team, who it is assigned to (docs/product.md#action-center-assignees). A session check precedes creation; an expired session sends the host to
// /auth after 1.5 s (docs/product.md#errors, #limits). The toasts are the mutation's; the form
// shows the refused fields and the expired session. The Action Center asks before closing with the
// form filled in (docs/decisions/044-one-question-for-every-form.md).
import { Alert, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useReportEdits } from '#web/components/discard-changes-dialog.js';
import { fieldErrors } from '#web/lib/api.js';
import { searchOptionsFilter } from '#web/lib/search-options-filter.js';
import { useCreateAgendaItem } from '../api/create-agenda-item';
import { isSessionExpiry, SESSION_EXPIRED_MESSAGE } from '../api/session-expiry';
import {
  EMPTY_ACTION_ITEM_FORM,
  PRIORITY_OPTIONS,
  toCreateActionItemInput,
  validateActionItemForm,
  type ActionItemFormValues,
} from '../forms';
import { useSessionExpiryRedirect } from '../hooks/use-session-expiry-redirect';
import { AgendaForm, DueItemFields, FormActions } from './form-fields';

export interface AddActionItemFormProps {
  guests: readonly { id: number; name: string }[];
  onDone: () => void;
}

export function AddActionItemForm({ guests, onDone }: AddActionItemFormProps) {
  const createActionItem = useCreateAgendaItem('action_item');
  const session = useSessionExpiryRedirect();
  const form = useForm<ActionItemFormValues>({
    initialValues: EMPTY_ACTION_ITEM_FORM,
    validate: validateActionItemForm,
  });

  useReportEdits(form.isDirty());

  const handleSubmit = (values: ActionItemFormValues) =>
    createActionItem.mutate(toCreateActionItemInput(values), {
      onSuccess: () => {
        form.reset();
        onDone();
      },
      onError: (error) => {
        if (isSessionExpiry(error)) session.expire();
        else form.setErrors(fieldErrors(error));
      },
    });

  const guestOptions = guests.map((guest) => ({ value: String(guest.id), label: guest.name }));

  return (
    <AgendaForm label="Add Action Item" onSubmit={form.onSubmit(handleSubmit)}>
      {session.expired && (
        <Alert color="red" title="Session expired">
          {SESSION_EXPIRED_MESSAGE}
        </Alert>
      )}
      <DueItemFields
        form={form}
        descriptionRows={5}
        choice={{ label: 'Priority', field: 'priority', data: PRIORITY_OPTIONS }}
      >
        {guestOptions.length > 0 && (
          <Select
            label="Guest"
            placeholder="None"
            data={guestOptions}
            searchable
            filter={searchOptionsFilter}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear guest' }}
            nothingFoundMessage="No guest by that name"
            value={form.values.guestId || null}
            onChange={(value) => form.setFieldValue('guestId', value ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </DueItemFields>
      <FormActions
        submitLabel="Save Action Item"
        loading={createActionItem.isPending}
        disabled={session.expired}
        onCancel={onDone}
      />
    </AgendaForm>
  );
}
