// Form validation for the auth page: the shared zod schemas (so messages equal the server's),
// plus the password-match check zod only runs once every other field is valid.
import { schemaResolver } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export function validateWithSchema(schema: z.ZodType, values: unknown): FormErrors {
  return schemaResolver(schema, { sync: true })(values);
}

/** Adds the mismatch error on `confirmPassword` when zod skipped its refinement. */
export function withPasswordMatch(
  errors: FormErrors,
  password: string,
  confirmPassword: string,
): FormErrors {
  if (!errors.confirmPassword && password !== confirmPassword) {
    return { ...errors, confirmPassword: PASSWORDS_DO_NOT_MATCH };
  }
  return errors;
}

export const PASSWORD_HINT =
  'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.';
