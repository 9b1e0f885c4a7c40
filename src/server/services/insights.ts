// Insights (docs/product.md#insights): each card of the page answered by SQL aggregates in the
// database. Guests are those the viewer may see on the board (visibleTo), archived ones included
// as history; their stays in each column are the guest_stays rows the database's triggers keep,
// by the rule that staysFromHistory (insight-stays.ts) states and the tests hold the SQL to.
// Tasks, action items and events are those the Action Center shows (itemVisibleTo), again with
// those of archived guests. A member filter keeps one team member's guests (their owner), items
// (their assignee) and events (their creator). Time buckets (weeks, months) are UTC.
import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { GUEST_STATUSES } from '#shared/enums.js';
import type { GuestStatus } from '#shared/enums.js';
import {
  INSIGHT_MESSAGES,
  QUIET_DAYS,
  UPCOMING_DAYS,
  percentOf,
  resolvePeriod,
} from '#shared/schemas/insights.js';
import type {
  EpisodesInsight,
  FlowInsight,
  FollowThroughInsight,
  InsightsQuery,
  Period,
  PipelineInsight,
  StallsInsight,
} from '#shared/schemas/insights.js';
import type { Clock } from '../context.js';
import type { Db } from '../db/client.js';
import {
  actionItems,
  actionItemsArchive,
  calendarEvents,
  guestStays,
  guests,
  tasks,
  tasksArchive,
  users,
} from '../db/schema/index.js';
import { notFound } from '../errors.js';
import { itemVisibleTo } from './action-center.js';
import type { Viewer } from './guests.js';
import { visibleTo } from './guests.js';

export interface InsightsDeps {
  db: Db;
  clock: Clock;
}

const DAY_MS = 86_400_000;

/** What every card is asked: the viewer, the member to keep (or all), the period, and now. */
interface Scope {
  viewer: Viewer;
  member: number | undefined;
  period: Period;
  now: Date;
}

/**
 * The scope of a valid query. A member must be the viewer or in the viewer's team: anyone else is
 * 404 "Member not found", as in the team API (docs/decisions/028-insights.md).
 */
async function scopeOf(deps: InsightsDeps, viewer: Viewer, query: InsightsQuery): Promise<Scope> {
  const now = deps.clock();
  const { member } = query;
  if (member !== undefined && member !== viewer.id) {
    const [found] =
      viewer.organizationId === null
        ? []
        : await deps.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, member), eq(users.organizationId, viewer.organizationId)));
    if (!found) throw notFound(INSIGHT_MESSAGES.memberNotFound);
  }
  return { viewer, member, period: resolvePeriod(query, now), now };
}

// ---- SQL helpers ---------------------------------------------------------------------------

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
/** The end of what has happened: the period's end, or now when the period runs on past it. */
const endOf = ({ period, now }: Scope) => (period.to < now ? period.to : now);
const periodDto = ({ period }: Scope) => ({
  from: period.from.toISOString(),
  to: period.to.toISOString(),
});

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Counts by status, every status present (0 when none), in the board's order. */
function byStatus<T>(
  rows: readonly (T & { status: GuestStatus })[],
  empty: Omit<T, 'status'>,
): (T & { status: GuestStatus })[] {
  return GUEST_STATUSES.map(
    (status) =>
      rows.find((row) => row.status === status) ??
      ({ ...empty, status } as T & { status: GuestStatus }),
  );
}

/**
 * The stays of the guests in scope (archived ones too) that began before `end`, read from the
 * stays alone: each carries its guest's owner, team and date added.
 */
function staysBefore(scope: Scope, end: Date): SQL {
  const member = scope.member === undefined ? undefined : eq(guestStays.userId, scope.member);
  return sql`select ${guestStays.guestId} as guest_id, ${guestStays.status} as status,
      ${guestStays.enteredAt} as entered_at, ${guestStays.leftAt} as left_at,
      ${guestStays.enteredBy} as entered_by, ${guestStays.guestAdded} as added
    from ${guestStays}
    where ${and(visibleTo(scope.viewer, guestStays), member)} and ${guestStays.enteredAt} < ${at(end)}`;
}

