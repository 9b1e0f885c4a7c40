// Pure rules of the board (docs/product.md#board-screen, #limits): which column a guest sits in,
// which columns show, a card's tilt and its important-date line. Kept apart from React so they are
// unit-tested.
import { GUEST_STATUSES, type GuestStatus } from '#shared/enums.js';
import {
  foldSearchText,
  followUpLabel,
  matchesNeedle,
  searchNeedle,
  statusMeta,
  type Searchable,
} from '#shared/guest-rules.js';
import { replacedIndexes } from '#web/lib/list-cache.js';

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
  for (let index = 0; index < guests.length; index += 1) {
    const guest = guests[index] as G;
    columns[columnOf(guest.status)].push(guest);
  }
  return columns;
}

/** At most this many changed entries are applied one by one; more, and the list is sorted again. */
const FEW_CHANGES = 32;

/**
 * What was derived from a list last time: the list and the result, so that what is derived from
 * the next list can follow its few changed entries instead of going over all of them
 * (useDerivedFrom).
 */
export interface DerivedFrom<G, R> {
  guests: readonly G[];
  result: R;
}

type Counted = { isNewApplication: boolean };

/**
 * How many guests came through the guest form and are not opened yet (the header's badge), from
 * the count of the list before (`earlier`) when only a few entries changed in place.
 */
export function countNewApplications<G extends Counted>(
  earlier: DerivedFrom<G, number> | null,
  guests: readonly G[],
): number {
  if (earlier?.guests === guests) return earlier.result;
  const changed = earlier && replacedIndexes(earlier.guests, guests, FEW_CHANGES);
  if (earlier && changed) {
    const counts = (guest: Counted | undefined) => (guest?.isNewApplication ? 1 : 0);
    return changed.reduce(
      (count, index) => count - counts(earlier.guests[index]) + counts(guests[index]),
      earlier.result,
    );
  }
  let count = 0;
  for (let index = 0; index < guests.length; index += 1) {
    if (guests[index]?.isNewApplication) count += 1;
  }
  return count;
}

const KNOWN_STATUSES: ReadonlySet<string> = new Set(GUEST_STATUSES);

/** The column of a status: itself when stored as the board spells it (the usual case), else its meta. */
const columnOf = (status: string): GuestStatus =>
  KNOWN_STATUSES.has(status) ? (status as GuestStatus) : statusMeta(status).status;

/**
 * The columns of `guests`, from those of the list before (`earlier`) when only a few entries
 * changed in place (a drop, an edit, a teammate's change): those entries leave their column and
 * take their place in their new one, and the columns they do not touch keep their arrays. Any
 * other change (a guest added or removed, entries reordered, many changed) sorts every guest
 * again. On a board of 20,000 a drop then costs a look at the entries it replaced (and a scan back
 * to the nearest guest of the new column) instead of a regrouping of the whole list
 * (replacedIndexes, docs/performance.md).
 */
export function regroupGuests<G extends { status: string }>(
  earlier: DerivedFrom<G, GuestColumns<G>> | null,
  guests: readonly G[],
): GuestColumns<G> {
  if (earlier?.guests === guests) return earlier.result;
  const changed = earlier && replacedIndexes(earlier.guests, guests, FEW_CHANGES);
  if (!earlier || !changed) return groupGuestsByStatus(guests);
  // An entry that only moved within the list (it is among those it replaces) is a reorder.
  const leaving = new Set(changed.map((index) => earlier.guests[index]));
  if (changed.some((index) => leaving.has(guests[index] as G))) return groupGuestsByStatus(guests);

  const columns = { ...earlier.result };
  const copied = new Set<GuestStatus>();
  const column = (status: GuestStatus) => {
    if (!copied.has(status)) {
      columns[status] = columns[status].slice();
      copied.add(status);
    }
    return columns[status];
  };
  for (const index of changed) {
    const before = earlier.guests[index] as G;
    const after = guests[index] as G;
    const from = column(columnOf(before.status));
    const to = column(columnOf(after.status));
    const at = from.indexOf(before);
    if (at < 0) return groupGuestsByStatus(guests);
    if (from === to) {
      from[at] = after;
      continue;
    }
    from.splice(at, 1);
    // After the nearest guest before it in the list that shares its column, or first.
    let previous = index - 1;
    while (previous >= 0 && columnOf((guests[previous] as G).status) !== columnOf(after.status)) {
      previous -= 1;
    }
    to.splice(previous < 0 ? 0 : to.indexOf(guests[previous] as G) + 1, 0, after);
  }
  return columns;
}

/**
 * Where the six columns stand side by side (docs/product.md#board-screen); below it they stack,
 * one above the other.
 */
export const SIDE_BY_SIDE_QUERY = '(min-width: 62em)';

/**
 * On stacked columns, the column an arrow key carries a card to from `over`: the one below (Down,
 * and Right, the next in the board's order) or above (Up, Left), staying at the first and the last;
 * null for any other key (docs/decisions/039-keyboard-moves-on-stacked-columns.md).
 */
