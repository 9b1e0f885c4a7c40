// The guest dialog's three sections (docs/product.md#guest-dialog): Basic, Contact and Professional
// Information, each field editable or, in a locked form (docs/product.md#states), its read-only
// value ("Not provided" when empty); the contact fields carry copy buttons.
import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { GUEST_STATUSES } from '#shared/enums.js';
import { statusTitle } from '#shared/guest-rules.js';
import { DayInput } from '#web/components/day-input.js';
import {
  FOLLOW_UP_TYPE_OPTIONS,
  followUpTypeText,
  GUEST_FIELD_LABELS,
  type GuestFormValues,
} from '../guest-form';
import { CopyValueButton } from './copy-value-button';

const STATUS_OPTIONS = GUEST_STATUSES.map((status) => ({
  value: status,
  label: statusTitle(status),
}));

/** docs/product.md#validation, #limits: nothing before 1900-01-01. */
const MIN_FOLLOW_UP_DATE = '1900-01-01';
const NOT_PROVIDED = 'Not provided';

export function GuestFormFields({
  form,
  locked,
}: {
  form: UseFormReturnType<GuestFormValues>;
  locked: boolean;
}) {
  const values = form.values;

  /** A text field, or in a locked form its read-only value. */
  const textField = (
    field: keyof GuestFormValues,
    extra: { type?: string; rightSection?: ReactNode; required?: boolean } = {},
  ) => {
    const { rightSection, required, type } = extra;
    const label = GUEST_FIELD_LABELS[field];
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
    <>
      <Fieldset p={{ base: 'sm', sm: 'md' }} legend="Basic Information">
        <Stack gap="sm">
          {textField('name', { required: true })}
          {locked ? (
            <LockedValue label={GUEST_FIELD_LABELS.details} value={values.details} multiline />
          ) : (
            <Textarea
              label={GUEST_FIELD_LABELS.details}
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
                <LockedValue label={GUEST_FIELD_LABELS.status} value={statusTitle(values.status)} />
                <LockedValue
                  label={GUEST_FIELD_LABELS.followUpType}
                  value={followUpTypeText(values.followUpType)}
                />
                <LockedValue
                  label={GUEST_FIELD_LABELS.importantDateFormatted}
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
                  label={GUEST_FIELD_LABELS.status}
                  data={STATUS_OPTIONS}
                  allowDeselect={false}
                  {...form.getInputProps('status')}
                />
                <Select
                  label={GUEST_FIELD_LABELS.followUpType}
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
                <DayInput
                  label={GUEST_FIELD_LABELS.importantDateFormatted}
                  placeholder="Pick a date"
                  minDate={MIN_FOLLOW_UP_DATE}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Clear follow-up date' }}
                  {...form.getInputProps('importantDateFormatted')}
                />
              </>
            )}
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset p={{ base: 'sm', sm: 'md' }} legend="Contact Information">
        <Stack gap="sm">
          {textField('email', {
            type: 'email',
            rightSection: <CopyValueButton value={values.email} label={GUEST_FIELD_LABELS.email} />,
          })}
          {textField('phoneNumber', {
            type: 'tel',
            rightSection: (
              <CopyValueButton value={values.phoneNumber} label={GUEST_FIELD_LABELS.phoneNumber} />
            ),
          })}
          {textField('linkedinUrl', {
            type: 'url',
            rightSection: (
              <CopyValueButton value={values.linkedinUrl} label={GUEST_FIELD_LABELS.linkedinUrl} />
            ),
          })}
        </Stack>
      </Fieldset>

      <Fieldset p={{ base: 'sm', sm: 'md' }} legend="Professional Information">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {textField('title')}
          {textField('organization')}
          {textField('university')}
        </SimpleGrid>
      </Fieldset>
    </>
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
