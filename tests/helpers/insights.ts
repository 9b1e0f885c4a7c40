// The Insights cards' columns as tests write them: the stalls card's and the flow card's per-column
// rows, every column present in the board's order, from the few columns a test names.
import { GUEST_STATUSES, type GuestStatus } from '#shared/enums.js';

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
