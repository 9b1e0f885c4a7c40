// Small helpers the Action Center's mutations share to change a cached list in place (optimistic
// toggles) and put it back when the server refuses.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { replaceById } from '#web/lib/list-cache.js';

/**
 * Changes one entry in each cached list of `queryKeys` at once and returns how to undo it (only that
 * entry, so a toggle of another entry meanwhile is kept). A list that does not hold the entry is
 * left alone.
 */
export async function patchCachedEntry<T extends { id: number }>(
  queryClient: QueryClient,
  queryKeys: readonly QueryKey[],
  id: number,
  change: (entry: T) => T,
): Promise<() => void> {
  await Promise.all(
    queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey, exact: true })),
  );
  const undos = queryKeys.map((queryKey) => {
    const before = queryClient.getQueryData<T[]>(queryKey)?.find((entry) => entry.id === id);
    if (!before) return () => undefined;
    queryClient.setQueryData<T[]>(queryKey, (list) => replaceById(list, id, change(before)));
    return () => queryClient.setQueryData<T[]>(queryKey, (list) => replaceById(list, id, before));
  });
  return () => undos.forEach((undo) => undo());
}
