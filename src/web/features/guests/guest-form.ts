// The guest dialog's values and how they map to and from the API (docs/product.md#guest-dialog,
// #guest-validation): every field is text in the form; blank optional fields are left out of a new
// guest and cleared (null) on an edit. Validation is the shared schema's, so the messages are the
// server's.
import { schemaResolver, type FormErrors } from '@mantine/form';
import { FOLLOW_UP_TYPES, type FollowUpType, type GuestStatus } from '#shared/enums.js';
import { FOLLOW_UP_TYPE_TITLES } from '#shared/guest-rules.js';
import {
  createGuestSchema,
  type CreateGuestInput,
  type GuestDto,
  type UpdateGuestInput,
} from '#shared/schemas/guests.js';

export interface GuestFormValues {
  name: string;
  details: string;
  status: GuestStatus;
  /** '' for none. */
  followUpType: FollowUpType | '';
  /** 'YYYY-MM-DD' or null. */
  importantDateFormatted: string | null;
  email: string;
  phoneNumber: string;
  linkedinUrl: string;
  title: string;
  organization: string;
  university: string;
}

export const OPTIONAL_TEXT_FIELDS = [
  'email',
  'phoneNumber',
  'linkedinUrl',
  'title',
  'organization',
  'university',
] as const satisfies readonly (keyof GuestFormValues)[];

export const EMPTY_GUEST_FORM: GuestFormValues = {
  name: '',
  details: '',
  status: 'prospect',
  followUpType: '',
  importantDateFormatted: null,
  email: '',
  phoneNumber: '',
  linkedinUrl: '',
  title: '',
  organization: '',
  university: '',
};

export const FOLLOW_UP_TYPE_OPTIONS = FOLLOW_UP_TYPES.map((type) => ({
  value: type,
  label: FOLLOW_UP_TYPE_TITLES[type],
}));

/** The follow-up type as the form shows it ("LinkedIn", "Call"), '' for none. */
export function followUpTypeText(type: string | null | undefined): string {
  return FOLLOW_UP_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? '';
}

/** The form's values for an existing guest. The stored follow-up date is UTC midnight. */
export function guestToFormValues(guest: GuestDto): GuestFormValues {
  return {
    name: guest.name,
    details: guest.details,
    status: guest.status,
    followUpType: guest.followUpType ?? '',
    importantDateFormatted: guest.importantDateFormatted?.slice(0, 10) ?? null,
    email: guest.email ?? '',
    phoneNumber: guest.phoneNumber ?? '',
    linkedinUrl: guest.linkedinUrl ?? '',
    title: guest.title ?? '',
    organization: guest.organization ?? '',
    university: guest.university ?? '',
  };
}

/** POST body: blank optional fields are absent (docs/product.md#validation). */
export function toCreateGuestInput(values: GuestFormValues): CreateGuestInput {
  const input: CreateGuestInput = {
    name: values.name.trim(),
    details: values.details.trim(),
    status: values.status,
  };
  if (values.followUpType) input.followUpType = values.followUpType;
  if (values.importantDateFormatted) input.importantDateFormatted = values.importantDateFormatted;
  for (const field of OPTIONAL_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value) input[field] = value;
  }
  return input;
}

/** PATCH body: every field, blank optional ones as null so an edit can clear them. */
export function toUpdateGuestInput(values: GuestFormValues): UpdateGuestInput {
  const input: UpdateGuestInput = {
    name: values.name.trim(),
    details: values.details.trim(),
    status: values.status,
    followUpType: values.followUpType || null,
    importantDateFormatted: values.importantDateFormatted || null,
  };
  for (const field of OPTIONAL_TEXT_FIELDS) input[field] = values[field].trim() || null;
  return input;
}

/** How the dialog names each field, for telling what someone else changed. */
export const GUEST_FIELD_LABELS: Record<keyof GuestFormValues, string> = {
  name: 'Name',
  details: 'Details',
  status: 'Status',
  followUpType: 'Follow-up Type',
  importantDateFormatted: 'Follow-up Date',
  email: 'Email',
  phoneNumber: 'Phone Number',
  linkedinUrl: 'LinkedIn URL',
  title: 'Title',
  organization: 'Organization',
  university: 'University',
};

/** The fields whose value differs between two copies of a guest, in the form's order. */
export function changedGuestFields(
  before: GuestFormValues,
  after: GuestFormValues,
): (keyof GuestFormValues)[] {
  return (Object.keys(GUEST_FIELD_LABELS) as (keyof GuestFormValues)[]).filter(
    (field) => (before[field] ?? '') !== (after[field] ?? ''),
  );
}

/**
 * What "Save mine over it" saves (docs/product.md#versions): the user's value where they changed
 * the field from the copy they opened (`base`), the newer copy's (`theirs`) everywhere else, so a
 * teammate's change to a field the user never touched is not undone by the user's stale copy.
 */
export function mineOverTheirs(
  base: GuestFormValues,
  mine: GuestFormValues,
  theirs: GuestFormValues,
): GuestFormValues {
  const changedByMe = new Set(changedGuestFields(base, mine));
  const merged = { ...theirs };
  for (const field of changedByMe) Object.assign(merged, { [field]: mine[field] });
  return merged;
}

const validateCreateGuest = schemaResolver(createGuestSchema, { sync: true });

/**
 * Field errors from the shared schema through Mantine's resolver, keyed like the form (the first
 * message per field), checked on the body a new guest would send.
 */
export function validateGuestForm(values: GuestFormValues): FormErrors {
  return validateCreateGuest(toCreateGuestInput(values));
}
