// What a relayed change does to the cached data (docs/product.md#live-updates): one guest is read
// again and put in its place in the board's list (never the whole list for one card), a journal
// or an Action Center list is marked stale (read again if it is on screen), so are the
// notification settings when saved elsewhere, and a change of team reads everything again, since
// what the user may see has changed.
import type { QueryClient } from '@tanstack/react-query';
import type { GuestDto } from '#shared/schemas/guests.js';
import { ApiError, apiRequest } from '#web/lib/api.js';
import { newestFirst, replaceById, upsertById } from '#web/lib/list-cache.js';
import {
  ACTION_ITEMS_QUERY_KEY,
  ARCHIVED_GUESTS_QUERY_KEY,
  CALENDAR_QUERY_KEY,
  GUESTS_QUERY_KEY,
  journalQueryKey,
  markedGone,
  markGuestGone,
  NOTIFICATIONS_QUERY_KEY,
  TASKS_QUERY_KEY,
} from '#web/lib/query-keys.js';
import { USER_QUERY_KEY } from '#web/lib/session.js';
import { TEAM_QUERY_KEY } from '#web/lib/team.js';
import type { LiveChange } from './live-connection';

export interface ApplyOptions {
  /** Puts a guest's new copy in the list; the board passes one that animates a move. */
  placeGuest?: (update: () => void, before: GuestDto | undefined, after: GuestDto) => void;
}

const AGENDA_KEYS = {
  task: TASKS_QUERY_KEY,
  action_item: ACTION_ITEMS_QUERY_KEY,
  event: CALENDAR_QUERY_KEY,
} as const;

/** Whether this tab is itself saving the guest: its own answer will be the newest copy. */
function savingHere(queryClient: QueryClient, guestId: number): boolean {
  return (
    queryClient.isMutating({
      predicate: (mutation) =>
        mutation.options.mutationKey?.[0] === GUESTS_QUERY_KEY[0] &&
        (mutation.state.variables as { id?: unknown } | undefined)?.id === guestId,
    }) > 0
  );
}

const listedGuest = (queryClient: QueryClient, id: number) =>
  queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY)?.find((guest) => guest.id === id);

/**
 * A guest this user may no longer see on the board (archived, deleted, or no longer shared): off
 * the list, and the Action Center's lists marked stale, since they hide that guest's tasks,
 * action items and events too.
 */
function dropGuest(queryClient: QueryClient, id: number) {
  // Marked before it leaves the list: the render that follows reads nothing of it.
  markGuestGone(queryClient, id);
  queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) => replaceById(list, id, null));
  for (const queryKey of Object.values(AGENDA_KEYS))
    void queryClient.invalidateQueries({ queryKey });
}

/**
 * Whether the list's copy of the guest has what the change made: its version is newer, or the
 * same. A change that keeps the version is view state (docs/product.md#versions): of that a card
 * shows only the "New" badge, which someone opening the application takes off, so a copy still
 * showing it is read again.
 */
function alreadyHas(known: GuestDto | undefined, change: LiveChange): boolean {
  if (!known || change.version === null) return false;
  return (
    known.version > change.version || (known.version === change.version && !known.isNewApplication)
  );
}

async function refreshGuest(
  queryClient: QueryClient,
  change: LiveChange,
  options: ApplyOptions,
): Promise<void> {
  const { id } = change;
  void queryClient.invalidateQueries({ queryKey: ARCHIVED_GUESTS_QUERY_KEY });
  if (!queryClient.getQueryData(GUESTS_QUERY_KEY)) return;
  if (alreadyHas(listedGuest(queryClient, id), change)) return;
  // Archived (here or elsewhere) or deleted: off the board, with nothing to read.
  if (change.op === 'delete' || change.archived === true) {
    dropGuest(queryClient, id);
    return;
  }
  let fresh: GuestDto | null;
  try {
    fresh = await apiRequest<GuestDto>('GET', `/api/guests/${id}`);
  } catch (error) {
    // 404: archived, or no longer shared with this user; it leaves the board. Any other failure
    // (offline, a server restarting): the list is read again instead, so the change is not lost.
    if (!(error instanceof ApiError) || error.status !== 404) {
      void queryClient.invalidateQueries({ queryKey: GUESTS_QUERY_KEY });
      return;
    }
    fresh = null;
  }
  if (savingHere(queryClient, id)) return;
  const before = listedGuest(queryClient, id);
  if (fresh === null) {
    dropGuest(queryClient, id);
    return;
  }
  // Answers may cross: an older copy never replaces a newer one.
  if (before && before.version > fresh.version) return;
  const next = fresh;
  const update = () =>
    queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
      upsertById(list, next, newestFirst),
    );
  if (options.placeGuest) options.placeGuest(update, before, next);
  else update();
}

export async function applyChange(
  queryClient: QueryClient,
  change: LiveChange,
  options: ApplyOptions = {},
): Promise<void> {
  switch (change.kind) {
    case 'guest':
      await refreshGuest(queryClient, change, options);
      return;
    case 'journal':
      // A gone guest's journal answers 404 (its archiving writes an entry, heard after the guest).
      if (
        change.guestId !== null &&
        !(markedGone(queryClient, change.guestId) && !listedGuest(queryClient, change.guestId))
      ) {
        await queryClient.invalidateQueries({ queryKey: journalQueryKey(change.guestId) });
      }
      return;
    case 'task':
    case 'action_item':
    case 'event':
      await queryClient.invalidateQueries({ queryKey: AGENDA_KEYS[change.kind] });
      return;
    case 'team':
      await readEverythingAgain(queryClient);
      return;
    case 'notification_settings':
      // Saved in another tab or device, or by a STOP reply: an open Notifications tab shows it
      // unless the host is editing it there (docs/decisions/048-notification-settings-live.md).
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      return;
  }
}

/**
 * After a change of team, or a gap the server could not replay: every list is read again, the
 * team first. What else may be read depends on it: the owner's invite links are read only while
 * the cached team says the user owns it, and the stream can tell of a handover before the call
 * that made it has answered.
 */
export async function readEverythingAgain(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY, exact: true });
  await queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] !== USER_QUERY_KEY[0] &&
      !(query.queryKey.length === 1 && query.queryKey[0] === TEAM_QUERY_KEY[0]),
  });
  await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
}