export function columnByArrow(over: GuestStatus, key: string): GuestStatus | null {
  const step =
    key === 'ArrowDown' || key === 'ArrowRight'
      ? 1
      : key === 'ArrowUp' || key === 'ArrowLeft'
        ? -1
        : 0;
  if (step === 0) return null;
  const at = GUEST_STATUSES.indexOf(over) + step;
  return GUEST_STATUSES[Math.min(Math.max(at, 0), GUEST_STATUSES.length - 1)] as GuestStatus;
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
 * A column draws only the cards in and near its own scroll area (docs/decisions/029): a card's
 * height before it has been measured, and how many cards beyond each edge of the area are drawn
 * as well (so that Tab finds the next card). One, not more: at a drop the browser restyles every
 * drawn card (docs/performance.md).
 */
export const CARD_HEIGHT_ESTIMATE_PX = 132;
export const COLUMN_OVERSCAN = 1;

/**
 * How many slots a column's virtual list holds: one more than its cards while a card from another
 * column is over it, so that the list has room for it at its end (the drag library draws no
 * placeholder in a virtual list). The card's own column needs none: its slot stays empty while it
 * is dragged, and a stacked column on a phone would grow under the finger for nothing.
 */
export function virtualSlotCount(cards: number, takingCardFromElsewhere: boolean): number {
  return takingCardFromElsewhere ? cards + 1 : cards;
}

/**
 * Where in its column a card the host just moved sorts, so the column scrolls to it (its place
 * follows the board's order, not where it was let go); -1 when it is not there (say, the search
 * hides it).
 */
export function revealIndex(guests: readonly { id: number }[], id: number | null): number {
  return id === null ? -1 : guests.findIndex((guest) => guest.id === id);
}

/**
 * A list's search text: every guest's name and details folded (foldSearchText), in one string,
 * and where each guest's part of it starts. A search of the whole list is then one
 * `indexOf` per guest it finds, where matching guest by guest folds two strings for each of them:
 * at 20,000 guests in a page that has just loaded, about 1 ms against 10 to 30 ms, and the garbage
 * collector is left one string and one array instead of 40,000 short-lived copies
 * (docs/performance.md#browser-budgets).
 */
export interface SearchIndex<G> {
  source: readonly G[];
  text: string;
  /** Where guest `i`'s name starts in `text`; one more entry: the text's length plus one. */
  starts: Int32Array;
}

/**
 * Between a guest's name and details, and between guests: characters that folding leaves as they
 * are, and that a needle holds only when the query did (searchIndex).
 */
const FIELD_SEPARATOR = '\u0001';
const GUEST_SEPARATOR = '\u0000';

export function buildSearchIndex<G extends Searchable>(source: readonly G[]): SearchIndex<G> {
  // Part by part: folding changes lengths (ß to "ss", a dropped accent, a run of spaces), and a
  // part of plain ASCII, most of them, is only lower-cased (foldSearchText). The joined text
  // folded in one call took about twice as long at 20,000 guests with a few accents: one accent
  // anywhere, and every character is scanned again (docs/performance.md).
  const parts = source.map((guest) =>
    foldSearchText(`${guest.name}${FIELD_SEPARATOR}${guest.details ?? ''}`),
  );
  const starts = new Int32Array(source.length + 1);
  let at = 0;
  parts.forEach((part, index) => {
    starts[index] = at;
    at += part.length + GUEST_SEPARATOR.length;
  });
  starts[source.length] = at;
  return { source, text: parts.join(GUEST_SEPARATOR), starts };
}

/**
 * The guests of `index.source` whose name or details contain `needle` (a query through
 * searchNeedle, not blank), in their order, and where each is in it while they are few enough
 * to be narrowed (NARROW_LIMIT; the first letter of a search finds most of a board).
 */
function searchPositions<G extends Searchable>(
  index: SearchIndex<G>,
  needle: string,
): { matches: G[]; positions: number[] } {
  const { source, text, starts } = index;
  const matches: G[] = [];
  const positions: number[] = [];
  if (needle.includes(FIELD_SEPARATOR) || needle.includes(GUEST_SEPARATOR)) {
    source.forEach((guest, position) => {
      if (!matchesNeedle(guest, needle)) return;
      matches.push(guest);
      positions.push(position);
    });
    return { matches, positions };
  }
  let guest = 0;
  let at = text.indexOf(needle);
  while (at >= 0) {
    while ((starts[guest + 1] as number) <= at) guest += 1;
    matches.push(source[guest] as G);
    if (matches.length <= NARROW_LIMIT) positions.push(guest);
    guest += 1;
    if (guest === source.length) break;
    at = text.indexOf(needle, starts[guest]);
  }
  return { matches, positions };
}

/**
 * Of the guests at `positions` in `index.source`, those that contain `needle`, each read in its
 * part of the index's text (a slice, which V8 makes without copying), not folded again.
 */
function narrowPositions<G extends Searchable>(
  index: SearchIndex<G>,
  positions: readonly number[],
  needle: string,
): { matches: G[]; positions: number[] } {
  const { source, text, starts } = index;
  const separated = needle.includes(FIELD_SEPARATOR) || needle.includes(GUEST_SEPARATOR);
  const found = { matches: [] as G[], positions: [] as number[] };
  for (const position of positions) {
    const guest = source[position] as G;
    const end = (starts[position + 1] as number) - GUEST_SEPARATOR.length;
    if (
      separated ? matchesNeedle(guest, needle) : text.slice(starts[position], end).includes(needle)
    ) {
      found.matches.push(guest);
      found.positions.push(position);
    }
  }
  return found;
}

/** The guests of `index.source` whose name or details contain `needle`, in their order. */
export function searchIndex<G extends Searchable>(
  index: SearchIndex<G>,
  needle: string,
): readonly G[] {
  return needle ? searchPositions(index, needle).matches : index.source;
}

/** A search's result, kept so the next keystroke can start from it. */
export interface SearchResult<G> {
  source: readonly G[];
  needle: string;
  matches: readonly G[];
  /**
   * Where each of `matches` is in `source`, when they are at most NARROW_LIMIT (all that
   * narrowing needs; none for a blank needle, which matches them all).
   */
  positions: readonly number[];
}

/**
 * At most this many previous matches are searched again one by one when the query grew; more,
 * and the whole list's index is searched instead. Below it, the guests to look at are so few that
 * matching them costs less than scanning the index's text (about 0.4 ms at 20,000 guests).
 */
export const NARROW_LIMIT = 1_000;

/**
 * The board's search as the host types: when the list is the same and the query only grew (its
 * previous text is still in it), every match is among the previous matches, so when those are few
 * only their parts of the list's index are searched again; otherwise the whole index is
 * (`indexOf(source)`, see SearchIndex). On a board of 20,000 a keystroke looks at a few hundred
 * guests or scans one string, never folds 20,000 names (docs/performance.md).
 */
export function narrowSearch<G extends Searchable>(
  previous: SearchResult<G> | null,
  source: readonly G[],
  query: string,
  indexOf: (source: readonly G[]) => SearchIndex<G>,
): SearchResult<G> {
  const needle = searchNeedle(query);
  if (!needle) return { source, needle, matches: source, positions: [] };
  const index = indexOf(source);
  const narrowing =
    previous &&
    previous.source === source &&
    previous.needle &&
    needle.includes(previous.needle) &&
    previous.matches.length <= NARROW_LIMIT;
  const { matches, positions } = narrowing
    ? narrowPositions(index, previous.positions, needle)
    : searchPositions(index, needle);
  return { source, needle, matches, positions };
}

/**
 * A function that gives the search index of a list, kept for the last list asked for: the
 * board's list changes as a whole (a new array) whenever a guest does.
 */
export function lastSearchIndex<G extends Searchable>(): (source: readonly G[]) => SearchIndex<G> {
  let last: SearchIndex<G> | null = null;
  return (source) => {
    if (last?.source !== source) last = buildSearchIndex(source);
    return last;
  };
}

/** True when both lists hold the same items in the same order (identity), for memoised columns. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** The React keys of a column's drawn cards, by guest id, and the next unused key. */
export interface CardKeys {
  byId: ReadonlyMap<number, number>;
  next: number;
}

export const NO_CARD_KEYS: CardKeys = { byId: new Map(), next: 0 };

/**
 * The keys of the cards a column draws now (`ids`, in order). A card drawn before keeps its key,
 * so its element, and the focus in it, stay with the guest. When `reuse` is true (the search
 * changed, which replaces the drawn cards wholesale) a card newly drawn takes the key of one that
 * left, so React fills the element that is there with the new guest instead of removing one card
 * and building another: at 20,000 guests a keystroke swaps a screenful of cards
 * (docs/performance.md). Otherwise a new card gets a key never used before.
 */
export function assignCardKeys(
  previous: CardKeys,
  ids: readonly number[],
  reuse: boolean,
): CardKeys {
  const drawn = new Set(ids);
  const freed: number[] = [];
  if (reuse) {
    for (const [id, key] of previous.byId) if (!drawn.has(id)) freed.push(key);
  }
  const byId = new Map<number, number>();
  let next = previous.next;
  let free = 0;
  for (const id of ids) {
    const kept = previous.byId.get(id);
    if (kept !== undefined) byId.set(id, kept);
    else if (free < freed.length) byId.set(id, freed[free++] as number);
    else byId.set(id, next++);
  }
  return { byId, next };
}

/**
 * What a screen reader hears while a card is carried (docs/product.md#board-screen): the
 * columns by their titles, where the drag library would name them by their ids.
 */
export const DRAG_ANNOUNCEMENTS = {
  lifted: (name: string, column: string) =>
    `You have lifted ${name} in ${column}. Use the arrow keys to move it to another column, Space to drop it, Escape to cancel.`,
  over: (name: string, column: string) => `${name} is over ${column}.`,
  nowhere: (name: string) => `${name} is not over a column.`,
  dropped: (name: string, column: string) => `You have dropped ${name} in ${column}.`,
  cancelled: (name: string, column: string) => `Movement cancelled. ${name} stays in ${column}.`,
};
