// The server's half of docs/product.md#versions: the 409 a stale version earns, and the check a
// service makes with the row locked in its transaction, so that of two writes naming the same
// version exactly one goes through (the other waits for the lock, then sees the new version).
import { eq } from 'drizzle-orm';
import { conflictMessage } from '#shared/schemas/versions.js';
import type { ConflictNoun, VersionConflict } from '#shared/schemas/versions.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { HttpError } from '../errors.js';

/** 409: the record changed since the client's version; its body names who, when, and the record. */
export class VersionConflictError<D = unknown> extends HttpError {
  readonly conflict: VersionConflict<D>['conflict'];
  constructor(
    noun: ConflictNoun,
    changedBy: string | null,
    changedAt: Date | null,
    current: D,
    message = conflictMessage(changedBy, noun),
  ) {
    super(409, message);
    this.conflict = { changedBy, changedAt: changedAt?.toISOString() ?? null, current };
  }
  override toBody(): VersionConflict<D> {
    return { message: this.message, conflict: this.conflict };
  }
}

/** The username of a user id, null for none or an account that is gone. */
export async function usernameOf(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row?.username ?? null;
}

/**
 * Throws the conflict when the client named a version and the locked row is at another one;
 * `answer` describes the row as it is (called only then), and may word the message itself
 * (settings never saved name nobody). No version: nothing to check.
 */
export async function assertVersion<D, V extends number | string = number>(
  expected: V | undefined,
  actual: V,
  answer: () => Promise<{
    noun: ConflictNoun;
    changedBy: string | null;
    changedAt: Date | null;
    current: D;
    message?: string;
  }>,
): Promise<void> {
  if (expected === undefined || expected === actual) return;
  const { noun, changedBy, changedAt, current, message } = await answer();
  throw new VersionConflictError(noun, changedBy, changedAt, current, message);
}

/**
 * The check of saved settings, versioned by when they were saved (docs/product.md#versions):
 * `edited` is the `updatedAt` of the copy the client edited, null when it had never been saved,
 * undefined for no check; `savedAt` is the locked row's, null when there is none. Compared as
 * instants, since one time may be spelled with or without its milliseconds.
 */
export function assertSavedAt<D>(
  edited: string | null | undefined,
  savedAt: Date | null,
  answer: Parameters<typeof assertVersion<D, string>>[2],
): Promise<void> {
  const spell = (at: string | Date | null) =>
    at === null ? 'never saved' : new Date(at).toISOString();
  return assertVersion(edited === undefined ? undefined : spell(edited), spell(savedAt), answer);
}
