// Pure rules of the board (SPEC §2.2, §9): which column a guest sits in, which columns show, a
// card's tilt and its important-date line. Kept apart from React so they are unit-tested.
import { GUEST_STATUSES, type GuestStatus } from '../../../shared/enums';
import { followUpLabel, statusMeta } from '../../../shared/guest-rules';

/** SPEC §9: the tilt set, in degrees. */
export const CARD_TILTS = [-1.5, -1, -0.5, 0.5, 1, 1.5] as const;
export type CardTilt = (typeof CARD_TILTS)[number];

/**
 * The card's tilt: SPEC's "random" tilt, but picked from a hash of the guest id so that a card
 * keeps its angle across renders, reloads and moves (a re-rolled tilt would make cards twitch).
 */
export function cardTilt(id: number | string): CardTilt {
  // FNV-1a over the id's digits, then a final avalanche so neighbouring ids spread out.
  let hash = 0x811c9dc5;
  for (const char of String(id)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x45d9f3b);
  hash ^= hash >>> 16;
  return CARD_TILTS[(hash >>> 0) % CARD_TILTS.length] as CardTilt;
}

export type GuestColumns<G> = Record<GuestStatus, G[]>;

/**
 * Guests sorted into the six columns, keeping their order. A status the board does not know goes
 * to Prospect: the same fallback as the card colour (SPEC §2.2), so no guest is ever invisible.
 */
export function groupGuestsByStatus<G extends { status: string }>(
  guests: readonly G[],
): GuestColumns<G> {
  const columns = Object.fromEntries(
    GUEST_STATUSES.map((status) => [status, [] as G[]]),
  ) as GuestColumns<G>;
  for (const guest of guests) columns[statusMeta(guest.status).status].push(guest);
  return columns;
}

/**
 * Whether a column is drawn. On medium and larger screens an empty column other than Complete is
 * hidden, except while a card is being dragged, when every column is a drop target. Columns keep
 * their slot either way, so revealing them never moves the card being dragged.
 */
export function isColumnShown(
  status: GuestStatus,
  count: number,
  options: { wideScreen: boolean; dragging: boolean },
): boolean {
  if (!options.wideScreen || options.dragging) return true;
  return status === 'complete' || count > 0;
}

/**
 * The card's important-date line: "{Follow-up label}: {date}" (SPEC §2.2), the date alone without
 * a type, the label alone without a date, or null when the guest has neither.
 */
export function importantDateLine(guest: {
  importantDate: string | null;
  followUpType: string | null;
}): string | null {
  const label = followUpLabel(guest.followUpType);
  const date = guest.importantDate?.trim() || '';
  if (label && date) return `${label}: ${date}`;
  return label || date || null;
}

/**
 * How many cards a column draws at first, and more each time the host asks: a board of thousands
 * stays quick to paint and to drag on, while search still finds every guest. The drag library
 * measures every drawn card when a drag starts and re-renders them when it ends, and the browser
 * paints them, so a drop costs time in proportion to the cards drawn: 15 a column (about three
 * screens of a column on a laptop) keeps a drop on a 2,000-guest board within twice the time on a
 * small board (docs/performance.md).
 */
export const COLUMN_PAGE_SIZE = 15;

/**
 * How many of a column's guests to draw: `limit`, stretched to include every guest in `pinned`
 * (cards the host just moved here), so a dropped card never lands out of sight.
 */
export function columnWindowEnd(
  guests: readonly { id: number }[],
  limit: number,
  pinned: ReadonlySet<number>,
): number {
  let end = Math.min(limit, guests.length);
  if (pinned.size === 0) return end;
  for (let index = guests.length - 1; index >= end; index -= 1) {
    if (pinned.has((guests[index] as { id: number }).id)) {
      end = index + 1;
      break;
    }
  }
  return end;
}

/** True when both lists hold the same items in the same order (identity), for memoised columns. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
