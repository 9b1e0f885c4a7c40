// Guests on the board: who may see one (docs/product.md#ownership), creating and editing with the
// duplicate rule (docs/product.md#duplicates), status changes, archiving
// (docs/product.md#archiving) and the journal entries each change writes in its own transaction.
// Every change counts one more version; an edit or a status move that names the version the
// client saw is checked against the locked row first (docs/product.md#versions).
// Functions take `{db, clock}`; `db` may be a transaction of the caller's, in which case the work
// nests as a savepoint and commits or rolls back with the caller.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GuestStatus } from '#shared/enums.js';
import {
  DUPLICATE_FIELDS,
  duplicateMessage,
  findDuplicate,
  followUpDateText,
  statusTitle,
} from '#shared/guest-rules.js';
import type { DuplicateField } from '#shared/guest-rules.js';
import type {
  CreateGuestData,
  DuplicateGuestResponse,
  GuestDto,
  UpdateGuestData,
} from '#shared/schemas/guests.js';
import { inTransaction } from '../context.js';
import type { Clock } from '../context.js';
import type { Db } from '../db/client.js';
import { guestArchive, guests, users } from '../db/schema/index.js';
import type { Guest, JournalEntry, NewGuest, User } from '../db/schema/index.js';
import { HttpError, notFound } from '../errors.js';
import { listJournalForGuest, writeJournal } from './journal.js';
import type { JournalWrite } from './journal.js';
import { assertVersion } from './versions.js';

export type Viewer = Pick<User, 'id' | 'username' | 'organizationId'>;
export interface GuestDeps {
  db: Db;
  clock: Clock;
}

export const GUEST_NOT_FOUND = 'Guest not found';
export const GUEST_ARCHIVED = 'Guest archived';

/**
 * 409 carrying the existing guest, so the client can offer to open it
 * (docs/product.md#board-dialogs).
 */
export class DuplicateGuestError extends HttpError {
  readonly duplicateGuest: DuplicateGuestResponse['duplicateGuest'];
  constructor(field: DuplicateField, existing: DuplicateGuestResponse['duplicateGuest']) {
    super(409, duplicateMessage(field, existing.name));
    this.duplicateGuest = existing;
  }
  override toBody(): DuplicateGuestResponse {
    return { message: this.message, duplicateGuest: this.duplicateGuest };
  }
}

// ---- access --------------------------------------------------------------------------------

/**
 * Guests the viewer may see: their own, and their organization's when they belong to one. `of` is
 * the table that names the guest's owner and team: the guests, or a copy of their scope.
 */
export function visibleTo(
  viewer: Viewer,
  of: { userId: Column; organizationId: Column } = guests,
): SQL {
  const own = eq(of.userId, viewer.id);
  if (viewer.organizationId === null) return own;
  return or(own, eq(of.organizationId, viewer.organizationId)) as SQL;
}

const isActive = eq(guests.isArchived, false);

/**
 * An active guest the viewer may see, or 404 "Guest not found" — the same answer whether the id
 * does not exist, is archived or belongs to someone else. `lock` holds the row for the caller's
 * transaction so concurrent edits see each other's result.
 */
export async function findVisibleGuest(
  db: Db,
  viewer: Viewer,
  id: number,
  options: { lock?: boolean } = {},
): Promise<Guest> {
  const query = db
    .select()
    .from(guests)
    .where(and(eq(guests.id, id), isActive, visibleTo(viewer)))
    .limit(1);
  const [guest] = options.lock ? await query.for('update') : await query;
  if (!guest) throw notFound(GUEST_NOT_FOUND);
  return guest;
}

// ---- reads ---------------------------------------------------------------------------------

/** A guest with the usernames of who added it and who changed it last (null when gone). */
export type NamedGuest = Guest & {
  createdByName: string | null;
  lastModifiedByName: string | null;
};

const creator = alias(users, 'creator');
const modifier = alias(users, 'modifier');

/** Guests with their authors' names, in the same query (no lookup per guest). */
async function selectNamed(db: Db, where: SQL | undefined): Promise<NamedGuest[]> {
  const rows = await db
    .select({
      guest: guests,
      createdByName: creator.username,
      lastModifiedByName: modifier.username,
    })
    .from(guests)
    .leftJoin(creator, eq(creator.id, guests.createdBy))
    .leftJoin(modifier, eq(modifier.id, guests.lastModifiedBy))
    .where(where)
    .orderBy(desc(guests.dateAdded), desc(guests.id));
  return rows.map(({ guest, ...names }) => ({ ...guest, ...names }));
}

