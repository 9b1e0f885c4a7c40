// The guest archive (docs/product.md#archive-screen, #archiving): listing archived guests,
// restoring them and deleting them for good, one at a time or in bulk. An archived guest is a
// guests row flagged is_archived plus its guest_archive snapshot (written by guests.ts
// archiveGuest); the routes name it by the snapshot's id. Who may act follows
// docs/product.md#ownership through the guest row (visibleTo). Every call is one transaction;
// functions take `{db, clock}`.
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { ARCHIVE_MESSAGES } from '#shared/schemas/archive.js';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import { inTransaction } from '../context.js';
import type { Db } from '../db/client.js';
import { guestArchive, guests, journalEntries } from '../db/schema/index.js';
import type { Guest, GuestArchive, NewJournalEntry } from '../db/schema/index.js';
import { notFound } from '../errors.js';
import { namedGuest, visibleTo } from './guests.js';
import type { GuestDeps, NamedGuest, Viewer } from './guests.js';

export const RESTORED_DESCRIPTION = 'Guest restored from the archive';
export const GUEST_PERMANENTLY_DELETED = 'Guest permanently deleted';

/** The largest id PostgreSQL's integer column holds; a larger one cannot name an archive entry. */
const MAX_ID = 2_147_483_647;

export interface BulkResult {
  success: number;
  failed: number;
}

/** Archived guests the viewer may see: the flagged guest row decides, as for active guests. */
const visibleArchived = (viewer: Viewer) => and(eq(guests.isArchived, true), visibleTo(viewer));

/** The archive page's list, most recently archived first, in one query. */
export async function listArchivedGuests(db: Db, viewer: Viewer): Promise<GuestArchive[]> {
  return db
    .select(getTableColumns(guestArchive))
    .from(guestArchive)
    .innerJoin(guests, eq(guests.id, guestArchive.originalId))
    .where(visibleArchived(viewer))
    .orderBy(desc(guestArchive.archivedAt), desc(guestArchive.id));
}

interface LockedEntry {
  archiveId: number;
  guest: Guest;
}

/**
 * The archive entries among `archiveIds` that the viewer may see, with their guest rows, both
 * locked for this transaction (in guest id order, so two bulk calls cannot deadlock). Unknown,
 * foreign and already restored or deleted ids are simply absent.
 */
async function lockArchived(tx: Db, viewer: Viewer, archiveIds: number[]): Promise<LockedEntry[]> {
  const ids = [...new Set(archiveIds)].filter((id) => id <= MAX_ID);
  if (ids.length === 0) return [];
  return tx
    .select({ archiveId: guestArchive.id, guest: guests })
    .from(guestArchive)
    .innerJoin(guests, eq(guests.id, guestArchive.originalId))
    .where(and(inArray(guestArchive.id, ids), visibleArchived(viewer)))
    .orderBy(asc(guests.id))
    .for('update');
}

