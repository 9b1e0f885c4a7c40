// Change rows are kept 24 hours (docs/product.md#live-updates): long enough for any client to
// resume after a sleep or a lost connection, short enough to stay small. The clean-up job
// (jobs.ts) runs this on every instance; the advisory lock makes one of them do the work when they
// run at once, the others skip (the delete is idempotent either way). The age is measured by the
// database's clock, which stamped the rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { changeEvents } from '../db/schema/index.js';

/** Advisory lock name space of the prune (the two-int form, apart from services/guests.ts's). */
const LOCK_JOBS = 7401;
const LOCK_PRUNE_CHANGE_EVENTS = 1;

const CHANGE_EVENTS_KEPT = '24 hours';

/** Deletes change rows older than 24 hours; false when another instance holds the run. */
export function pruneChangeEvents(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCK_JOBS}::int, ${LOCK_PRUNE_CHANGE_EVENTS}::int) as claimed`,
    )) as unknown as { rows: { claimed: boolean }[] };
    if (!rows[0]?.claimed) return false;
    await tx
      .delete(changeEvents)
      .where(sql`${changeEvents.createdAt} < now() - ${CHANGE_EVENTS_KEPT}::interval`);
    return true;
  });
}
