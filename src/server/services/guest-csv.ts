// CSV export and import of guests (docs/decisions/011-csv-import-export.md). The export
// is the board's list as CSV text; the import re-checks every mapped row with the guest form's
// rules and the duplicate rule under the guests service's duplicate lock, then adds the accepted
// rows and their `created` journal entries in one transaction: all of them or none.
import { checkImportRows, guestsToCsv } from '#shared/guest-csv.js';
import type { ImportReport, ImportRowInput } from '#shared/guest-csv.js';
import { inTransaction } from '../context.js';
import { guests, journalEntries } from '../db/schema/index.js';
import type { Guest } from '../db/schema/index.js';
import {
  createdEntry,
  duplicateKeysOfVisibleGuests,
  listGuests,
  lockDuplicateScope,
  newGuestRow,
  toGuestDto,
} from './guests.js';
import type { GuestDeps, Viewer } from './guests.js';
import type { Db } from '../db/client.js';

/** The viewer's board (active guests they can see, newest first) as a CSV file's text. */
export async function exportGuestsCsv(db: Db, viewer: Viewer): Promise<string> {
  return guestsToCsv((await listGuests(db, viewer)).map(toGuestDto));
}

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const INSERT_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    result.push(items.slice(start, start + size));
  }
  return result;
}

export async function importGuests(
  deps: GuestDeps,
  caller: Viewer,
  rows: readonly ImportRowInput[],
): Promise<ImportReport> {
  return inTransaction(deps, async (tx, now) => {
    const viewer = await lockDuplicateScope(tx, caller);
    const existing = await duplicateKeysOfVisibleGuests(tx, viewer);
    const { accepted, skipped } = checkImportRows(rows, existing);
    for (const part of chunks(accepted, INSERT_CHUNK)) {
      const created: Guest[] = await tx
        .insert(guests)
        .values(part.map(({ data }) => newGuestRow(viewer, data, now)))
        .returning();
      await tx.insert(journalEntries).values(
        created.map((guest) => ({
          ...createdEntry(guest),
          guestId: guest.id,
          userId: viewer.id,
          username: viewer.username,
          createdAt: now,
        })),
      );
    }
    return { imported: accepted.length, skipped };
  });
}
