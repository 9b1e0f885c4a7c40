// Query keys shared across features (STYLE.md: a key is spelled once). A feature may not import
// another, yet a task that moves a guest's follow-up date must refresh the guest list and the
// guest's journal, so the keys of those lists live here and the features re-export them.
// The archive lives under the guests key, so every guest mutation that invalidates the board's
// list (archiving a guest, say) refreshes the archive too, and a restore from the archive
// refreshes both with one invalidation.
import type { QueryClient } from '@tanstack/react-query';
import type { GuestDto } from '#shared/schemas/guests.js';
import { apiRequest } from './api';
import { replaceById } from './list-cache';

export const GUESTS_QUERY_KEY = ['guests'] as const;
export const ARCHIVED_GUESTS_QUERY_KEY = [...GUESTS_QUERY_KEY, 'archived'] as const;

export const JOURNAL_QUERY_KEY = ['journal'] as const;
export const journalQueryKey = (guestId: number) => [...JOURNAL_QUERY_KEY, guestId] as const;

/**
 * Guests the live stream said are archived or deleted (docs/product.md#live-updates): while the
 * board's list does not hold them again, a dialog or journal still open on one reads neither it
 * nor its journal (each would answer 404).
 */
const GONE_GUESTS_QUERY_KEY = ['gone-guests'] as const;

export function markGuestGone(queryClient: QueryClient, id: number): void {
  // Kept while the page lives: nothing observes it, and a mark collected would only cost a read.
  queryClient.setQueryDefaults(GONE_GUESTS_QUERY_KEY, { gcTime: Infinity });
  queryClient.setQueryData<ReadonlySet<number>>(GONE_GUESTS_QUERY_KEY, (ids) =>
    new Set(ids).add(id),
  );
}

/**
 * Whether guest `id` was marked gone. It counts only while the board's list does not hold the
 * guest again (a restore brings it back): the caller checks the list, which it has at hand.
 */
export function markedGone(queryClient: QueryClient, id: number): boolean {
  return queryClient.getQueryData<ReadonlySet<number>>(GONE_GUESTS_QUERY_KEY)?.has(id) ?? false;
}

/**
 * The notification settings, messages and the board's quiet guests (whom the settings' "quiet
 * after" days choose), under one key: all read again when the settings are saved elsewhere.
 */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export const TASKS_QUERY_KEY = ['tasks'] as const;
export const ACTION_ITEMS_QUERY_KEY = ['action-items'] as const;
export const CALENDAR_QUERY_KEY = ['calendar'] as const;

/**
 * After guests leave or come back to the board (archive, restore): the board and the archive, and
 * the Action Center lists, which hide the items of archived guests (docs/product.md#archiving).
 */
export function invalidateGuestLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [GUESTS_QUERY_KEY, TASKS_QUERY_KEY, ACTION_ITEMS_QUERY_KEY, CALENDAR_QUERY_KEY].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * After the board's list was changed in place for one guest leaving it (archived from the board):
 * the archive and the Action Center lists, not the board's list itself.
 */
export function invalidateListsBesideBoard(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [ARCHIVED_GUESTS_QUERY_KEY, TASKS_QUERY_KEY, ACTION_ITEMS_QUERY_KEY, CALENDAR_QUERY_KEY].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

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
  if (guestId && options.guestChanged) work.push(readGuestIntoList(queryClient, guestId));
  return Promise.all(work);
}

/** One guest read again into the board's list, which is not read again for it. */
async function readGuestIntoList(queryClient: QueryClient, guestId: number): Promise<void> {
  if (!queryClient.getQueryData(GUESTS_QUERY_KEY)) return;
  const guest = await apiRequest<GuestDto>('GET', `/api/guests/${guestId}`).catch(() => null);
  if (guest) {
    queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
      replaceById(list, guestId, guest),
    );
  }
}
