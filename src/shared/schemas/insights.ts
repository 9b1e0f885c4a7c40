// Insights (docs/product.md#insights): the period and member a card is asked for, with their
// messages, the period rule (resolvePeriod), and the answer of each card. The server validates
// with these and the page builds its requests and tables from the same names.
import { z } from 'zod';
import { GUEST_STATUSES } from '../enums.js';
import { LATEST_INSTANT, MAX_ID, parseIsoDate } from './fields.js';

/** The periods the page offers, in days back from now. */
export const INSIGHT_PERIOD_DAYS = ['30', '90', '365'] as const;
export type InsightPeriodDays = (typeof INSIGHT_PERIOD_DAYS)[number];
/** The longest from-to period: two years, a leap day included. */
export const MAX_PERIOD_DAYS = 731;
/** A guest with no journal entry for this many days counts as quiet on the pipeline card. */
export const QUIET_DAYS = 14;
/** The episodes card lists recordings starting within this many days. */
export const UPCOMING_DAYS = 14;

export const INSIGHT_MESSAGES = {
  days: 'Period must be 30, 90 or 365 days',
  date: (label: string) => `${label} must be a date written YYYY-MM-DD`,
  /** The page's From and To fields, which also take a day as they show it. */
  typedDay: (label: string) => `${label} must be a real date, such as Nov 27, 2026`,
  both: 'Choose a number of days or a from-to period, not both',
  missing: (label: string, other: string) => `${label} is required with ${other}`,
  order: 'From must be on or before To',
  span: `A period may span at most ${MAX_PERIOD_DAYS} days`,
  member: 'Member must be a user id',
  memberNotFound: 'Member not found',
} as const;

const DAY_MS = 86_400_000;
/** A YYYY-MM-DD day within the years every date keeps to (1000 to 9999: parseIsoDate). */
const isDate = (text: string) =>
  z.iso.date().safeParse(text).success && parseIsoDate(text) !== null;
const dateText = (label: string) =>
  z
    .string({ error: INSIGHT_MESSAGES.date(label) })
    .refine(isDate, { error: INSIGHT_MESSAGES.date(label) })
    // What the refinement checks, for the OpenAPI document, which cannot read a refinement.
    .meta({ format: 'date' })
    .optional();

/**
 * GET /api/insights/...?days=30|90|365 or ?from=YYYY-MM-DD&to=YYYY-MM-DD (both days included, UTC),
 * and &member=<user id>. Nothing names the last 30 days.
 */
export const insightsQuerySchema = z
  .object({
    days: z.enum(INSIGHT_PERIOD_DAYS, { error: INSIGHT_MESSAGES.days }).optional(),
    from: dateText('From'),
    to: dateText('To'),
    member: z
      .string({ error: INSIGHT_MESSAGES.member })
      .regex(/^\d{1,10}$/, INSIGHT_MESSAGES.member)
      .transform(Number)
      .pipe(z.number().int().positive(INSIGHT_MESSAGES.member).max(MAX_ID, INSIGHT_MESSAGES.member))
      .optional(),
  })
  .superRefine((query, ctx) => {
    const { days, from, to } = query;
    if (days !== undefined && (from !== undefined || to !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: INSIGHT_MESSAGES.both });
      return;
    }
    if (from !== undefined && to === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: INSIGHT_MESSAGES.missing('To', 'From'),
      });
    } else if (to !== undefined && from === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: INSIGHT_MESSAGES.missing('From', 'To'),
      });
    } else if (from !== undefined && to !== undefined && isDate(from) && isDate(to)) {
      // (A date that does not parse has its own message already.)
      const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (span < 1)
        ctx.addIssue({ code: 'custom', path: ['from'], message: INSIGHT_MESSAGES.order });
      else if (span > MAX_PERIOD_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: INSIGHT_MESSAGES.span });
    }
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** A period: from its first instant to just before `to`. */
export interface Period {
  from: Date;
  to: Date;
}

/**
 * The period a valid query names at `now`: the last N days up to now, or the from-to calendar days
 * in UTC, `to` included (so it ends at the next day's midnight).
 */
export function resolvePeriod(
  query: Pick<InsightsQuery, 'days' | 'from' | 'to'>,
  now: Date,
): Period {
  if (query.from !== undefined && query.to !== undefined) {
    // A period to Dec 31, 9999 ends at the last instant the database can hold.
    const end = Math.min(Date.parse(query.to) + DAY_MS, LATEST_INSTANT);
    return { from: new Date(query.from), to: new Date(end) };
  }
  const days = Number(query.days ?? '30');
  return { from: new Date(now.getTime() - days * DAY_MS), to: now };
}

/** A share as a percentage with one decimal, or null when there is nothing to share. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

// ---- answers -------------------------------------------------------------------------------

const periodSchema = z.object({ from: z.string(), to: z.string() });
const statusSchema = z.enum(GUEST_STATUSES);

/** GET /api/insights/pipeline: the board as it is now. */
export const pipelineInsightSchema = z.object({
  columns: z.array(z.object({ status: statusSchema, guests: z.number() })),
  /** Active guests whose journal has no entry for QUIET_DAYS days. */
  quietGuests: z.number(),
  activeGuests: z.number(),
});
export type PipelineInsight = z.infer<typeof pipelineInsightSchema>;

/** GET /api/insights/flow: who came into each column, conversion, and time to booking. */
export const flowInsightSchema = z.object({
  period: periodSchema,
  entered: z.array(z.object({ status: statusSchema, guests: z.number() })),
  conversion: z.object({
    /** Guests who entered Prospect in the period. */
    prospects: z.number(),
    /** Of them, those who reached Episode Scheduled afterwards (by the period's end, or now). */
    scheduled: z.number(),
    complete: z.number(),
    scheduledPercent: z.number().nullable(),
    completePercent: z.number().nullable(),
  }),
  /** Guests first scheduled in the period, and the median days from being added to it. */
  booked: z.number(),
  medianDaysToScheduled: z.number().nullable(),
});
export type FlowInsight = z.infer<typeof flowInsightSchema>;

/** GET /api/insights/stalls: how long stays in each column last. */
export const stallsInsightSchema = z.object({
  period: periodSchema,
  columns: z.array(
    z.object({
      status: statusSchema,
      stays: z.number(),
      /** Stays still running at the period's end, or now when it is earlier. */
      ongoing: z.number(),
      medianDays: z.number().nullable(),
      p90Days: z.number().nullable(),
    }),
  ),
});
export type StallsInsight = z.infer<typeof stallsInsightSchema>;

/** GET /api/insights/episodes: recordings completed per month, and those coming up. */
export const episodesInsightSchema = z.object({
  period: periodSchema,
  /** `YYYY-MM`, every month the period touches, oldest first. */
  months: z.array(z.object({ month: z.string(), recorded: z.number() })),
  upcoming: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      startTime: z.string(),
      guestName: z.string().nullable(),
    }),
  ),
});
export type EpisodesInsight = z.infer<typeof episodesInsightSchema>;

/** GET /api/insights/follow-through: tasks and action items done and gone past due, per week. */
export const followThroughInsightSchema = z.object({
  period: periodSchema,
  /** `week` is the Monday (`YYYY-MM-DD`, UTC) of every week the period touches, oldest first. */
  weeks: z.array(z.object({ week: z.string(), completed: z.number(), pastDue: z.number() })),
});
export type FollowThroughInsight = z.infer<typeof followThroughInsightSchema>;
