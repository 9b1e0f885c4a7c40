// How a failed auth call reads in a toast (docs/product.md#auth-messages).
import { ApiError, serverMessage } from '#web/lib/api.js';

export const SERVER_CONNECTION_ERROR = 'Server connection error. Please try again later.';

/**
 * The server's message when it sent one; when the body could not be read, a connection error
 * for status 0 or 5xx and `unauthorized` (if given) for 401; otherwise `fallback(status)`.
 */
export function failureMessage(
  error: unknown,
  fallback: (status: number) => string,
  unauthorized?: string,
): string {
  if (!(error instanceof ApiError)) return SERVER_CONNECTION_ERROR;
  const message = serverMessage(error);
  if (message) return message;
  if (error.body === null) {
    if (error.status === 0 || error.status >= 500) return SERVER_CONNECTION_ERROR;
    if (error.status === 401 && unauthorized) return unauthorized;
  }
  return fallback(error.status);
}
