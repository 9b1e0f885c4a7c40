// A 409 of a stale version (docs/product.md#versions): who changed the record, when, and the record
// as it is now. The body is the API's, typed by the shared schema (type only: no zod here).
import type { VersionConflict } from '#shared/schemas/versions.js';
import { ApiError } from './api';

export type { VersionConflict };

/**
 * The record as a 409 of a stale version says it is now, else `base`: the copy a dialog saves
 * against next, so that saving again goes over that change knowingly.
 */
export function currentOr<T>(error: unknown, base: T): T {
  return conflictOf<T>(error)?.conflict.current ?? base;
}

/** The conflict an error carries, or null when it is another error. */
export function conflictOf<T>(error: unknown): VersionConflict<T> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<VersionConflict<T>> | null;
  return body?.conflict && typeof body.message === 'string' ? (body as VersionConflict<T>) : null;
}