// ---- cards ---------------------------------------------------------------------------------

/** The board now: active guests per column, and those whose journal is quiet for QUIET_DAYS. */
export async function pipelineInsight(
  deps: InsightsDeps,
  viewer: Viewer,
  query: InsightsQuery,
): Promise<PipelineInsight> {
  const scope = await scopeOf(deps, viewer, query);
  const quietSince = at(new Date(scope.now.getTime() - QUIET_DAYS * DAY_MS));
  const member = scope.member === undefined ? sql`true` : eq(guests.userId, scope.member);
  const rows = await rowsOf<{ status: GuestStatus; guests: number; quiet: number }>(
    deps.db,
    sql`select ${guests.status} as status, count(*)::int as guests,
      count(*) filter (where ${guests.dateAdded} < ${quietSince} and not exists (
        select 1 from journal_entries j
        where j.guest_id = ${guests.id} and j.created_at >= ${quietSince}))::int as quiet
    from ${guests}
    where ${guests.isArchived} = false and ${visibleTo(viewer)} and ${member}
    group by ${guests.status}`,
  );
  return {
    columns: byStatus(rows, { guests: 0, quiet: 0 }).map(({ status, guests: count }) => ({
      status,
      guests: count,
    })),
    quietGuests: rows.reduce((sum, row) => sum + row.quiet, 0),
    activeGuests: rows.reduce((sum, row) => sum + row.guests, 0),
  };
}

/**
 * The period's flow: distinct guests who entered each column; of those who entered Prospect, who
 * reached Episode Scheduled and Complete afterwards (by endOf); and the guests first
 * scheduled in the period with the median days from being added to it.
 */
export async function flowInsight(
  deps: InsightsDeps,
  viewer: Viewer,
  query: InsightsQuery,
): Promise<FlowInsight> {
  const scope = await scopeOf(deps, viewer, query);
  const from = at(scope.period.from);
  const end = endOf(scope);
  const flags = GUEST_STATUSES.map(
    (status) => sql`bool_or(status = ${status}) as ${sql.identifier(`in_${status}`)}`,
  );
  const counts = GUEST_STATUSES.map(
    (status) =>
      sql`count(*) filter (where ${sql.identifier(`in_${status}`)})::int as ${sql.identifier(status)}`,
  );
  const [row] = await rowsOf<
    Record<GuestStatus, number> & {
      prospects: number;
      scheduled_after: number;
      complete_after: number;
      booked: number;
      median_days: number | null;
    }
  >(
    deps.db,
    // One pass over the stays that began in the period, one row per guest; a guest first scheduled
    // in the period is one with a scheduled stay there and none before.
    sql`with per_guest as materialized (
      select guest_id, min(added) as added, ${sql.join(flags, sql`, `)},
        min(entered_at) filter (where status = 'prospect') as prospect_at,
        max(entered_at) filter (where status = 'scheduled') as scheduled_last,
        max(entered_at) filter (where status = 'complete') as complete_last,
        min(entered_at) filter (where status = 'scheduled') as scheduled_first
      from (${staysBefore(scope, end)} and ${guestStays.enteredAt} >= ${from}) stays
      group by guest_id
    ),
    booked as (
      select scheduled_first - added as waited from per_guest p
      where scheduled_first is not null and not exists (
        select 1 from guest_stays earlier where earlier.guest_id = p.guest_id
          and earlier.status = 'scheduled' and earlier.entered_at < ${from})
    )
    select ${sql.join(counts, sql`, `)},
      count(prospect_at)::int as prospects,
      count(*) filter (where scheduled_last >= prospect_at)::int as scheduled_after,
      count(*) filter (where complete_last >= prospect_at)::int as complete_after,
      (select count(*)::int from booked) as booked,
      (select round((percentile_cont(0.5) within group (
          order by extract(epoch from waited) / 86400))::numeric, 1)::float8
        from booked) as median_days
    from per_guest`,
  );
  const result = row as NonNullable<typeof row>;
  return {
    period: periodDto(scope),
    entered: GUEST_STATUSES.map((status) => ({ status, guests: result[status] })),
    conversion: {
      prospects: result.prospects,
      scheduled: result.scheduled_after,
      complete: result.complete_after,
      scheduledPercent: percentOf(result.scheduled_after, result.prospects),
      completePercent: percentOf(result.complete_after, result.prospects),
    },
    booked: result.booked,
    medianDaysToScheduled: result.median_days,
  };
}

