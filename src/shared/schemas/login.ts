// The login payload (docs/product.md#auth-validation), on its own and in zod's tree-shakable "mini"
// API: the login form is the one form on the first page a visitor loads, and the classic API would
// add about 20 KB of gzip JavaScript to it (docs/performance.md). The server validates with the
// same schema. Mini has no default English messages unless classic zod is loaded, so every check
// names its own.
import * as z from 'zod/mini';

export const loginSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Username is required'),
      z.maxLength(50, 'Username must be at most 50 characters'),
    ),
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, 'Password is required'),
      z.maxLength(256, 'Password must be at most 256 characters long'),
    ),
});
export type LoginInput = z.infer<typeof loginSchema>;