/** A guest by id with its authors' names, whoever may see it (for answers after a write). */
export async function namedGuest(db: Db, id: number): Promise<NamedGuest> {
  const [guest] = await selectNamed(db, eq(guests.id, id));
  if (!guest) throw notFound(GUEST_NOT_FOUND);
  return guest;
}

/**
 * The board: the viewer's active guests, newest first, in one query with their authors' names
 * (the (user_id, is_archived) and organization_id indexes serve the two sides of the OR).
 */
export const listGuests = (db: Db, viewer: Viewer): Promise<NamedGuest[]> =>
  selectNamed(db, and(isActive, visibleTo(viewer)));

export async function getGuest(db: Db, viewer: Viewer, id: number): Promise<NamedGuest> {
  const [guest] = await selectNamed(db, and(eq(guests.id, id), isActive, visibleTo(viewer)));
  if (!guest) throw notFound(GUEST_NOT_FOUND);
  return guest;
}

/** What a change names: the version the client saw (docs/product.md#versions), when it sent one. */
export interface GuestChangeOptions {
  version?: number | undefined;
}

/** The 409 of a stale version: who changed the guest last, when, and the guest as it is now. */
const assertGuestVersion = (tx: Db, current: Guest, options: GuestChangeOptions) =>
  assertVersion(options.version, current.version, async () => {
    const named = await namedGuest(tx, current.id);
    return {
      noun: 'guest' as const,
      changedBy: named.lastModifiedByName,
      changedAt: named.lastModifiedAt ?? named.dateAdded,
      current: toGuestDto(named),
    };
  });

/** The columns every change of a guest by the viewer sets: who, when, and one more version. */
const changedBy = (viewer: Viewer, now: Date) => ({
  lastModifiedBy: viewer.id,
  lastModifiedAt: now,
  version: sql`${guests.version} + 1`,
});

export async function getGuestJournal(db: Db, viewer: Viewer, id: number): Promise<JournalEntry[]> {
  const guest = await findVisibleGuest(db, viewer, id);
  return listJournalForGuest(db, guest.id);
}

// ---- duplicates ----------------------------------------------------------------------------

// Advisory lock name spaces (the two-int form never meets the one-bigint form codes.ts uses).
const LOCK_GUESTS_OF_USER = 7301;
const LOCK_GUESTS_OF_ORGANIZATION = 7302;

/**
 * Serialises duplicate checks among the people who see the same guests, so two quick saves of the
 * same guest (a double click, two team members) cannot both pass the check. Answers the viewer
 * with their team as it is now, held until commit (the user row shared-locked): a member removed
 * while their request was on its way does not share a new guest with the team they left.
 */