/**
 * Where guests stall: the stays in each column that overlap the period, each measured from its
 * start (even before the period) to its end, or to endOf (the period's end, or now when earlier)
 * when it runs on past it. A period that has not begun has none (staysFromHistory states it).
 */
export async function stallsInsight(
  deps: InsightsDeps,
  viewer: Viewer,
  query: InsightsQuery,
): Promise<StallsInsight> {
  const scope = await scopeOf(deps, viewer, query);
  const end = endOf(scope);
  const rows = await rowsOf<{
    status: GuestStatus;
    stays: number;
    ongoing: number;
    median_days: number | null;
    p90_days: number | null;
  }>(
    deps.db,
    // Days as float8 (date_part), which percentile_cont takes as it is: extract() answers numeric,
    // whose arithmetic and cast took about a quarter of the card's time at 75,000 stays.
    sql`with stays as (${staysBefore(scope, end)}),
    lengths as (
      select status, left_at is null or left_at > ${at(end)} as ongoing,
        date_part('epoch', least(coalesce(left_at, ${at(end)}), ${at(end)}) - entered_at) / 86400
          as days
      from stays where (left_at is null or left_at > ${at(scope.period.from)})
        and ${at(scope.period.from)} < ${at(end)}
    )
    select status, count(*)::int as stays, count(*) filter (where ongoing)::int as ongoing,
      round((percentile_cont(0.5) within group (order by days))::numeric, 1)::float8 as median_days,
      round((percentile_cont(0.9) within group (order by days))::numeric, 1)::float8 as p90_days
    from lengths group by status`,
  );
  return {
    period: periodDto(scope),
    columns: byStatus(rows, { stays: 0, ongoing: 0, median_days: null, p90_days: null }).map(
      (row) => ({
        status: row.status,
        stays: row.stays,
        ongoing: row.ongoing,
        medianDays: row.median_days,
        p90Days: row.p90_days,
      }),
    ),
  };
}

/** `generate_series` of the UTC weeks or months the period touches, as `bucket`. */
const buckets = (unit: 'week' | 'month', scope: Scope) =>
  sql`select generate_series(
      date_trunc(${unit}, ${at(scope.period.from)} at time zone 'UTC'),
      (${at(scope.period.to)} at time zone 'UTC') - interval '1 microsecond',
      ${`1 ${unit}`}::interval) as bucket`;
const bucketOf = (unit: 'week' | 'month', column: SQL) =>
  sql`date_trunc(${unit}, ${column} at time zone 'UTC')`;

/** Recordings completed in each month of the period, and those starting in the next days. */
export async function episodesInsight(
  deps: InsightsDeps,
  viewer: Viewer,
  query: InsightsQuery,
): Promise<EpisodesInsight> {
  const scope = await scopeOf(deps, viewer, query);
  const { period, now } = scope;
  const member = scope.member === undefined ? undefined : eq(calendarEvents.userId, scope.member);
  const recordings = and(eq(calendarEvents.eventType, 'recording'), member);
  const completed = deps.db
    .select({ bucket: sql`${bucketOf('month', sql`${calendarEvents.completedAt}`)}`.as('bucket') })
    .from(calendarEvents)
    .leftJoin(guests, eq(guests.id, calendarEvents.guestId))
    .where(
      and(
        recordings,
        eq(calendarEvents.isCompleted, true),
        gte(calendarEvents.completedAt, period.from),
        lt(calendarEvents.completedAt, period.to),
        itemVisibleTo(viewer, calendarEvents, { archivedGuests: true }),
      ),
    );
  const [months, upcoming] = await Promise.all([
    rowsOf<{ month: string; recorded: number }>(
      deps.db,
      sql`with months as (${buckets('month', scope)}), done as (${completed})
      select to_char(m.bucket, 'YYYY-MM') as month, count(d.bucket)::int as recorded
      from months m left join done d on d.bucket = m.bucket
      group by m.bucket order by m.bucket`,
    ),
    deps.db
      .select({
        id: calendarEvents.id,
        title: calendarEvents.title,
        startTime: calendarEvents.startTime,
        guestName: guests.name,
      })
      .from(calendarEvents)
      .leftJoin(guests, eq(guests.id, calendarEvents.guestId))
      .where(
        and(
          recordings,
          eq(calendarEvents.isCompleted, false),
          gte(calendarEvents.startTime, now),
          lt(calendarEvents.startTime, new Date(now.getTime() + UPCOMING_DAYS * DAY_MS)),
          itemVisibleTo(viewer, calendarEvents),
        ),
      )
      .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id)),
  ]);
  return {
    period: periodDto(scope),
    months,
    upcoming: upcoming.map((event) => ({ ...event, startTime: event.startTime.toISOString() })),
  };
}

