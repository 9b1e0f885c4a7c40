// The guest dialog (docs/product.md#guest-dialog): "Add New Guest" or "Edit Guest", the lock of
// docs/product.md#states in edit mode, the shared schema's messages, and the "Duplicate Guest
// Detected" warning when the server answers 409 to a new guest. The fields are drawn by
// GuestFormFields; the outcome toasts are the mutations' (api/). In edit mode a line says who added
// the guest and who changed it last, and when (docs/product.md#guest-dialog): in a team, several
// people work on one guest. Closing it with edits in the form asks first ("Discard unsaved
// changes?", docs/decisions/040-ask-before-discarding-edits.md); a save refused for its fields puts
// the focus on the first field in error, in view on a phone too.
import '@mantine/dates/styles.css';
import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import type { DuplicateGuestResponse, GuestDto } from '#shared/schemas/guests.js';
import {
  DiscardChangesDialog,
  QUESTION_Z_INDEX,
  useDiscardChanges,
  type DiscardHandle,
} from '#web/components/discard-changes-dialog.js';
import { GuestGoneAlert } from '#web/components/guest-gone-alert.js';
import { fieldErrors } from '#web/lib/api.js';
import { conflictOf, type VersionConflict } from '#web/lib/conflict.js';
import { focusFirstInvalid, focusIfLost, useFocusWhenOver } from '#web/lib/focus.js';
import { showToast } from '#web/lib/notify.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import { duplicateGuestOf, useCreateGuest } from '../api/create-guest';
import { useUpdateGuest } from '../api/update-guest';
import {
  changedGuestFields,
  EMPTY_GUEST_FORM,
  guestToFormValues,
  mineOverTheirs,
  toCreateGuestInput,
  toUpdateGuestInput,
  validateGuestForm,
  type GuestFormValues,
} from '../guest-form';
import { DuplicateGuestDialog } from './duplicate-guest-dialog';
import { GuestChangedAlert } from './guest-changed-alert';
import classes from './guest-dialog.module.css';
import { GuestFormFields } from './guest-form-fields';

export type GuestDialogTarget = { mode: 'add' } | { mode: 'edit'; guest: GuestDto };

/** What the page asks of an open guest dialog: its answer to the browser's Back. */
export type GuestDialogHandle = DiscardHandle;

export interface GuestDialogProps {
  opened: boolean;
  target: GuestDialogTarget;
  onClose: () => void;
  /** Show another guest in the edit dialog (the existing guest a duplicate warning points at). */
  onEditGuest: (guestId: number) => void;
  /** A guest was created or saved; its journal has new entries. */
  onSaved?: (guest: GuestDto) => void;
  /**
   * The edited guest left while the dialog showed it (archived, deleted, no longer shared): the
   * form keeps the user's text, says so, and cannot be saved.
   */
  unavailable?: boolean;
  ref?: Ref<GuestDialogHandle>;
}

/**
 * Mount with a fresh `key` for every opening: the form starts from `target` (an empty guest, or
 * the guest being edited, locked).
 */
