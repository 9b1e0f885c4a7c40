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

/** The list with `next` in place of its entry, or added at the end when it has none. */
export function upsertById<T extends { id: number }>(
  list: T[] | undefined,
  next: T,
): T[] | undefined {
  if (!list) return list;
  return list.some((entry) => entry.id === next.id)
    ? replaceById(list, next.id, next)
    : [...list, next];
}
