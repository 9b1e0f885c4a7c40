// How a failed account call reads (docs/product.md#account-messages): the server's message, else
// the screen's fallback; and whether it failed because the session had already ended.
import { ApiError, serverMessage } from '#web/lib/api.js';

export function accountFailureMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** A 401 from an account call: the session ended meanwhile (e.g. a password change elsewhere). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
