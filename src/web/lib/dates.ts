// How the web app writes dates and times (docs/product.md#dates): days as "MMM D, YYYY" and clock
// times as "h:mm A", both in the browser's zone. Shared so that a date reads the same in the
// Action Center, the journal and the account screen.
import dayjs from 'dayjs';

/**
 * A due date or start as docs/product.md#dates shows it: "MMM D, YYYY" (e.g. "Jan 5, 2025"),
 * local.
 */
export function formatDueDate(iso: string): string {
  return dayjs(iso).format('MMM D, YYYY');
}

/** The local clock time of an instant, "3:00 PM". */
export function formatClockTime(iso: string): string {
  return dayjs(iso).format('h:mm A');
}

/**
 * A recent or coming moment, "Nov 6, 11:45 PM", with the year when it is not in this year
 * ("Nov 6, 2027, 11:45 PM"), local.
 */
export function formatRecentTime(iso: string, now: Date = new Date()): string {
  const at = dayjs(iso);
  return at.format(at.isSame(now, 'year') ? 'MMM D, h:mm A' : 'MMM D, YYYY, h:mm A');
}
