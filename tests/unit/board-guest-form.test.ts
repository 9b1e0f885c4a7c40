import { describe, expect, it } from 'vitest';
import type { GuestDto } from '#shared/schemas/guests.js';
import {
  EMPTY_GUEST_FORM,
  FOLLOW_UP_TYPE_OPTIONS,
  guestToFormValues,
  mineOverTheirs,
  toCreateGuestInput,
  toUpdateGuestInput,
  validateGuestForm,
} from '#web/features/guests/guest-form.js';

const GUEST: GuestDto = {
  id: 7,
  userId: 1,
  organizationId: null,
  name: 'Jane Doe',
  details: 'Economist',
  status: 'hot',
  importantDate: 'Jan 5, 2025',
  importantDateFormatted: '2025-01-05T00:00:00.000Z',
  followUpType: 'email',
  university: null,
  title: 'Professor',
  organization: null,
  phoneNumber: '+15551234567',
  email: 'jane@example.com',
  linkedinUrl: null,
  isLocked: true,
  dateAdded: '2025-01-01T10:00:00.000Z',
  createdBy: 1,
  lastModifiedBy: 1,
  lastModifiedAt: null,
  createdByName: 'host',
  lastModifiedByName: 'host',
  updatedAt: '2025-01-01T10:00:00.000Z',
  version: 1,
  isNewApplication: false,
};

describe('guest form values', () => {
  it('reads a guest, with the follow-up date as YYYY-MM-DD and nulls as blanks', () => {
    expect(guestToFormValues(GUEST)).toEqual({
      name: 'Jane Doe',
      details: 'Economist',
      status: 'hot',
      followUpType: 'email',
      importantDateFormatted: '2025-01-05',
      email: 'jane@example.com',
      phoneNumber: '+15551234567',
      linkedinUrl: '',
      title: 'Professor',
      organization: '',
      university: '',
    });
  });

  it('leaves blank optional fields out of a new guest', () => {
    expect(
      toCreateGuestInput({ ...EMPTY_GUEST_FORM, name: ' Jane ', details: 'Econ', email: '  ' }),
    ).toEqual({ name: 'Jane', details: 'Econ', status: 'prospect' });
  });

  it('sends blank optional fields of an edit as null, so they are cleared', () => {
    const input = toUpdateGuestInput({ ...guestToFormValues(GUEST), email: '', followUpType: '' });
    expect(input).toMatchObject({
      name: 'Jane Doe',
      status: 'hot',
      email: null,
      followUpType: null,
      importantDateFormatted: '2025-01-05',
      linkedinUrl: null,
      title: 'Professor',
    });
  });

  it('labels the follow-up types', () => {
    expect(FOLLOW_UP_TYPE_OPTIONS.map((option) => option.label)).toEqual([
      'Call',
      'Text',
      'Email',
      'LinkedIn',
      'Other',
    ]);
  });
});

describe('validateGuestForm', () => {
  it('gives the server messages of docs/product.md#validation', () => {
    expect(validateGuestForm(EMPTY_GUEST_FORM)).toEqual({
      name: 'Name is required',
      details: 'Details are required',
    });
    expect(
      validateGuestForm({
        ...EMPTY_GUEST_FORM,
        name: 'A',
        details: 'B',
        email: 'not-an-email',
        linkedinUrl: 'nope',
      }),
    ).toEqual({ email: 'Invalid email address', linkedinUrl: 'Invalid URL format' });
    expect(
      validateGuestForm({
        ...EMPTY_GUEST_FORM,
        name: 'A',
        details: 'B',
        linkedinUrl: 'https://example.com/in/jane',
      }),
    ).toEqual({ linkedinUrl: 'URL must be from LinkedIn (e.g., linkedin.com or linked.in)' });
  });

  it('accepts a complete guest and refuses a follow-up date before 1900', () => {
    expect(validateGuestForm(guestToFormValues(GUEST))).toEqual({});
    expect(
      validateGuestForm({ ...guestToFormValues(GUEST), importantDateFormatted: '1899-12-31' }),
    ).toEqual({ importantDateFormatted: 'Follow-up date must be on or after Jan 1, 1900' });
  });
});

describe('mineOverTheirs (Save mine over it)', () => {
  it("keeps the user's changed fields and the newer copy's everywhere else", () => {
    const base = guestToFormValues(GUEST);
    const mine = { ...base, details: 'Mine', title: '' };
    const theirs = {
      ...base,
      details: 'Theirs',
      organization: 'Le Bistro',
      status: 'intro' as const,
    };
    expect(mineOverTheirs(base, mine, theirs)).toEqual({
      ...base,
      details: 'Mine',
      // Cleared by the user: a change of theirs too.
      title: '',
      // Changed by the other person only: kept.
      organization: 'Le Bistro',
      status: 'intro',
    });
  });

  it('is the newer copy when the user changed nothing', () => {
    const base = guestToFormValues(GUEST);
    const theirs = { ...base, name: 'Jane Q. Doe' };
    expect(mineOverTheirs(base, base, theirs)).toEqual(theirs);
  });
});
