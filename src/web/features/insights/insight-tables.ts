// Each Insights card as one table (docs/product.md#insights): its headline figures and the rows its
// chart draws, the same figures and rows its "Show as table" view lists and its CSV download holds,
// so the three never disagree.
import { tableToCsv } from '#shared/guest-csv.js';
import { statusTitle } from '#shared/guest-rules.js';
import { QUIET_DAYS, UPCOMING_DAYS } from '#shared/schemas/insights.js';
import type {
  EpisodesInsight,
  FlowInsight,
  FollowThroughInsight,
  PipelineInsight,
  StallsInsight,
} from '#shared/schemas/insights.js';

export type Cell = string | number | null;

export interface InsightTable {
  /** The chart's title, also the table's caption. */
  title: string;
  /** The CSV file's name, without the period or extension. */
  file: string;
  /**
   * The card's headline figures (label, value): shown above the chart, and listed as a table of
   * their own above the chart's rows in the table view and the CSV. Some cards have none.
   */
  figures: [string, Cell][];
  /** The first column names each row (a column, a month, a week); the others are numbers. */
  headers: [string, ...string[]];
  rows: [string, ...Cell[]][];
  /** How many of the number columns the chart draws, from the first (the rest are table-only). */
  charted: number;
  /** Rows are board columns (bars drawn across, names readable) or time (bars drawn up). */
  rowsAre: 'columns' | 'time';
  /** Counts: no fractions on the value axis. */
  counts: boolean;
}

/** The headers of the figures' table, in the table view and the CSV. */
export const FIGURE_HEADERS: [string, string] = ['Figure', 'Value'];

export const pipelineTable = (answer: PipelineInsight): InsightTable => ({
  title: 'Guests per column now',
  file: 'pipeline',
  figures: [
    ['Active guests', answer.activeGuests],
    [`No journal entry for ${QUIET_DAYS} days`, answer.quietGuests],
  ],
  headers: ['Column', 'Guests'],
  rows: answer.columns.map((column) => [statusTitle(column.status), column.guests]),
  charted: 1,
  rowsAre: 'columns',
  counts: true,
});

/** "1 of 2 (50%)": a conversion as the page writes it. */
const share = (part: number, whole: number, percent: number | null) =>
  `${part} of ${whole}${percent === null ? '' : ` (${percent}%)`}`;

export const flowTable = ({ conversion, ...answer }: FlowInsight): InsightTable => ({
  title: 'Guests who entered each column',
  file: 'flow',
  figures: [
    ['Booked (first scheduled)', answer.booked],
    ['Median days added → scheduled', answer.medianDaysToScheduled],
    [
      'Prospect → Episode Scheduled',
      share(conversion.scheduled, conversion.prospects, conversion.scheduledPercent),
    ],
    [
      'Prospect → Complete',
      share(conversion.complete, conversion.prospects, conversion.completePercent),
    ],
  ],
  headers: ['Column', 'Guests entered'],
  rows: answer.entered.map((column) => [statusTitle(column.status), column.guests]),
  charted: 1,
  rowsAre: 'columns',
  counts: true,
});

export const stallsTable = (answer: StallsInsight): InsightTable => ({
  title: 'Days spent in each column',
  file: 'stalls',
  figures: [],
  headers: ['Column', 'Median days', '90th percentile days', 'Stays', 'Still there'],
  rows: answer.columns.map((column) => [
    statusTitle(column.status),
    column.medianDays,
    column.p90Days,
    column.stays,
    column.ongoing,
  ]),
  charted: 2,
  rowsAre: 'columns',
  counts: false,
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-09" as "Sep 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}

/** "2026-09-21" (a Monday, UTC) as "Sep 21, 2026". */
export function weekLabel(week: string): string {
  const [year, month, dayOfMonth] = week.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${Number(dayOfMonth)}, ${year}`;
}

export const episodesTable = (answer: EpisodesInsight): InsightTable => ({
  title: 'Recording sessions completed per month',
  file: 'episodes',
  figures: [[`Recordings in the next ${UPCOMING_DAYS} days`, answer.upcoming.length]],
  headers: ['Month', 'Recordings completed'],
  rows: answer.months.map((month) => [monthLabel(month.month), month.recorded]),
  charted: 1,
  rowsAre: 'time',
  counts: true,
});

export const followThroughTable = (answer: FollowThroughInsight): InsightTable => ({
  title: 'Tasks and action items per week',
  file: 'follow-through',
  figures: [],
  headers: ['Week of', 'Completed', 'Gone past due'],
  rows: answer.weeks.map((week) => [weekLabel(week.week), week.completed, week.pastDue]),
  charted: 2,
  rowsAre: 'time',
  counts: true,
});

/** The chart's data: one object per row, keyed by the headers. */
export function chartData(table: InsightTable): Record<string, Cell>[] {
  return table.rows.map((row) =>
    Object.fromEntries(table.headers.map((header, index) => [header, row[index] ?? null])),
  );
}

/** The CSV download: the figures' table (when the card has figures), a blank line, the chart's. */
export function insightCsv(table: InsightTable): string {
  const chart = tableToCsv(table.headers, table.rows);
  if (table.figures.length === 0) return chart;
  // One byte-order mark, at the start of the file.
  return `${tableToCsv(FIGURE_HEADERS, table.figures)}\r\n${chart.slice(1)}`;
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A card's period in words, "Aug 29, 2026 – Nov 27, 2026": its first and last days as the server
 * counts them, in UTC (`to` is the instant just after the period), as the CSV file's name does.
 */
export function periodText(period: { from: string; to: string }): string {
  const day = (time: number) =>
    new Date(time).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return `${day(Date.parse(period.from))} – ${day(Date.parse(period.to) - 1)}`;
}

/**
 * The CSV file's name, in UTC days: the period's first and last days
 * (`insights-flow-2026-08-24-to-2026-11-21.csv`; a period's `to` is the instant after its last
 * day, or now for the last N days), or for the pipeline now, which has no period, the day of the
 * download (`insights-pipeline-2026-11-22.csv`).
 */
export function csvFileName(
  table: InsightTable,
  period: { from: string; to: string } | undefined,
  now: Date,
): string {
  const days = period
    ? `${utcDay(Date.parse(period.from))}-to-${utcDay(Date.parse(period.to) - 1)}`
    : utcDay(now.getTime());
  return `insights-${table.file}-${days}.csv`;
}
