// The Insights cards' columns as tests write them (the stalls card's and the flow card's per-column
// rows, every column present in the board's order, from the few columns a test names), and the
// stays as the migrations write them for guests that were there before them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { GUEST_STATUSES, type GuestStatus } from '#shared/enums.js';
import { MIGRATIONS_FOLDER } from '#server/db/client.js';
import type { Db } from '#server/db/client.js';

export type StallRow = [stays: number, ongoing: number, median: number | null, p90: number | null];

/** The stalls card's columns from the rows of the columns that have stays. */
export const stalls = (rows: Partial<Record<GuestStatus, StallRow>>) =>
  GUEST_STATUSES.map((status) => {
    const [stays, ongoing, medianDays, p90Days] = rows[status] ?? [0, 0, null, null];
    return { status, stays, ongoing, medianDays, p90Days };
  });

/** The flow card's guests who entered each column, from the columns some entered. */
export const entered = (counts: Partial<Record<GuestStatus, number>>) =>
  GUEST_STATUSES.map((status) => ({ status, guests: counts[status] ?? 0 }));

const statementsOf = async (migration: string) =>
  (await readFile(path.join(MIGRATIONS_FOLDER, migration), 'utf8')).split(
    '--> statement-breakpoint',
  );

/**
 * Writes every guest's stays again as the migrations fill them for guests that were there before
 * them: the stays read out of the journal (the insights migration's last statement), then each
 * stay's guest scope copied from its guest (the scope migration's fill, with its columns put back
 * as the first migration left them while it runs).
 */
export async function refillStaysAsTheMigrationsDo(db: Db): Promise<void> {
  const fill = (await statementsOf('0012_insights.sql')).at(-1) as string;
  const scope = (await statementsOf('0013_insights_stays_scope.sql')).filter((statement) =>
    /^\s*(UPDATE "guest_stays"|ALTER TABLE "guest_stays" ALTER COLUMN)/.test(statement),
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from guest_stays`);
    await tx.execute(sql`alter table guest_stays alter column user_id drop not null,
      alter column guest_added drop not null`);
    await tx.execute(sql.raw(fill));
    for (const statement of scope) await tx.execute(sql.raw(statement));
  });
}
