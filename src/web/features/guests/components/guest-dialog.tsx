// The guest dialog (SPEC §2.3): "Add New Guest" or "Edit Guest" with three sections, the lock of
// SPEC §4 in edit mode, copy buttons on the contact fields, the shared schema's messages, and the
// "Duplicate Guest Detected" warning when the server answers 409 to a new guest.
import '@mantine/dates/styles.css';
import {
  Button,
  Fieldset,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState, type FormEvent, type ReactNode } from 'react';
import { GUEST_STATUSES } from '../../../../shared/enums';
import { statusTitle } from '../../../../shared/guest-rules';
import type { DuplicateGuestResponse, GuestDto } from '../../../../shared/schemas/guests';
import { fieldErrors, serverMessage } from '../../../lib/api';
import { showToast } from '../../../lib/notify';
import { duplicateGuestOf, useCreateGuest } from '../api/create-guest';
import { useFetchGuest } from '../api/get-guest';
import { useUpdateGuest } from '../api/update-guest';
import {
  EMPTY_GUEST_FORM,
  FOLLOW_UP_TYPE_OPTIONS,
  followUpTypeText,
  guestToFormValues,
  toCreateGuestInput,
  toUpdateGuestInput,
  validateGuestForm,
  type GuestFormValues,
} from '../guest-form';
import { CopyValueButton } from './copy-value-button';
import classes from './guest-dialog.module.css';
import { DuplicateGuestDialog } from './duplicate-guest-dialog';

export type GuestDialogTarget = { mode: 'add' } | { mode: 'edit'; guest: GuestDto };

export interface GuestDialogProps {
  opened: boolean;
  target: GuestDialogTarget;
  onClose: () => void;
  /** Show another guest in the edit dialog (the existing guest a duplicate warning points at). */
  onEditGuest: (guest: GuestDto) => void;
  /** A guest was created or saved; its journal has new entries. */
  onSaved?: (guest: GuestDto) => void;
}

const STATUS_OPTIONS = GUEST_STATUSES.map((status) => ({
  value: status,
  label: statusTitle(status),
}));

/** SPEC §5, §9: nothing before 1900-01-01. */
const MIN_FOLLOW_UP_DATE = '1900-01-01';
const NOT_PROVIDED = 'Not provided';
const CALENDAR_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/**
 * Mount with a fresh `key` for every opening: the form starts from `target` (an empty guest, or
 * the guest being edited, locked).
 */