/** One journal entry per guest, all in one insert (a bulk call may touch a thousand guests). */
async function journalEach(
  tx: Db,
  viewer: Viewer,
  now: Date,
  entries: Pick<NewJournalEntry, 'guestId' | 'action' | 'description' | 'oldValue'>[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(journalEntries).values(
    entries.map((entry) => ({
      ...entry,
      userId: viewer.id,
      username: viewer.username,
      createdAt: now,
    })),
  );
}

/**
 * Brings the guests back to the board: the same rows, so their journal, tasks, action items and
 * events come back with them, unchanged. An active guest with the same email or name may have
 * been added meanwhile; the guest is restored anyway (nothing is lost) and the host can merge.
 */
async function restoreLocked(
  tx: Db,
  viewer: Viewer,
  now: Date,
  entries: LockedEntry[],
): Promise<Guest[]> {
  if (entries.length === 0) return [];
  // A restore is a change of the guest: one more version (docs/product.md#versions).
  const restored = await tx
    .update(guests)
    .set({
      isArchived: false,
      lastModifiedBy: viewer.id,
      lastModifiedAt: now,
      version: sql`${guests.version} + 1`,
    })
    .where(
      inArray(
        guests.id,
        entries.map((entry) => entry.guest.id),
      ),
    )
    .returning();
  await tx.delete(guestArchive).where(
    inArray(
      guestArchive.id,
      entries.map((entry) => entry.archiveId),
    ),
  );
  await journalEach(
    tx,
    viewer,
    now,
    entries.map((entry) => ({
      guestId: entry.guest.id,
      action: 'restored' as const,
      description: RESTORED_DESCRIPTION,
      oldValue: null,
    })),
  );
  return restored;
}

/**
 * Deletes the guests for good: their tasks, action items and events go with the row (foreign keys
 * cascade), their journal entries stay with guestId null (set null). The `deleted` entry is
 * written first, pointing at the guest, so it is nulled with the rest; it names the guest, since
 * nothing else will.
 */
async function deleteLocked(
  tx: Db,
  viewer: Viewer,
  now: Date,
  entries: LockedEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await journalEach(
    tx,
    viewer,
    now,
    entries.map(({ guest }) => ({
      guestId: guest.id,
      action: 'deleted' as const,
      description: `Guest ${guest.name} (ID ${guest.id}) permanently deleted`,
      oldValue: guest.name,
    })),
  );
  await tx.delete(guests).where(
    inArray(
      guests.id,
      entries.map((entry) => entry.guest.id),
    ),
  );
  await tx.delete(guestArchive).where(
    inArray(
      guestArchive.id,
      entries.map((entry) => entry.archiveId),
    ),
  );
}

/** Locks the viewer's entries among `archiveIds` and hands them to `work`, in one transaction. */
function withLockedEntries<T>(
  deps: GuestDeps,
  viewer: Viewer,
  archiveIds: number[],
  work: (tx: Db, now: Date, entries: LockedEntry[]) => Promise<T>,
): Promise<T> {
  return inTransaction(deps, async (tx, now) =>
    work(tx, now, await lockArchived(tx, viewer, archiveIds)),
  );
}

/** Restores one archived guest; 404 when the viewer may not see it (or it is gone). */
export async function restoreArchivedGuest(
  deps: GuestDeps,
  viewer: Viewer,
  archiveId: number,
): Promise<NamedGuest> {
  return withLockedEntries(deps, viewer, [archiveId], async (tx, now, entries) => {
    if (entries.length === 0) throw notFound(ARCHIVE_MESSAGES.archivedGuestNotFound);
    const [guest] = await restoreLocked(tx, viewer, now, entries);
    return namedGuest(tx, (guest as Guest).id);
  });
}

/** Deletes one archived guest for good; 404 when the viewer may not see it (or it is gone). */
export async function deleteArchivedGuest(
  deps: GuestDeps,
  viewer: Viewer,
  archiveId: number,
): Promise<void> {
  await withLockedEntries(deps, viewer, [archiveId], async (tx, now, entries) => {
    if (entries.length === 0) throw notFound(ARCHIVE_MESSAGES.archivedGuestNotFound);
    await deleteLocked(tx, viewer, now, entries);
  });
}

/**
 * Applies `apply` to every listed guest the viewer may see, in one transaction. Repeated ids count
 * once; an id that is unknown, someone else's or no longer archived counts as failed, and nothing
 * tells which of those it was.
 */
function bulkApply(
  deps: GuestDeps,
  viewer: Viewer,
  archiveIds: number[],
  apply: typeof restoreLocked | typeof deleteLocked,
): Promise<BulkResult> {
  const requested = new Set(archiveIds).size;
  return withLockedEntries(deps, viewer, archiveIds, async (tx, now, entries) => {
    await apply(tx, viewer, now, entries);
    return { success: entries.length, failed: requested - entries.length };
  });
}

/** Restores every listed guest the viewer may see, in one transaction; counted as bulkApply says. */
export const bulkRestoreArchivedGuests = (deps: GuestDeps, viewer: Viewer, archiveIds: number[]) =>
  bulkApply(deps, viewer, archiveIds, restoreLocked);

/** Deletes every listed guest the viewer may see for good, in one transaction; counted likewise. */
export const bulkDeleteArchivedGuests = (deps: GuestDeps, viewer: Viewer, archiveIds: number[]) =>
  bulkApply(deps, viewer, archiveIds, deleteLocked);

export const bulkMessage = (verb: 'deleted' | 'restored', result: BulkResult): string =>
  `Successfully ${verb} ${result.success} guests. Failed: ${result.failed}`;

export function toArchivedGuestDto(entry: GuestArchive): ArchivedGuestDto {
  return {
    id: entry.id,
    originalId: entry.originalId,
    name: entry.name,
    details: entry.details,
    status: entry.status,
    organization: entry.organization,
    title: entry.title,
    dateAdded: entry.dateAdded.toISOString(),
    archivedAt: entry.archivedAt?.toISOString() ?? null,
  };
}
