import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  permanentDeleteAccountSchema,
  settingsPhoneProblem,
  settingsPhoneSchema,
  verifyPhoneSchema,
} from '#shared/schemas/account.js';
import {
  checkPhoneScreenVerify,
  checkPhoneToSend,
  checkSettingsVerify,
  phoneText,
  tenDigits,
} from '#web/features/account/phone-checks.js';

const INVALID = {
  title: 'Invalid phone number',
  message: 'Please enter a valid 10-digit US phone number',
};
const REQUIRED = { title: 'Phone number required', message: 'Please enter your phone number' };

describe('settingsPhoneSchema (docs/product.md#validation, verification and settings screens)', () => {
  it.each([
    ['5552345678', '+15552345678'],
    ['15552345678', '+15552345678'],
    ['+1 (555) 234-5678', '+15552345678'],
    ['555.234.5678', '+15552345678'],
    ['+5552345678', '+15552345678'],
  ])('sends %j as %s', (input, expected) => {
    expect(settingsPhoneSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['', REQUIRED.message],
    ['   ', REQUIRED.message],
    ['555123456', INVALID.message],
    // a leading 1 is dropped first: what is left is nine digits
    ['1555123456', INVALID.message],
    ['25552345678', INVALID.message],
    ['555-234-56788', INVALID.message],
    ['x'.repeat(40), INVALID.message],
  ])('refuses %j with exactly one message: %s', (input, message) => {
    const result = settingsPhoneSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('names the titled message for a typed number', () => {
    expect(settingsPhoneProblem('')).toEqual(REQUIRED);
    expect(settingsPhoneProblem('12345')).toEqual(INVALID);
    expect(settingsPhoneProblem('(555) 234-5678')).toBeNull();
  });
});

describe('verifyPhoneSchema: both body shapes of docs/product.md#api', () => {
  it.each([
    [{ code: '123456', phoneNumber: '5552345678' }],
    [{ phoneNumber: '+15552345678', verificationCode: '123456' }],
  ])('reads %j as phone number and code', (body) => {
    expect(verifyPhoneSchema.parse(body)).toEqual({
      phoneNumber: '+15552345678',
      verificationCode: '123456',
    });
  });

  it('asks for the code from SMS when there is none, and for six digits otherwise', () => {
    const missing = verifyPhoneSchema.safeParse({ phoneNumber: '5552345678' });
    expect(missing.error?.issues).toMatchObject([
      { path: ['verificationCode'], message: 'Please enter the verification code from SMS' },
    ]);
    const short = verifyPhoneSchema.safeParse({ phoneNumber: '5552345678', code: '1234' });
    expect(short.error?.issues).toMatchObject([
      { path: ['verificationCode'], message: 'Verification code must be 6 digits' },
    ]);
  });
});

describe('client checks of the phone screen and account settings', () => {
  it('Send Code: the documented titles and messages, else the +1 number', () => {
    expect(checkPhoneToSend('')).toEqual({ ok: false, field: 'phoneNumber', ...REQUIRED });
    expect(checkPhoneToSend('555-1234')).toEqual({ ok: false, field: 'phoneNumber', ...INVALID });
    expect(checkPhoneToSend('1 (555) 234-5678')).toEqual({
      ok: true,
      phoneNumber: '+15552345678',
      code: '',
    });
  });

  it('Verify Phone: phone first, then "Verification code required"', () => {
    expect(checkPhoneScreenVerify('', '')).toMatchObject({ ok: false, ...REQUIRED });
    expect(checkPhoneScreenVerify('5552345678', ' ')).toEqual({
      ok: false,
      field: 'code',
      title: 'Verification code required',
      message: 'Please enter the verification code from SMS',
    });
    expect(checkPhoneScreenVerify('5552345678', ' 123456 ')).toEqual({
      ok: true,
      phoneNumber: '+15552345678',
      code: '123456',
    });
  });

  it('settings Verify: either field empty gets the one "both" message', () => {
    const both = {
      ok: false,
      title: 'Error',
      message: 'Please enter both phone number and verification code.',
    };
    expect(checkSettingsVerify('', '123456')).toEqual({ ...both, field: 'phoneNumber' });
    expect(checkSettingsVerify('5552345678', '')).toEqual({ ...both, field: 'code' });
    expect(checkSettingsVerify('555', '123456')).toMatchObject({ ok: false, ...INVALID });
    expect(checkSettingsVerify('5552345678', '123456')).toMatchObject({ ok: true });
  });

  it('shows a stored number as its ten digits', () => {
    expect(tenDigits('+15552345678')).toBe('5552345678');
    expect(tenDigits(null)).toBe('');
    expect(phoneText('+15552345678')).toBe('(555) 234-5678');
    expect(phoneText(null)).toBe('');
  });
});

describe('password and deletion schemas (docs/product.md#validation)', () => {
  it('requires the current password and checks the confirmation only when sent', () => {
    expect(
      changePasswordSchema.safeParse({ newPassword: 'N3w-passw0rd!' }).error?.issues[0]?.message,
    ).toBe('Current password is required');
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'N3w-passw0rd!' })
        .success,
    ).toBe(true);
    expect(
      changePasswordSchema.safeParse({
        currentPassword: 'x',
        newPassword: 'N3w-passw0rd!',
        confirmPassword: 'N3w-passw0rd?',
      }).error?.issues,
    ).toMatchObject([{ path: ['confirmPassword'], message: 'Passwords do not match' }]);
  });

  it('takes the permanent deletion phrase letter for letter', () => {
    const phrase = 'PERMANENTLY DELETE MY ACCOUNT';
    expect(
      permanentDeleteAccountSchema.safeParse({ password: 'p', confirmPhrase: phrase }).success,
    ).toBe(true);
    for (const wrong of [phrase.toLowerCase(), ` ${phrase}`, 'PERMANENTLY DELETE']) {
      expect(
        permanentDeleteAccountSchema.safeParse({ password: 'p', confirmPhrase: wrong }).success,
      ).toBe(false);
    }
  });
});