export async function lockDuplicateScope(tx: Db, viewer: Viewer): Promise<Viewer> {
  const [row] = await tx
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, viewer.id))
    .for('share');
  const current = { ...viewer, organizationId: row ? row.organizationId : viewer.organizationId };
  const [space, key] =
    current.organizationId === null
      ? [LOCK_GUESTS_OF_USER, current.id]
      : [LOCK_GUESTS_OF_ORGANIZATION, current.organizationId];
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, ${key}::int)`);
  return current;
}

/** The columns the duplicate rule compares, of every active guest the viewer can see. */
export function duplicateKeysOfVisibleGuests(tx: Db, viewer: Viewer) {
  return tx
    .select({
      id: guests.id,
      name: guests.name,
      status: guests.status,
      email: guests.email,
      phoneNumber: guests.phoneNumber,
      linkedinUrl: guests.linkedinUrl,
    })
    .from(guests)
    .where(and(isActive, visibleTo(viewer)));
}

/**
 * Throws DuplicateGuestError when the candidate's email, phone, LinkedIn URL or name matches an
 * active guest the viewer can see. The keys are compared with the shared normalisers over the
 * viewer's guests (a few columns, one query), so the rule is spelled once for server and board.
 */
async function assertNoDuplicate(
  tx: Db,
  viewer: Viewer,
  candidate: { [F in DuplicateField]?: string | null },
  options: { excludeId?: number; fields?: readonly DuplicateField[] } = {},
): Promise<void> {
  const existing = await duplicateKeysOfVisibleGuests(tx, viewer);
  const match = findDuplicate(candidate, existing, options);
  if (match) throw new DuplicateGuestError(match.field, match.guest);
}

// ---- writes --------------------------------------------------------------------------------

/** Both follow-up date columns from the one the client sends, so they never disagree. */
function followUpDateColumns(
  date: Date | null,
): Pick<NewGuest, 'importantDate' | 'importantDateFormatted'> {
  return date
    ? { importantDate: followUpDateText(date), importantDateFormatted: date }
    : { importantDate: null, importantDateFormatted: null };
}

/** The row of a new guest of the viewer's, added at `now`, defaults filled in. */
export function newGuestRow(viewer: Viewer, input: CreateGuestData, now: Date): NewGuest {
  return {
    userId: viewer.id,
    organizationId: viewer.organizationId,
    name: input.name,
    details: input.details,
    status: input.status ?? 'prospect',
    ...followUpDateColumns(input.importantDateFormatted ?? null),
    followUpType: input.followUpType ?? null,
    university: input.university ?? null,
    title: input.title ?? null,
    organization: input.organization ?? null,
    phoneNumber: input.phoneNumber ?? null,
    email: input.email ?? null,
    linkedinUrl: input.linkedinUrl ?? null,
    isLocked: input.isLocked ?? true,
    dateAdded: now,
    createdBy: viewer.id,
    lastModifiedBy: viewer.id,
    lastModifiedAt: now,
  };
}

/** The journal entry every new guest starts with. */
export const createdEntry = (guest: Pick<Guest, 'name'>): JournalWrite => ({
  action: 'created',
  description: 'Guest created',
  newValue: guest.name,
});

export async function createGuest(
  deps: GuestDeps,
  caller: Viewer,
  input: CreateGuestData,
): Promise<NamedGuest> {
  return inTransaction(deps, async (tx, now) => {
    const viewer = await lockDuplicateScope(tx, caller);
    await assertNoDuplicate(tx, viewer, input);
    const [guest] = await tx
      .insert(guests)
      .values(newGuestRow(viewer, input, now))
      .returning();
    const created = guest as Guest;
    await writeJournal(tx, viewer, created.id, now, [createdEntry(created)]);
    return { ...created, createdByName: viewer.username, lastModifiedByName: viewer.username };
  });
}

/** Plain text fields an edit may change, with the words its journal entry uses. */
const TEXT_FIELDS = {
  name: 'name',
  details: 'details',
  followUpType: 'follow-up type',
  university: 'university',
  title: 'title',
  organization: 'organization',
  phoneNumber: 'phone number',
  email: 'email',
  linkedinUrl: 'LinkedIn URL',
} as const;
type TextField = keyof typeof TEXT_FIELDS;

const statusChangeEntry = (from: GuestStatus, to: GuestStatus): JournalWrite => ({
  action: 'status_change',
  description: `Status changed from ${statusTitle(from)} to ${statusTitle(to)}`,
  oldValue: from,
  newValue: to,
});

/**
 * Partial edit: only fields present in `input` are considered, and only those whose value differs
 * are written, each with its own journal entry ("Updated email", old and new value as text; a
 * status change writes a status_change entry). No difference: nothing is written at all. The lock
 * switch is view state, not guest data: it is saved but neither journaled nor counted as a change
 * for lastModifiedBy/At, nor as a new version (docs/product.md#versions).
 */
export async function updateGuest(
  deps: GuestDeps,
  viewer: Viewer,
  id: number,
  input: UpdateGuestData,
  options: GuestChangeOptions = {},
): Promise<NamedGuest> {
  return inTransaction(deps, async (tx, now) => {
    const checksDuplicates = DUPLICATE_FIELDS.some((field) => input[field] !== undefined);
    // Scope lock before the row lock, in the same order as createGuest takes its locks.
    if (checksDuplicates) await lockDuplicateScope(tx, viewer);
    // (An edit keeps the guest's own team; only a new guest takes the editor's.)
    const current = await findVisibleGuest(tx, viewer, id, { lock: true });
    await assertGuestVersion(tx, current, options);

    const changes: Partial<NewGuest> = {};
    const entries: JournalWrite[] = [];

    for (const field of Object.keys(TEXT_FIELDS) as TextField[]) {
      const next = input[field];
      if (next === undefined || next === current[field]) continue;
      Object.assign(changes, { [field]: next });
      entries.push({
        action: 'updated',
        description: `Updated ${TEXT_FIELDS[field]}`,
        oldValue: current[field],
        newValue: next,
      });
    }

    const nextDate = input.importantDateFormatted;
    if (
      nextDate !== undefined &&
      (nextDate?.getTime() ?? null) !== (current.importantDateFormatted?.getTime() ?? null)
    ) {
      const columns = followUpDateColumns(nextDate);
      Object.assign(changes, columns);
      entries.push({
        action: 'updated',
        description: 'Updated follow-up date',
        oldValue: current.importantDate,
        newValue: columns.importantDate ?? null,
      });
    }

    if (input.status !== undefined && input.status !== current.status) {
      changes.status = input.status;
      entries.push(statusChangeEntry(current.status, input.status));
    }

    const lockChanged = input.isLocked !== undefined && input.isLocked !== current.isLocked;
    if (entries.length === 0 && !lockChanged) return namedGuest(tx, current.id);

    const changedKeys = DUPLICATE_FIELDS.filter((field) => field in changes);
    if (changedKeys.length > 0) {
      await assertNoDuplicate(
        tx,
        viewer,
        { ...current, ...changes },
        { excludeId: current.id, fields: changedKeys },
      );
    }

    if (lockChanged) changes.isLocked = input.isLocked;
    await tx
      .update(guests)
      .set(entries.length > 0 ? { ...changes, ...changedBy(viewer, now) } : changes)
      .where(eq(guests.id, current.id));
    await writeJournal(tx, viewer, current.id, now, entries);
    return namedGuest(tx, current.id);
  });
}

/** Moves a guest to another column; the same status again changes nothing and writes nothing. */
export async function changeGuestStatus(
  deps: GuestDeps,
  viewer: Viewer,
  id: number,
  status: GuestStatus,
  options: GuestChangeOptions = {},
): Promise<NamedGuest> {
  return inTransaction(deps, async (tx, now) => {
    const current = await findVisibleGuest(tx, viewer, id, { lock: true });
    await assertGuestVersion(tx, current, options);
    if (current.status !== status) {
      await tx
        .update(guests)
        .set({ status, ...changedBy(viewer, now) })
        .where(eq(guests.id, current.id));
      await writeJournal(tx, viewer, current.id, now, [statusChangeEntry(current.status, status)]);
    }
    return namedGuest(tx, current.id);
  });
}

/**
 * Archives a guest (docs/product.md#archiving): the row is flagged, not moved, so its journal,
 * tasks, action items and events keep pointing at the same id and a restore brings all of them
 * back; a snapshot goes to guest_archive (replacing an older one of the same guest, archived and
 * restored before).
 */
export async function archiveGuest(
  deps: GuestDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number }> {
  return inTransaction(deps, async (tx, now) => {
    const current = await findVisibleGuest(tx, viewer, id, { lock: true });
    const [archived] = await tx
      .update(guests)
      .set({ isArchived: true, ...changedBy(viewer, now) })
      .where(eq(guests.id, current.id))
      .returning();
    // The snapshot does not keep the version: the row keeps counting (docs/product.md#versions).
    const { id: originalId, isArchived: _flag, version: _version, ...fields } = archived as Guest;
    const snapshot = { ...fields, archivedAt: now, archivedBy: viewer.id };
    await tx
      .insert(guestArchive)
      .values({ originalId, ...snapshot })
      .onConflictDoUpdate({ target: guestArchive.originalId, set: snapshot });
    await writeJournal(tx, viewer, current.id, now, [
      { action: 'archived', description: 'Guest archived' },
    ]);
    return { id: current.id };
  });
}

/** Adds a manual note to the journal of a guest the viewer can see. */
export async function addGuestNote(
  deps: GuestDeps,
  viewer: Viewer,
  id: number,
  description: string,
): Promise<JournalEntry> {
  return deps.db.transaction(async (tx) => {
    const guest = await findVisibleGuest(tx, viewer, id, { lock: true });
    const [entry] = await writeJournal(tx, viewer, guest.id, deps.clock(), [
      { action: 'manual_note', description },
    ]);
    return entry as JournalEntry;
  });
}

// ---- answers -------------------------------------------------------------------------------

export function toGuestDto(guest: NamedGuest): GuestDto {
  return {
    id: guest.id,
    userId: guest.userId,
    organizationId: guest.organizationId,
    name: guest.name,
    details: guest.details,
    status: guest.status,
    importantDate: guest.importantDate,
    importantDateFormatted: guest.importantDateFormatted?.toISOString() ?? null,
    followUpType: guest.followUpType,
    university: guest.university,
    title: guest.title,
    organization: guest.organization,
    phoneNumber: guest.phoneNumber,
    email: guest.email,
    linkedinUrl: guest.linkedinUrl,
    isLocked: guest.isLocked,
    dateAdded: guest.dateAdded.toISOString(),
    createdBy: guest.createdBy,
    lastModifiedBy: guest.lastModifiedBy,
    lastModifiedAt: guest.lastModifiedAt?.toISOString() ?? null,
    createdByName: guest.createdByName,
    lastModifiedByName: guest.lastModifiedByName,
    updatedAt: (guest.lastModifiedAt ?? guest.dateAdded).toISOString(),
    version: guest.version,
    isNewApplication: guest.isNewApplication,
  };
}
