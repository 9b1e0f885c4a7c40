// docs/product.md#creation-failures: which failures mean the session expired.
import { describe, expect, it } from 'vitest';
import {
  isSessionExpiry,
  SESSION_EXPIRED_MESSAGE,
  SessionExpiredError,
} from '#web/features/action-center/api/session-expiry.js';
import { ApiError } from '#web/lib/api.js';

describe('isSessionExpiry', () => {
  it('is true for the session check, a 401, "Authentication required" and "unauthorized"', () => {
    expect(isSessionExpiry(new SessionExpiredError())).toBe(true);
    expect(new SessionExpiredError().message).toBe(
      'Your session has expired. Please log in again to continue.',
    );
    expect(SESSION_EXPIRED_MESSAGE).toBe(new SessionExpiredError().message);
    expect(isSessionExpiry(new ApiError(401, '', null))).toBe(true);
    expect(isSessionExpiry(new ApiError(403, 'x', { message: 'Authentication required' }))).toBe(
      true,
    );
    expect(isSessionExpiry(new ApiError(400, 'x', { message: 'Request Unauthorized here' }))).toBe(
      true,
    );
  });

  it('is false for other failures', () => {
    expect(isSessionExpiry(new ApiError(400, 'x', { message: 'Title is required' }))).toBe(false);
    expect(isSessionExpiry(new ApiError(500, 'Internal Server Error', null))).toBe(false);
    expect(isSessionExpiry(new Error('network'))).toBe(false);
  });
});