/**
 * Tasks and action items (archived copies too) completed in each week of the period, against those
 * whose due date in that week passed before they were completed (or that are still open).
 */
export async function followThroughInsight(
  deps: InsightsDeps,
  viewer: Viewer,
  query: InsightsQuery,
): Promise<FollowThroughInsight> {
  const scope = await scopeOf(deps, viewer, query);
  const { period, now } = scope;
  const sources = [
    { table: tasks, guestId: tasks.guestId, completedAt: sql`${tasks.completedAt}` },
    {
      table: tasksArchive,
      guestId: tasksArchive.originalGuestId,
      completedAt: sql`${tasksArchive.completedAt}`,
    },
    {
      table: actionItems,
      guestId: actionItems.guestId,
      // An action item's completion time is its updatedAt (docs/product.md#action-items).
      completedAt: sql`case when ${actionItems.isCompleted} then ${actionItems.updatedAt} end`,
    },
    {
      table: actionItemsArchive,
      guestId: actionItemsArchive.originalGuestId,
      completedAt: sql`case when ${actionItemsArchive.isCompleted} then ${actionItemsArchive.updatedAt} end`,
    },
  ];
  const inPeriod = (column: SQL) =>
    sql`(${column} >= ${at(period.from)} and ${column} < ${at(period.to)})`;
  const selects = sources.map(({ table, guestId, completedAt }) => {
    const item = { userId: table.userId, guestId, assigneeId: table.assigneeId };
    const member =
      scope.member === undefined
        ? undefined
        : or(
            eq(table.assigneeId, scope.member),
            and(isNull(table.assigneeId), eq(table.userId, scope.member)),
          );
    return sql`select ${completedAt} as completed_at, ${table.dueDate} as due_date
      from ${table} left join ${guests} on ${guests.id} = ${guestId}
      where ${and(itemVisibleTo(viewer, item, { archivedGuests: true }), member)}
        and (${inPeriod(completedAt)} or ${inPeriod(sql`${table.dueDate}`)})`;
  });
  const weeks = await rowsOf<{ week: string; completed: number; past_due: number }>(
    deps.db,
    sql`with items as (${sql.join(selects, sql` union all `)}),
    weeks as (${buckets('week', scope)}),
    completed as (
      select ${bucketOf('week', sql`completed_at`)} as bucket, count(*) as n from items
      where ${inPeriod(sql`completed_at`)} group by 1
    ),
    past_due as (
      select ${bucketOf('week', sql`due_date`)} as bucket, count(*) as n from items
      where ${inPeriod(sql`due_date`)} and due_date < ${at(now)}
        and (completed_at is null or completed_at > due_date)
      group by 1
    )
    select to_char(w.bucket, 'YYYY-MM-DD') as week, coalesce(c.n, 0)::int as completed,
      coalesce(p.n, 0)::int as past_due
    from weeks w left join completed c on c.bucket = w.bucket
      left join past_due p on p.bucket = w.bucket
    order by w.bucket`,
  );
  return {
    period: periodDto(scope),
    weeks: weeks.map(({ week, completed, past_due }) => ({ week, completed, pastDue: past_due })),
  };
}
