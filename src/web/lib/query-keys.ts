// Query keys shared across features (STYLE.md: a key is spelled once). A feature may not import
// another, yet a task that moves a guest's follow-up date must refresh the guest list and the
// guest's journal, so the keys of those lists live here and the features re-export them.
import type { QueryClient } from '@tanstack/react-query';

export const GUESTS_QUERY_KEY = ['guests'] as const;

export const JOURNAL_QUERY_KEY = ['journal'] as const;
export const journalQueryKey = (guestId: number) => [...JOURNAL_QUERY_KEY, guestId] as const;

export const TASKS_QUERY_KEY = ['tasks'] as const;
export const ACTION_ITEMS_QUERY_KEY = ['action-items'] as const;
export const CALENDAR_QUERY_KEY = ['calendar'] as const;

/**
 * After a change the server journaled on a guest: refresh that guest's journal, and the guest list
 * too when the change moved the guest's follow-up date.
 */
export function invalidateGuestAfterChange(
  queryClient: QueryClient,
  guestId: number | null | undefined,
  options: { guestChanged?: boolean } = {},
): Promise<unknown> {
  const work: Promise<unknown>[] = [];
  if (guestId) work.push(queryClient.invalidateQueries({ queryKey: journalQueryKey(guestId) }));
  if (guestId && options.guestChanged) {
    work.push(queryClient.invalidateQueries({ queryKey: GUESTS_QUERY_KEY }));
  }
  return Promise.all(work);
}
