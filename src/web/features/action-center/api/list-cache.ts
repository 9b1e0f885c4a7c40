// Small helpers the Action Center's mutations share to change a cached list in place (optimistic
// toggles) and put it back when the server refuses.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { replaceById } from '#web/lib/list-cache.js';

/**
 * Changes one entry of a cached list at once and returns how to undo it (only that entry, so a
 * toggle of another entry meanwhile is kept).
 */
export async function patchCachedEntry<T extends { id: number }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  id: number,
  change: (entry: T) => T,
): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  const before = queryClient.getQueryData<T[]>(queryKey)?.find((entry) => entry.id === id);
  if (!before) return () => undefined;
  queryClient.setQueryData<T[]>(queryKey, (list) => replaceById(list, id, change(before)));
  return () => queryClient.setQueryData<T[]>(queryKey, (list) => replaceById(list, id, before));
}
