// Changing one entry of a cached list in place: the board's guests, the Action Center's lists.

/** The list with the entry of `id` replaced (or dropped when `next` is null); others keep identity. */
export function replaceById<T extends { id: number }>(
  list: T[] | undefined,
  id: number,
  next: T | null,
): T[] | undefined {
  if (!list) return list;
  return next === null
    ? list.filter((entry) => entry.id !== id)
    : list.map((entry) => (entry.id === id ? next : entry));
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
