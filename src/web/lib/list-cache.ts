// Changing one entry of a cached list in place: the board's guests, the Action Center's lists.
// A list made by replacing entries of another remembers which (replacedIndexes), so that what is
// derived from a list of 20,000 guests (the board's columns, its counts) can follow a change of
// one entry without going over all of them (docs/performance.md).

/**
 * Lists made by replacing entries of another: the list they were made from, and where (in
 * ascending order). Cached lists are never changed in place, which is what makes this log true.
 */
const EDITS = new WeakMap<readonly unknown[], { from: readonly unknown[]; indexes: number[] }>();

/** A copy of `list` with the entries of `replacements` (index to entry) in place of its own. */
export function withReplaced<T>(list: readonly T[], replacements: ReadonlyMap<number, T>): T[] {
  const copy = list.slice();
  for (const [index, entry] of replacements) copy[index] = entry;
  EDITS.set(copy, { from: list, indexes: [...replacements.keys()].sort((a, b) => a - b) });
  // Only one generation is ever looked up: `list` forgets its own origin, so a cache edited a
  // thousand times does not keep a thousand lists alive through the log.
  EDITS.delete(list);
  return copy;
}

/**
 * Where `after` holds another entry than `before`, when both are as long: read from the edit log
 * when one was made from the other, or both from one list, by `withReplaced`; otherwise by
 * comparing every entry. Null when the lengths differ, or when more than `limit` entries changed.
 */
export function replacedIndexes<T>(
  before: readonly T[],
  after: readonly T[],
  limit: number,
): number[] | null {
  if (before.length !== after.length) return null;
  const edit = EDITS.get(after);
  const earlierEdit = EDITS.get(before);
  const candidates =
    edit?.from === before
      ? edit.indexes
      : edit && earlierEdit?.from === edit.from
        ? [...new Set([...edit.indexes, ...earlierEdit.indexes])].sort((a, b) => a - b)
        : null;
  const changed: number[] = [];
  if (candidates) {
    for (const index of candidates) if (before[index] !== after[index]) changed.push(index);
  } else {
    // An indexed loop: on a board of 20,000 guests this runs before the browser has compiled it.
    for (let index = 0; index < after.length; index += 1) {
      if (before[index] !== after[index] && changed.push(index) > limit) return null;
    }
  }
  return changed.length > limit ? null : changed;
}

/** The list with the entry of `id` replaced (or dropped when `next` is null); others keep identity. */
export function replaceById<T extends { id: number }>(
  list: T[] | undefined,
  id: number,
  next: T | null,
): T[] | undefined {
  if (!list) return list;
  const index = list.findIndex((entry) => entry.id === id);
  if (index < 0) return list;
  if (next !== null) return withReplaced(list, new Map([[index, next]]));
  const shorter = list.slice();
  shorter.splice(index, 1);
  return shorter;
}

/**
 * The list with `next` in place of its entry, or added when it has none: at the end, at the start
 * (a list kept newest first), or before the first entry that `order` puts after it.
 */
export function upsertById<T extends { id: number }>(
  list: T[] | undefined,
  next: T,
  where: 'start' | 'end' | ((a: T, b: T) => number) = 'end',
): T[] | undefined {
  if (!list) return list;
  if (list.some((entry) => entry.id === next.id)) return replaceById(list, next.id, next);
  if (where === 'start') return [next, ...list];
  const at = where === 'end' ? -1 : list.findIndex((entry) => where(next, entry) < 0);
  return at === -1 ? [...list, next] : [...list.slice(0, at), next, ...list.slice(at)];
}

/**
 * The board's order, as the guest list is answered: newest first by date added, then by id
 * (docs/product.md#board-screen). For `upsertById` and Array.prototype.sort.
 */
export function newestFirst(
  a: { dateAdded: string; id: number },
  b: { dateAdded: string; id: number },
): number {
  return Date.parse(b.dateAdded) - Date.parse(a.dateAdded) || b.id - a.id;
}