export function GuestDialog({ opened, target, onClose, onEditGuest, onSaved }: GuestDialogProps) {
  const isEdit = target.mode === 'edit';
  const [locked, setLocked] = useState(isEdit);
  const [duplicate, setDuplicate] = useState<DuplicateGuestResponse | null>(null);
  const [openingExisting, setOpeningExisting] = useState(false);
  const createGuest = useCreateGuest();
  const updateGuest = useUpdateGuest();
  const fetchGuest = useFetchGuest();
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });

  const form = useForm<GuestFormValues>({
    initialValues: isEdit ? guestToFormValues(target.guest) : EMPTY_GUEST_FORM,
    validate: validateGuestForm,
  });

  const saving = createGuest.isPending || updateGuest.isPending;

  const handleSubmit = (values: GuestFormValues) => {
    if (target.mode === 'add') {
      createGuest.mutate(toCreateGuestInput(values), {
        onSuccess: (guest) => {
          showToast(
            'Guest added',
            `${guest.name} was added to ${statusTitle(guest.status)}.`,
            'success',
          );
          onSaved?.(guest);
          onClose();
        },
        onError: (error) => {
          const found = duplicateGuestOf(error);
          if (found) {
            setDuplicate(found);
            return;
          }
          form.setErrors(fieldErrors(error));
          showToast(
            'Error',
            `Failed to add guest: ${serverMessage(error) ?? error.message}`,
            'error',
          );
        },
      });
      return;
    }
    updateGuest.mutate(
      { id: target.guest.id, input: toUpdateGuestInput(values) },
      {
        onSuccess: (guest) => {
          const saved = guestToFormValues(guest);
          form.setValues(saved);
          form.resetDirty(saved);
          setLocked(true);
          showToast('Guest updated', `${guest.name} was saved.`, 'success');
          onSaved?.(guest);
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          showToast(
            'Error',
            `Failed to update guest: ${serverMessage(error) ?? error.message}`,
            'error',
          );
        },
      },
    );
  };

  const handleFormSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (isEdit && locked) {
      event?.preventDefault();
      showToast('Form is locked', 'Please unlock the form to make changes', 'info');
      return;
    }
    form.onSubmit(handleSubmit)(event);
  };

  const handleViewExisting = async () => {
    if (!duplicate) return;
    setOpeningExisting(true);
    try {
      const guest = await fetchGuest(duplicate.duplicateGuest.id);
      setDuplicate(null);
      onEditGuest(guest);
    } catch {
      showToast('Error', 'Guest not found or unavailable.', 'error');
    } finally {
      setOpeningExisting(false);
    }
  };

  const values = form.values;

  /** A text field, or in a locked form its read-only value ("Not provided" when empty). */
  const textField = (
    field: keyof GuestFormValues,
    label: string,
    extra: { type?: string; rightSection?: ReactNode; required?: boolean } = {},
  ) => {
    const { rightSection, required, type } = extra;
    if (locked) {
      return (
        <LockedValue
          label={label}
          value={String(values[field] ?? '')}
          rightSection={rightSection}
        />
      );
    }
    return (
      <TextInput
        label={label}
        type={type}
        withAsterisk={required}
        rightSection={rightSection}
        rightSectionPointerEvents="all"
        {...form.getInputProps(field)}
      />
    );
  };

  return (
    <Modal.Stack>
      <Modal
        stackId="guest"
        opened={opened}
        onClose={onClose}
        title={isEdit ? 'Edit Guest' : 'Add New Guest'}
        size="lg"
        centered
        fullScreen={phone}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        <form
          onSubmit={handleFormSubmit}
          noValidate
          aria-label={isEdit ? 'Edit Guest' : 'Add New Guest'}
          className={classes.form}
        >
          <Stack gap="md">
            {isEdit && (
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Switch
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

            <Fieldset p={{ base: 'sm', sm: 'md' }} legend="Basic Information">
              <Stack gap="sm">
                {textField('name', 'Name', { required: true })}
                {locked ? (
                  <LockedValue label="Details" value={values.details} multiline />
                ) : (
                  <Textarea
                    label="Details"
                    withAsterisk
                    autosize
                    minRows={3}
                    maxRows={8}
                    {...form.getInputProps('details')}
                  />
                )}
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                  {locked ? (
                    <>
                      <LockedValue label="Status" value={statusTitle(values.status)} />
                      <LockedValue
                        label="Follow-up Type"
                        value={followUpTypeText(values.followUpType)}
                      />
                      <LockedValue
                        label="Follow-up Date"
                        value={
                          values.importantDateFormatted
                            ? dayjs(values.importantDateFormatted).format('MMM D, YYYY')
                            : ''
                        }
                      />
                    </>
                  ) : (
                    <>
                      <Select
                        label="Status"
                        data={STATUS_OPTIONS}
                        allowDeselect={false}
                        {...form.getInputProps('status')}
                      />
                      <Select
                        label="Follow-up Type"
                        placeholder="None"
                        data={FOLLOW_UP_TYPE_OPTIONS}
                        clearable
                        clearButtonProps={{ 'aria-label': 'Clear follow-up type' }}
                        error={form.errors.followUpType}
                        value={values.followUpType || null}
                        onChange={(value) =>
                          form.setFieldValue(
                            'followUpType',
                            (value ?? '') as GuestFormValues['followUpType'],
                          )
                        }
                      />
                      <DateInput
                        label="Follow-up Date"
                        placeholder="Pick a date"
                        valueFormat="MMM D, YYYY"
                        minDate={MIN_FOLLOW_UP_DATE}
                        clearable
                        clearButtonProps={{ 'aria-label': 'Clear follow-up date' }}
                        popoverProps={{ withinPortal: true }}
                        ariaLabels={CALENDAR_LABELS}
                        hideOutsideDates
                        weekendDays={[]}
                        {...form.getInputProps('importantDateFormatted')}
                      />
                    </>
                  )}
                </SimpleGrid>
              </Stack>
            </Fieldset>

            <Fieldset p={{ base: 'sm', sm: 'md' }} legend="Contact Information">
              <Stack gap="sm">
                {textField('email', 'Email', {
                  type: 'email',
                  rightSection: <CopyValueButton value={values.email} label="Email" />,
                })}
                {textField('phoneNumber', 'Phone Number', {
                  type: 'tel',
                  rightSection: <CopyValueButton value={values.phoneNumber} label="Phone Number" />,
                })}
                {textField('linkedinUrl', 'LinkedIn URL', {
                  type: 'url',
                  rightSection: <CopyValueButton value={values.linkedinUrl} label="LinkedIn URL" />,
                })}
              </Stack>
            </Fieldset>

            <Fieldset p={{ base: 'sm', sm: 'md' }} legend="Professional Information">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                {textField('title', 'Title')}
                {textField('organization', 'Organization')}
                {textField('university', 'University')}
              </SimpleGrid>
            </Fieldset>

            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {isEdit ? 'Close' : 'Cancel'}
              </Button>
              <Button type="submit" loading={saving}>
                {isEdit ? 'Update' : 'Save Guest'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <DuplicateGuestDialog
        stackId="duplicate"
        duplicate={duplicate}
        onClose={() => setDuplicate(null)}
        onViewExisting={() => void handleViewExisting()}
        loading={openingExisting}
      />
    </Modal.Stack>
  );
}

/** A locked field: read-only, its value or "Not provided". */
function LockedValue({
  label,
  value,
  multiline = false,
  rightSection,
}: {
  label: string;
  value: string;
  multiline?: boolean;
  rightSection?: ReactNode;
}) {
  const empty = value.trim() === '';
  const shown = empty ? NOT_PROVIDED : value;
  const styles = {
    input: empty ? { fontStyle: 'italic', color: 'var(--mantine-color-dimmed)' } : {},
  };
  return multiline ? (
    <Textarea
      label={label}
      value={shown}
      readOnly
      autosize
      minRows={2}
      maxRows={8}
      variant="filled"
      styles={styles}
    />
  ) : (
    <TextInput
      label={label}
      value={shown}
      readOnly
      variant="filled"
      styles={styles}
      rightSection={rightSection}
      rightSectionPointerEvents="all"
    />
  );
}
