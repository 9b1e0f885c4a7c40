// Pure rules of the board (docs/product.md#board-screen, #limits): which column a guest sits in,
// which columns show, a card's tilt and its important-date line. Kept apart from React so they are
// unit-tested.
import { GUEST_STATUSES, type GuestStatus } from '#shared/enums.js';
import { followUpLabel, statusMeta } from '#shared/guest-rules.js';

/** docs/product.md#limits: the tilt set, in degrees. */
export const CARD_TILTS = [-1.5, -1, -0.5, 0.5, 1, 1.5] as const;
export type CardTilt = (typeof CARD_TILTS)[number];

/**
 * The card's tilt: the "random" tilt first described, but picked from a hash of the guest id so
 * that a card keeps its angle across renders, reloads and moves (a re-rolled tilt would make cards
 * twitch).
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
 * to Prospect: the same fallback as the card colour (docs/product.md#board-screen), so no guest is
 * ever invisible.
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
 * The card's important-date line: "{Follow-up label}: {date}" (docs/product.md#board-screen), the
 * date alone without a type, the label alone without a date, or null when the guest has neither.
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
 * How many cards a column draws at first, and how many more each time the host scrolls near the
 * end of what is drawn (or presses "Show N more"). A board of thousands stays quick to paint and to
 * drag on, while search still finds every guest: the drag library measures every drawn card when a
 * drag starts and re-renders them when it ends, and the browser restyles and paints them, so a
 * drop costs time in proportion to the cards drawn. Eight fill a laptop's screen of a column; a
 * taller screen draws more as soon as the column's end shows (docs/performance.md).
 */
export const COLUMN_PAGE_SIZE = 8;

/** How far below the screen a column's end may be for it to draw its next page. */
export const COLUMN_GROW_MARGIN_PX = 200;

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

/**
 * True when `a` and `b` pin the same cards of `guests`: a column draws the same either way, so a
 * move elsewhere on the board does not redraw it.
 */
export function samePinned(
  guests: readonly { id: number }[],
  a: ReadonlySet<number>,
  b: ReadonlySet<number>,
): boolean {
  return a === b || guests.every((guest) => a.has(guest.id) === b.has(guest.id));
}

/**
 * Holds work back while a card is dragged: the drag library measures the cards when a drag starts
 * and cannot take new ones in a column mid-drag, so a column that wants to draw more waits for
 * the drop (and a moment after it, to keep the drop's own frame short).
 */
export interface DragGate {
  readonly dragging: boolean;
  start(): void;
  end(): void;
  /** Runs `task` now, or after the current drag ends; returns a function that cancels it. */
  whenIdle(task: () => void): () => void;
}

export function createDragGate(
  schedule: (task: () => void) => void = (task) => setTimeout(task, 100),
): DragGate {
  let dragging = false;
  const waiting = new Set<() => void>();
  return {
    get dragging() {
      return dragging;
    },
    start() {
      dragging = true;
    },
    end() {
      dragging = false;
      if (waiting.size === 0) return;
      schedule(() => {
        if (dragging) return;
        const tasks = [...waiting];
        waiting.clear();
        for (const task of tasks) task();
      });
    },
    whenIdle(task) {
      if (!dragging) {
        task();
        return () => undefined;
      }
      waiting.add(task);
      return () => waiting.delete(task);
    },
  };
}

/** True when both lists hold the same items in the same order (identity), for memoised columns. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