export function GuestDialog({
  opened,
  target,
  onClose,
  onEditGuest,
  onSaved,
  unavailable = false,
  ref,
}: GuestDialogProps) {
  const isEdit = target.mode === 'edit';
  const [locked, setLocked] = useState(isEdit);
  const [duplicate, setDuplicate] = useState<DuplicateGuestResponse | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const lockSwitch = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Set by a save refused for its fields (by the form's rules or the server's): once the errors
  // are drawn, the first field in error takes the focus.
  const [errorFocus, setErrorFocus] = useState(0);
  useEffect(() => {
    if (errorFocus > 0) focusFirstInvalid(formRef.current);
  }, [errorFocus]);
  // The copy the form started from (or last saved or reloaded), whose version a save carries, and
  // the conflict a save ran into (docs/product.md#versions).
  const [base, setBase] = useState<GuestDto | null>(isEdit ? target.guest : null);
  const [conflict, setConflict] = useState<VersionConflict<GuestDto> | null>(null);
  const createGuest = useCreateGuest();
  const updateGuest = useUpdateGuest();
  const phone = useMediaQuery('(max-width: 36em)');

  const form = useForm<GuestFormValues>({
    initialValues: isEdit ? guestToFormValues(target.guest) : EMPTY_GUEST_FORM,
    validate: validateGuestForm,
  });

  const discard = useDiscardChanges({
    opened,
    edited: form.isDirty(),
    close: onClose,
    handle: ref,
  });

  /** Field errors of a refused save, on their fields, the first of them focused. */
  const showFieldErrors = (errors: Record<string, string>) => {
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) setErrorFocus((count) => count + 1);
  };

  const saving = createGuest.isPending || updateGuest.isPending;
  // A save disables the button that sent it, which drops the focus (docs/product.md#guest-dialog):
  // saved, the focus goes to the lock switch (the form is locked again); refused, back to Update,
  // beside the reason, once the save is over.
  useFocusWhenOver(isEdit && saving, () => saveButton.current);
  // A newer copy from the live stream or a refresh: said, never poured into the form. One that
  // changes none of the form's fields (the guest archived and restored, say) is silently the new
  // base: there is nothing to tell, and a save against it undoes nothing of anyone's.
  const newer = isEdit && base && target.guest.version > base.version ? target.guest : null;
  const newerUnseen = newer !== null && base !== null && !changesForm(base, newer);
  const theirs = conflict?.conflict.current ?? (newer && !newerUnseen ? newer : null);
  useEffect(() => {
    if (newerUnseen && newer) setBase(newer);
  }, [newerUnseen, newer]);

  const save = (values: GuestFormValues, against: GuestDto, retried = false) => {
    updateGuest.mutate(
      { id: against.id, input: { ...toUpdateGuestInput(values), version: against.version } },
      {
        onSuccess: (guest) => {
          const saved = guestToFormValues(guest);
          form.setValues(saved);
          form.resetDirty(saved);
          setBase(guest);
          setConflict(null);
          setLocked(true);
          focusIfLost(lockSwitch.current);
          onSaved?.(guest);
        },
        onError: (error) => {
          const refused = conflictOf<GuestDto>(error);
          // Refused for a change to none of the form's fields: saved again, once, on the copy
          // as it is now.
          if (refused && !retried && !changesForm(against, refused.conflict.current)) {
            save(values, refused.conflict.current, true);
          } else if (refused) setConflict(refused);
          else showFieldErrors(fieldErrors(error));
        },
      },
    );
  };

  const reloadTheirs = () => {
    if (!theirs) return;
    const values = guestToFormValues(theirs);
    form.setValues(values);
    form.resetDirty(values);
    setBase(theirs);
    setConflict(null);
    // The alert whose button this was closes: the focus goes to the top of the form.
    lockSwitch.current?.focus();
  };

  const handleSubmit = (values: GuestFormValues) => {
    if (target.mode === 'add') {
      createGuest.mutate(toCreateGuestInput(values), {
        onSuccess: (guest) => {
          onSaved?.(guest);
          onClose();
        },
        onError: (error) => {
          const found = duplicateGuestOf(error);
          if (found) setDuplicate(found);
          else showFieldErrors(fieldErrors(error));
        },
      });
      return;
    }
    save(values, (newerUnseen ? newer : base) ?? target.guest);
  };

  const handleFormSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (isEdit && unavailable) {
      event?.preventDefault();
      return;
    }
    if (isEdit && locked) {
      event?.preventDefault();
      showToast('Form is locked', 'Please unlock the form to make changes', 'info');
      return;
    }
    form.onSubmit(handleSubmit, () => setErrorFocus((count) => count + 1))(event);
  };

  const handleViewExisting = () => {
    if (!duplicate) return;
    setDuplicate(null);
    onEditGuest(duplicate.duplicateGuest.id);
  };

  // The duplicate warning and the discard question are drawn beside the dialog, above it, not in
  // a Modal.Stack with it: a stack turns Mantine's own Escape and focus trap back on for its top
  // dialog, so one Escape closed twice and the trap took the focus back as a warning closed
  // (docs/decisions/045-one-escape-one-layer.md).
  return (
    <>
      <Modal
        {...discard.dialogProps}
        title={isEdit ? 'Edit Guest' : 'Add New Guest'}
        size="lg"
        centered
        fullScreen={phone}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <form
          ref={formRef}
          onSubmit={handleFormSubmit}
          noValidate
          aria-label={isEdit ? 'Edit Guest' : 'Add New Guest'}
          className={classes.form}
        >
          <Stack gap="md">
            {isEdit && (
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Switch
                  ref={lockSwitch}
                  checked={locked}
                  onChange={(event) => setLocked(event.currentTarget.checked)}
                  label={locked ? 'Locked' : 'Unlocked'}
                  thumbIcon={
                    locked ? (
                      <IconLock size={10} aria-hidden />
                    ) : (
                      <IconLockOpen size={10} aria-hidden />
                    )
                  }
                />
                <Text size="sm" c="dimmed" ta="right">
                  {locked ? 'Unlock the form to make changes.' : 'Changes are saved with Update.'}
                </Text>
              </Group>
            )}

            {isEdit && <Authorship guest={target.guest} />}

            <GuestFormFields form={form} locked={locked} />

            {/* Beside the buttons: where the user is when a save is refused. */}
            {isEdit && unavailable && (
              <GuestGoneAlert
                name={target.guest.name}
                consequence="this form cannot be saved"
                kept={
                  form.isDirty()
                    ? 'Your edits are still in the form: copy what you need before closing it.'
                    : 'The form still shows the guest as you opened it.'
                }
              />
            )}
            {isEdit && !unavailable && base && theirs && (
              <GuestChangedAlert
                base={base}
                theirs={theirs}
                refusedMessage={conflict?.message}
                onReload={reloadTheirs}
                onSaveMine={
                  conflict
                    ? () =>
                        save(
                          mineOverTheirs(
                            guestToFormValues(base),
                            form.getValues(),
                            guestToFormValues(theirs),
                          ),
                          theirs,
                        )
                    : undefined
                }
                saving={updateGuest.isPending}
                edited={form.isDirty()}
              />
            )}

            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={discard.requestClose}>
                {isEdit ? 'Close' : 'Cancel'}
              </Button>
              <Button ref={saveButton} type="submit" loading={saving} disabled={unavailable}>
                {isEdit ? 'Update' : 'Save Guest'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <DuplicateGuestDialog
        zIndex={QUESTION_Z_INDEX}
        returnFocusTo={saveButton}
        duplicate={duplicate}
        onClose={() => setDuplicate(null)}
        onViewExisting={handleViewExisting}
      />
      <DiscardChangesDialog
        message={
          isEdit
            ? 'Your changes to this guest have not been saved.'
            : 'This new guest has not been saved.'
        }
        {...discard.question}
      />
    </>
  );
}

/** "Added by X · Last changed by Y, <local time>", each part only when the server names them. */
function Authorship({ guest }: { guest: GuestDto }) {
  const parts: string[] = [];
  if (guest.createdByName) parts.push(`Added by ${guest.createdByName}`);
  if (guest.lastModifiedByName) {
    const when = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(guest.updatedAt));
    parts.push(`Last changed by ${guest.lastModifiedByName}, ${when}`);
  }
  if (parts.length === 0) return null;
  return (
    <Text size="sm" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

/** Whether `after` differs from `before` in a field the edit form shows. */
function changesForm(before: GuestDto, after: GuestDto): boolean {
  return changedGuestFields(guestToFormValues(before), guestToFormValues(after)).length > 0;
}
