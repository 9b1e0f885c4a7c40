// The live relay, one per app instance (docs/product.md#live-updates,
// docs/decisions/020-live-updates.md). Database triggers write change_events rows and announce
// their ids on the 'changes' channel; the relay LISTENs, reads the new rows in id order (batched)
// and hands each to the open streams whose user is in the row's audience: named in it, or a
// member of a team named in it. A stream's team is kept in memory and re-read from the database
// when a `team` row concerns its user, so a removed member stops hearing the team at once.
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Unlisten } from '../db/client.js';
import { changeEvents, users, type ChangeEvent } from '../db/schema/index.js';

export const LIVE_CHANNEL = 'changes';
const BATCH = 500;
/** Resuming replays at most this many changes; a longer gap asks the client to refetch. */
export const REPLAY_LIMIT = 1000;
/**
 * An id skipped over may belong to a transaction still running (ids are taken at insert, rows
 * appear at commit): it is looked for again on every read for this long, then given up (a
 * rolled-back insert leaves a hole for good).
 */
const MISSING_TTL_MS = 60_000;
const MISSING_MAX = 10_000;

export interface LiveListener {
  userId: number;
  organizationId: number | null;
  deliver(row: ChangeEvent): void;
}

export function mayHear(
  listener: Pick<LiveListener, 'userId' | 'organizationId'>,
  row: ChangeEvent,
) {
  return (
    row.audienceUserIds.includes(listener.userId) ||
    (listener.organizationId !== null &&
      row.audienceOrganizationIds.includes(listener.organizationId))
  );
}

/** Rows a user may hear of, by the user's id and current team. */
const audienceIs = (userId: number, organizationId: number | null) =>
  organizationId === null
    ? sql`${userId}::int = any(${changeEvents.audienceUserIds})`
    : sql`(${userId}::int = any(${changeEvents.audienceUserIds}) or ${organizationId}::int = any(${changeEvents.audienceOrganizationIds}))`;

export type Replay = { reset: false; rows: ChangeEvent[] } | { reset: true; latestId: number };

