// Each Insights chart as one table (docs/product.md#insights): the rows the chart draws, the same
// rows its "Show as table" view lists and its CSV download holds, so the three never disagree.
import { statusTitle } from '#shared/guest-rules.js';
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

export const pipelineTable = (answer: PipelineInsight): InsightTable => ({
  title: 'Guests per column now',
  file: 'pipeline-now',
  headers: ['Column', 'Guests'],
  rows: answer.columns.map((column) => [statusTitle(column.status), column.guests]),
  charted: 1,
  rowsAre: 'columns',
  counts: true,
});

export const flowTable = (answer: FlowInsight): InsightTable => ({
  title: 'Guests who entered each column',
  file: 'flow',
  headers: ['Column', 'Guests entered'],
  rows: answer.entered.map((column) => [statusTitle(column.status), column.guests]),
  charted: 1,
  rowsAre: 'columns',
  counts: true,
});

export const stallsTable = (answer: StallsInsight): InsightTable => ({
  title: 'Days spent in each column',
  file: 'stalls',
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
  headers: ['Month', 'Recordings completed'],
  rows: answer.months.map((month) => [monthLabel(month.month), month.recorded]),
  charted: 1,
  rowsAre: 'time',
  counts: true,
});

export const followThroughTable = (answer: FollowThroughInsight): InsightTable => ({
  title: 'Tasks and action items per week',
  file: 'follow-through',
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

/** The CSV file's name: `insights-flow-2026-08-24-to-2026-11-22.csv` (UTC days). */
export function csvFileName(table: InsightTable, period?: { from: string; to: string }): string {
  const days = period ? `-${period.from.slice(0, 10)}-to-${period.to.slice(0, 10)}` : '';
  return `insights-${table.file}${days}.csv`;
}
