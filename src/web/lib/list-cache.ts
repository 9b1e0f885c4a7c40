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
 * The list with `next` in place of its entry, or added when it has none: at the end, or at the
 * start for a list kept newest first.
 */
export function upsertById<T extends { id: number }>(
  list: T[] | undefined,
  next: T,
  where: 'start' | 'end' = 'end',
): T[] | undefined {
  if (!list) return list;
  if (list.some((entry) => entry.id === next.id)) return replaceById(list, next.id, next);
  return where === 'start' ? [next, ...list] : [...list, next];
}
