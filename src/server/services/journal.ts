// The journal store (docs/product.md#entities journal_entries): services that change a guest write
// entries here inside their own transaction. It knows nothing of access: guests.ts decides who may
// see a guest and so its journal, and exposes the journal routes' operations.
import { desc, eq } from 'drizzle-orm';
import type { JournalEntryDto } from '#shared/schemas/guests.js';
import type { Db } from '../db/client.js';
import { journalEntries } from '../db/schema/index.js';
import type { JournalEntry, NewJournalEntry } from '../db/schema/index.js';

export type JournalWrite = Pick<
  NewJournalEntry,
  'action' | 'description' | 'oldValue' | 'newValue' | 'taskId' | 'actionItemId'
>;

/** Writes entries for one guest by one user at one moment; `db` may be a transaction. */
export async function writeJournal(
  db: Db,
  author: { id: number | null; username: string },
  guestId: number,
  createdAt: Date,
  entries: readonly JournalWrite[],
): Promise<JournalEntry[]> {
  if (entries.length === 0) return [];
  return db
    .insert(journalEntries)
    .values(
      entries.map((entry) => ({
        ...entry,
        guestId,
        userId: author.id,
        username: author.username,
        createdAt,
      })),
    )
    .returning();
}

/** A guest's journal, newest first (ties by id: one change writes several rows at one moment). */
export async function listJournalForGuest(db: Db, guestId: number): Promise<JournalEntry[]> {
  return db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.guestId, guestId))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id));
}

export function toJournalEntryDto(entry: JournalEntry): JournalEntryDto {
  return {
    id: entry.id,
    guestId: entry.guestId,
    userId: entry.userId,
    username: entry.username,
    action: entry.action,
    description: entry.description,
    oldValue: entry.oldValue,
    newValue: entry.newValue,
    taskId: entry.taskId,
    actionItemId: entry.actionItemId,
    createdAt: entry.createdAt.toISOString(),
  };
}
