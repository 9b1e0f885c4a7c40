// The stays rule of docs/product.md#insights, stated once as pure functions: the stays a guest's
// history makes (staysOf), and what the stalls and flow cards answer for a set of histories, a
// period and now (staysFromHistory). The database keeps the same rule for speed (the triggers and
// the fill of drizzle/0012_insights.sql, read by services/insights.ts); tests/api/insights-rule
// checks its answers against these functions on histories made through the routes
// (docs/decisions/028-insights.md).
import { GUEST_STATUSES } from '#shared/enums.js';
import type { GuestStatus } from '#shared/enums.js';
import { percentOf } from '#shared/schemas/insights.js';
import type { FlowInsight, Period, StallsInsight } from '#shared/schemas/insights.js';

/** A change in a guest's life that the journal records: a status change, an archive, a restore. */
export type GuestEvent =
  { at: Date; kind: 'moved'; status: GuestStatus } | { at: Date; kind: 'archived' | 'restored' };

export interface GuestHistory {
  /** When the guest was added (its dateAdded), and the column it was added into. */
  added: Date;
  status: GuestStatus;
  /** Its status changes, archives and restores, oldest first. */
  events: readonly GuestEvent[];
}

/** A stay in one column: from entering it until leaving it (null while it goes on). */
export interface Stay {
  status: GuestStatus;
  enteredAt: Date;
  leftAt: Date | null;
  enteredBy: 'created' | 'status_change' | 'restored';
  leftBy: 'status_change' | 'archived' | null;
}

/**
 * The stays of one guest. Adding it starts a stay in its column at `added` (a guest created into a
 * later column starts there); a status change ends the open stay and starts one in the new column;
 * archiving ends the open stay; a restore starts a stay in the column the guest had.
 */
export function staysOf(history: GuestHistory): Stay[] {
  const stays: Stay[] = [
    {
      status: history.status,
      enteredAt: history.added,
      leftAt: null,
      enteredBy: 'created',
      leftBy: null,
    },
  ];
  let column = history.status;
  const end = (at: Date, leftBy: 'status_change' | 'archived') => {
    for (const stay of stays) {
      if (stay.leftAt === null) Object.assign(stay, { leftAt: at, leftBy });
    }
  };
  for (const event of history.events) {
    if (event.kind === 'moved') {
      end(event.at, 'status_change');
      column = event.status;
      stays.push({
        status: column,
        enteredAt: event.at,
        leftAt: null,
        enteredBy: 'status_change',
        leftBy: null,
      });
    } else if (event.kind === 'archived') {
      end(event.at, 'archived');
    } else {
      stays.push({
        status: column,
        enteredAt: event.at,
        leftAt: null,
        enteredBy: 'restored',
        leftBy: null,
      });
    }
  }
  return stays;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / DAY_MS;

/** The continuous percentile of `p` (0 to 1) of the values, as PostgreSQL's percentile_cont. */
function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = sorted[Math.floor(position)] as number;
  const high = sorted[Math.ceil(position)] as number;
  return low + (high - low) * (position - Math.floor(position));
}

/** Days with one decimal, as the database rounds them: round(days::numeric, 1). */
function oneDecimal(days: number | null): number | null {
  if (days === null) return null;
  // A float8 becomes numeric with 15 significant digits; round() then goes half away from zero.
  const tenths = Number(days.toPrecision(15)) * 10;
  return Math.round(Number(tenths.toPrecision(15))) / 10;
}

export interface StaysAnswer {
  /** As the stalls card's columns. */
  stalls: StallsInsight['columns'];
  /** As the flow card, without its period. */
  flow: Omit<FlowInsight, 'period'>;
}

/**
 * What the stalls and flow cards answer for these guests' histories over `period` at `now`.
 * What has happened ends at the earlier of the period's end and now (`end`).
 * - Stalls: the stays that began before `end` and had not ended by the period's start, each
 *   measured from its start (even before the period) to its end or to `end`, whichever comes
 *   first; it is still there when it runs on past `end`. Median and 90th percentile per column.
 *   A period that has not begun (its start at or after now) has none: nothing in it has happened,
 *   as the other cards count nothing in it.
 * - Flow: the stays that began in the period (from its start to `end`). A guest counts once per
 *   column it entered. Of the guests who entered Prospect, those whose last entry into Episode
 *   Scheduled (or Complete) came at or after their first entry into Prospect. Booked: guests with no
 *   stay in Episode Scheduled before the period and one in it; the median days from being added to
 *   the first of those.
 */
export function staysFromHistory(
  histories: readonly GuestHistory[],
  period: Period,
  now: Date,
): StaysAnswer {
  const end = period.to < now ? period.to : now;
  const guests = histories.map((history) => ({ added: history.added, stays: staysOf(history) }));

  const lengths = new Map<GuestStatus, { days: number[]; ongoing: number }>(
    GUEST_STATUSES.map((status) => [status, { days: [], ongoing: 0 }]),
  );
  const begun = period.from < end;
  for (const stay of begun ? guests.flatMap((guest) => guest.stays) : []) {
    if (stay.enteredAt >= end || (stay.leftAt !== null && stay.leftAt <= period.from)) continue;
    const column = lengths.get(stay.status) as { days: number[]; ongoing: number };
    const stillThere = stay.leftAt === null || stay.leftAt > end;
    column.days.push(daysBetween(stay.enteredAt, stillThere ? end : (stay.leftAt as Date)));
    if (stillThere) column.ongoing += 1;
  }

  const entered = new Map<GuestStatus, number>(GUEST_STATUSES.map((status) => [status, 0]));
  const conversion = { prospects: 0, scheduled: 0, complete: 0 };
  const waited: number[] = [];
  for (const { added, stays } of guests) {
    const inPeriod = stays.filter((stay) => stay.enteredAt >= period.from && stay.enteredAt < end);
    const times = (status: GuestStatus) =>
      inPeriod.filter((stay) => stay.status === status).map((stay) => stay.enteredAt.getTime());
    for (const status of new Set(inPeriod.map((stay) => stay.status))) {
      entered.set(status, (entered.get(status) ?? 0) + 1);
    }
    const prospects = times('prospect');
    const scheduled = times('scheduled');
    const complete = times('complete');
    if (prospects.length > 0) {
      const prospectAt = Math.min(...prospects);
      conversion.prospects += 1;
      if (scheduled.length > 0 && Math.max(...scheduled) >= prospectAt) conversion.scheduled += 1;
      if (complete.length > 0 && Math.max(...complete) >= prospectAt) conversion.complete += 1;
    }
    const scheduledBefore = stays.some(
      (stay) => stay.status === 'scheduled' && stay.enteredAt < period.from,
    );
    if (scheduled.length > 0 && !scheduledBefore) {
      waited.push((Math.min(...scheduled) - added.getTime()) / DAY_MS);
    }
  }

  return {
    stalls: GUEST_STATUSES.map((status) => {
      const { days, ongoing } = lengths.get(status) as { days: number[]; ongoing: number };
      return {
        status,
        stays: days.length,
        ongoing,
        medianDays: oneDecimal(percentile(days, 0.5)),
        p90Days: oneDecimal(percentile(days, 0.9)),
      };
    }),
    flow: {
      entered: GUEST_STATUSES.map((status) => ({ status, guests: entered.get(status) ?? 0 })),
      conversion: {
        ...conversion,
        scheduledPercent: percentOf(conversion.scheduled, conversion.prospects),
        completePercent: percentOf(conversion.complete, conversion.prospects),
      },
      booked: waited.length,
      medianDaysToScheduled: oneDecimal(percentile(waited, 0.5)),
    },
  };
}