export class LiveRelay {
  private readonly listeners = new Set<LiveListener>();
  private lastSeen = 0;
  private readonly missing = new Map<number, number>();
  private starting: Promise<void> | undefined;
  private unlisten: Unlisten | undefined;
  private draining = false;
  private drainAgain = false;
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly deps: { db: Db; database: Pick<Database, 'listen'>; log: FastifyBaseLogger },
  ) {}

  /** Starts listening (once; a failed start is tried again by the next caller). */
  start(): Promise<void> {
    this.starting ??= this.listen().catch((error: unknown) => {
      this.starting = undefined;
      throw error;
    });
    return this.starting;
  }

  private async listen() {
    // LISTEN first, then take the high-water mark: a row committed in between is counted as seen
    // (no stream was open for it) rather than missed.
    const unlisten = await this.deps.database.listen(LIVE_CHANNEL, () => this.drain());
    if (this.stopped) {
      await unlisten();
      return;
    }
    this.unlisten = unlisten;
    this.lastSeen = await this.latestId();
  }

  /** The newest change id (0 when there is none). */
  async latestId(): Promise<number> {
    const [row] = await this.deps.db
      .select({ max: sql<string | number | null>`max(${changeEvents.id})` })
      .from(changeEvents);
    return Number(row?.max ?? 0);
  }

  add(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.listeners.clear();
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.().catch(() => {});
  }

  /** Reads every row not relayed yet and relays it; runs one at a time, again if called meanwhile. */
  private drain(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = true;
    this.drainAgain = false;
    this.readNew().then(
      () => {
        this.draining = false;
        if (this.drainAgain) this.drain();
      },
      (error: unknown) => {
        this.draining = false;
        if (this.stopped) return;
        this.deps.log.warn({ err: (error as Error).message }, 'live relay read failed; retrying');
        clearTimeout(this.retry);
        this.retry = setTimeout(() => this.drain(), 1000);
        this.retry.unref();
      },
    );
  }

  private async readNew() {
    await this.starting;
    for (;;) {
      const now = Date.now();
      for (const [id, since] of this.missing) {
        if (now - since > MISSING_TTL_MS) this.missing.delete(id);
      }
      const missingIds = [...this.missing.keys()];
      const rows = await this.deps.db
        .select()
        .from(changeEvents)
        .where(
          missingIds.length > 0
            ? or(gt(changeEvents.id, this.lastSeen), inArray(changeEvents.id, missingIds))
            : gt(changeEvents.id, this.lastSeen),
        )
        .orderBy(asc(changeEvents.id))
        .limit(BATCH);
      if (this.stopped) return;
      for (const row of rows) {
        if (row.id > this.lastSeen) {
          for (let id = this.lastSeen + 1; id < row.id && this.missing.size < MISSING_MAX; id++) {
            this.missing.set(id, now);
          }
          this.lastSeen = row.id;
        } else {
          this.missing.delete(row.id);
        }
        await this.relay(row);
      }
      if (rows.length < BATCH) return;
    }
  }

  private async relay(row: ChangeEvent) {
    if (row.kind === 'team') {
      // A member's team changed: re-read it before anything later is relayed to them. (A rename
      // names the team, not a member: a user of that id has their unchanged team read again.)
      const concerned = [...this.listeners].filter((l) => l.userId === row.recordId);
      if (concerned.length > 0) {
        const organizationId = await this.currentTeam(row.recordId);
        for (const listener of concerned) listener.organizationId = organizationId;
      }
    }
    for (const listener of this.listeners) {
      if (mayHear(listener, row)) listener.deliver(row);
    }
  }

  async currentTeam(userId: number): Promise<number | null> {
    const [user] = await this.deps.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.id, userId));
    return user?.organizationId ?? null;
  }

  /**
   * The changes after `afterId` the user may hear of, or a reset when they cannot all be given:
   * the id is unknown (from the future, or the rows after it were pruned) or the gap is longer
   * than REPLAY_LIMIT. With them, in id order, the changes of lower id made up to MISSING_TTL_MS
   * before `afterId`'s: a transaction that took its id first may have committed after the client
   * heard of `afterId` (and after it lost the stream), and the relay itself waits that long for
   * such a row. The client skips the ones it has.
   */
  async replay(
    listener: Pick<LiveListener, 'userId' | 'organizationId'>,
    afterId: number,
  ): Promise<Replay> {
    const { db } = this.deps;
    const [sequence] = (
      (await db.execute(
        sql`select last_value, is_called from change_events_id_seq`,
      )) as unknown as { rows: { last_value: string | number; is_called: boolean }[] }
    ).rows;
    const issued = sequence?.is_called ? Number(sequence.last_value) : 0;
    const [kept] = await db
      .select({ min: sql<string | number | null>`min(${changeEvents.id})` })
      .from(changeEvents);
    const oldestKept = kept?.min == null ? issued + 1 : Number(kept.min);
    if (afterId > issued || afterId + 1 < oldestKept) return { reset: true, latestId: issued };
    const rows = await db
      .select()
      .from(changeEvents)
      .where(
        and(
          or(
            gt(changeEvents.id, afterId),
            and(
              lt(changeEvents.id, afterId),
              sql`${changeEvents.createdAt} >= (select created_at from change_events
                where id <= ${afterId} order by id desc limit 1) - ${MISSING_TTL_MS} * interval '1 millisecond'`,
            ),
          ),
          audienceIs(listener.userId, listener.organizationId),
        ),
      )
      .orderBy(asc(changeEvents.id))
      .limit(REPLAY_LIMIT + 1);
    if (rows.length > REPLAY_LIMIT) return { reset: true, latestId: issued };
    return { reset: false, rows };
  }
}
