// Form validation for the auth page: the shared zod schemas (so messages equal the server's), read
// through Mantine's schema resolver. The one addition is when the password-match rule runs: zod
// skips an object's refinement while any field is invalid, and the forms say it at once.
import { schemaResolver } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import { z } from 'zod';
import { codeSchema, registerSchema, resetPasswordSchema } from '#shared/schemas/auth.js';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export function validateWithSchema(schema: z.ZodType, values: unknown): FormErrors {
  return schemaResolver(schema, { sync: true })(values);
}

/** The register form: the server's schema, the match checked even while other fields fail. */
export const registerFormSchema = registerSchema.refine(
  (value) => value.password === value.confirmPassword,
  { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'], when: () => true },
);

/** Step 2 of the reset: the code alone, with the server's rule for it. */
export const resetCodeFormSchema = z.object({ resetCode: resetPasswordSchema.shape.resetCode });

/** Step 3 of the reset: the server's schema, the match checked even while other fields fail. */
export const resetPasswordFormSchema = resetPasswordSchema.refine(
  (value) => value.newPassword === value.confirmPassword,
  { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'], when: () => true },
);

/** Verify Code on the register form: the code alone, with the server's rule for it. */
export const verificationCodeFormSchema = z.object({ verificationCode: codeSchema });
