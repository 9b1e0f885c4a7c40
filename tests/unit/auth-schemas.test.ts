import { describe, expect, it } from 'vitest';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { loginSchema, registerSchema } from '#shared/schemas/auth.js';

const valid = {
  username: 'host_one',
  email: 'host@example.com',
  phoneNumber: '+15552345678',
  messageConsent: true,
  verificationCode: '123456',
  podcast: 'The Show',
  podcastUrl: 'https://open.spotify.com/show/abc',
  password: 'Abcdefg1!',
  confirmPassword: 'Abcdefg1!',
  recaptchaToken: 'token',
};

function issues(schema: $ZodType, input: unknown): { path: string; message: string }[] {
  const result = safeParse(schema, input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
}

/** The messages reported for one field when only that field (or confirmation) is changed. */
function messagesFor(field: string, override: Record<string, unknown>): string[] {
  return issues(registerSchema, { ...valid, ...override })
    .filter((issue) => issue.path === field)
    .map((issue) => issue.message);
}

describe('registerSchema (docs/product.md#validation Register)', () => {
  it('accepts a valid registration and normalises the phone number', () => {
    const result = registerSchema.safeParse({ ...valid, phoneNumber: '(555) 234-5678' });
    expect(result.success).toBe(true);
    expect(result.data?.phoneNumber).toBe('+15552345678');
  });

  it('reports only the field that is wrong', () => {
    expect(issues(registerSchema, { ...valid, podcast: '' })).toEqual([
      { path: 'podcast', message: 'Podcast name is required' },
    ]);
  });

  it('username at least 3 characters', () => {
    expect(messagesFor('username', { username: 'ab' })).toEqual([
      'Username must be at least 3 characters',
    ]);
    expect(messagesFor('username', { username: '  ab  ' })).toEqual([
      'Username must be at least 3 characters',
    ]);
    expect(messagesFor('username', { username: 'abc' })).toEqual([]);
  });

  it('email must be valid', () => {
    for (const email of ['not-an-email', 'a@', '@b.com', '']) {
      expect(messagesFor('email', { email })).toEqual(['Please enter a valid email address']);
    }
  });

  it('phone number: at least 10 digits and +1XXXXXXXXXX format', () => {
    expect(messagesFor('phoneNumber', { phoneNumber: '555123456' })).toContain(
      'Phone number must be at least 10 digits',
    );
    expect(messagesFor('phoneNumber', { phoneNumber: '25552345678' })).toEqual([
      'Phone number must be in +1XXXXXXXXXX format (US only)',
    ]);
    expect(messagesFor('phoneNumber', { phoneNumber: '+445552345678' })).toEqual([
      'Phone number must be in +1XXXXXXXXXX format (US only)',
    ]);
    // a bare "+" with ten digits is not a US number
    expect(messagesFor('phoneNumber', { phoneNumber: '+5552345678' })).toEqual([
      'Phone number must be in +1XXXXXXXXXX format (US only)',
    ]);
    for (const ok of ['+15552345678', '15552345678', '5552345678', '+1 (555) 234-5678']) {
      expect(messagesFor('phoneNumber', { phoneNumber: ok })).toEqual([]);
    }
  });

  it('messageConsent must be true', () => {
    for (const messageConsent of [false, undefined, 'true']) {
      expect(messagesFor('messageConsent', { messageConsent })).toEqual([
        'You must consent to receive SMS messages to continue',
      ]);
    }
  });

  it('verification code must be 6 digits', () => {
    for (const verificationCode of ['12345', '', 'abcdef', undefined]) {
      expect(messagesFor('verificationCode', { verificationCode })).toEqual([
        'Verification code must be 6 digits',
      ]);
    }
  });

  it('podcast name is required', () => {
    expect(messagesFor('podcast', { podcast: '' })).toEqual(['Podcast name is required']);
    expect(messagesFor('podcast', { podcast: '   ' })).toEqual(['Podcast name is required']);
    expect(messagesFor('podcast', { podcast: undefined })).toEqual(['Podcast name is required']);
  });

  it('podcast URL is required and must be from an allowed host', () => {
    expect(messagesFor('podcastUrl', { podcastUrl: undefined })).toEqual([
      'Podcast URL is required',
    ]);
    expect(messagesFor('podcastUrl', { podcastUrl: '' })).toEqual(['Podcast URL is required']);
    expect(messagesFor('podcastUrl', { podcastUrl: 'https://example.com/show' })).toEqual([
      'URL must be from a podcast directory, host or RSS feed',
    ]);
    expect(messagesFor('podcastUrl', { podcastUrl: 'https://spotify.com.evil.com/x' })).toEqual([
      'URL must be from a podcast directory, host or RSS feed',
    ]);
    expect(messagesFor('podcastUrl', { podcastUrl: 'https://youtu.be/abc' })).toEqual([]);
  });

  it.each([
    ['Ab1!xyz', 'Password must be at least 8 characters long'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character'],
  ])('password %j: %s', (password, message) => {
    expect(messagesFor('password', { password, confirmPassword: password })).toEqual([message]);
  });

  it('password is required', () => {
    expect(messagesFor('password', { password: undefined })).toEqual(['Password is required']);
  });

  it('confirmPassword must equal password, reported on confirmPassword', () => {
    expect(issues(registerSchema, { ...valid, confirmPassword: 'Abcdefg1?' })).toEqual([
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });

  it('a blank phone and a blank podcast say only that they are required, and the passwords are still compared', () => {
    expect(
      issues(registerSchema, {
        ...valid,
        phoneNumber: ' ',
        podcast: '\u200B',
        confirmPassword: 'Abcdefg1?',
      }),
    ).toEqual([
      { path: 'phoneNumber', message: 'Phone number is required' },
      { path: 'podcast', message: 'Podcast name is required' },
      { path: 'confirmPassword', message: 'Passwords do not match' },
    ]);
  });

  it('a blank username, password or podcast URL says only that it is required', () => {
    expect(
      issues(registerSchema, {
        ...valid,
        username: '   ',
        podcastUrl: '',
        password: '',
        confirmPassword: '',
      }),
    ).toEqual([
      { path: 'username', message: 'Username is required' },
      { path: 'podcastUrl', message: 'Podcast URL is required' },
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('a text breaking several rules says each once', () => {
    expect(messagesFor('username', { username: 'a!' })).toEqual([
      'Username must be at least 3 characters',
      'Username may contain only letters, numbers, dots, dashes and underscores',
    ]);
    expect(messagesFor('password', { password: 'abc', confirmPassword: 'abc' })).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    // Spaces are part of a password: not trimmed, not blank.
    expect(
      messagesFor('password', { password: ' Abcdefg1 ', confirmPassword: ' Abcdefg1 ' }),
    ).toEqual([]);
    expect(
      messagesFor('podcastUrl', { podcastUrl: `https://open.spotify.com/${'x'.repeat(2100)}` }),
    ).toEqual(['URL must be from a podcast directory, host or RSS feed']);
  });

  it('captcha token is required', () => {
    expect(messagesFor('recaptchaToken', { recaptchaToken: '' })).toEqual([
      'Please complete the captcha verification',
    ]);
    expect(messagesFor('recaptchaToken', { recaptchaToken: undefined })).toEqual([
      'Please complete the captcha verification',
    ]);
  });

  it('an empty object reports every required field', () => {
    const paths = new Set(issues(registerSchema, {}).map((issue) => issue.path));
    expect([...paths].sort()).toEqual(
      [
        'username',
        'email',
        'phoneNumber',
        'messageConsent',
        'verificationCode',
        'podcast',
        'podcastUrl',
        'password',
        'confirmPassword',
        'recaptchaToken',
      ].sort(),
    );
  });
});

describe('loginSchema (docs/product.md#validation Login)', () => {
  it('accepts username and password', () => {
    expect(loginSchema.safeParse({ username: 'host', password: 'x' }).success).toBe(true);
  });

  it('requires a username', () => {
    expect(issues(loginSchema, { username: '', password: 'x' })).toEqual([
      { path: 'username', message: 'Username is required' },
    ]);
    expect(issues(loginSchema, { username: '   ', password: 'x' })).toEqual([
      { path: 'username', message: 'Username is required' },
    ]);
    expect(issues(loginSchema, { password: 'x' })).toEqual([
      { path: 'username', message: 'Username is required' },
    ]);
  });

  it('requires a password', () => {
    expect(issues(loginSchema, { username: 'host', password: '' })).toEqual([
      { path: 'password', message: 'Password is required' },
    ]);
    expect(issues(loginSchema, { username: 'host' })).toEqual([
      { path: 'password', message: 'Password is required' },
    ]);
  });

  it('names its own message for over-long fields (zod mini has no default English text)', () => {
    expect(issues(loginSchema, { username: 'h'.repeat(51), password: 'p'.repeat(257) })).toEqual([
      { path: 'username', message: 'Username must be at most 50 characters' },
      { path: 'password', message: 'Password must be at most 256 characters long' },
    ]);
  });

  it('trims the username', () => {
    expect(loginSchema.parse({ username: '  host ', password: 'x' })).toEqual({
      username: 'host',
      password: 'x',
    });
  });
});
