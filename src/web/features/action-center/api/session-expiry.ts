// docs/product.md#creation-failures: a session check (GET /api/user) precedes the POST, so an
// expired session is told apart from a refused item; these say which failures mean the session
// ended.
import { ApiError } from '#web/lib/api.js';
import { getCurrentUser } from '#web/lib/session.js';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again to continue.';

/** The session ended before or while the action item was sent. */
export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED_MESSAGE);
    this.name = 'SessionExpiredError';
  }
}

/**
 * docs/product.md#errors: a 401, a server reply of "Authentication required", or a message
 * mentioning "unauthorized" all mean the session expired.
 */
export function isSessionExpiry(error: unknown): boolean {
  if (error instanceof SessionExpiredError) return true;
  if (!(error instanceof ApiError)) return false;
  const message = typeof error.body?.message === 'string' ? error.body.message : error.message;
  return (
    error.status === 401 ||
    message === 'Authentication required' ||
    message.toLowerCase().includes('unauthorized')
  );
}

/** Runs `send` only for a live session; an expiry before or during it is a SessionExpiredError. */
export async function withLiveSession<T>(send: () => Promise<T>): Promise<T> {
  const user = await getCurrentUser();
  if (!user) throw new SessionExpiredError();
  try {
    return await send();
  } catch (error) {
    if (isSessionExpiry(error)) throw new SessionExpiredError();
    throw error;
  }
}
