// A 401 from a team call: the session ended meanwhile; account settings then asks to log in again.
import { ApiError } from '#web/lib/api.js';

export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
