// PATCH /api/guests/:id/status: a card dropped in another column. The list changes at once
// (optimistic); a failure puts it back and says why (docs/product.md#guest-messages). The move
// carries the version the board showed; when someone changed the guest meanwhile, the move still
// goes through if the card is where the mover saw it, else the card goes where it really is, with a
// toast (docs/product.md#versions).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { GuestStatus } from '#shared/enums.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { apiRequest } from '#web/lib/api.js';
import { conflictOf } from '#web/lib/conflict.js';
import { showFailure, showToast } from '#web/lib/notify.js';
import { statusTitle } from '#shared/guest-rules.js';
import { replaceById } from '#web/lib/list-cache.js';
import { GUESTS_QUERY_KEY } from './get-guests';

export interface UpdateGuestStatusVariables {
  id: number;
  status: GuestStatus;
  /** Where the mover saw the card, and its version then (from the board's list). */
  seen?: { status: GuestStatus; version: number };
}

const MUTATION_KEY = [...GUESTS_QUERY_KEY, 'status'] as const;

const patchStatus = (id: number, status: GuestStatus, version?: number) =>
  apiRequest<GuestDto>('PATCH', `/api/guests/${id}/status`, { status, version });

export async function updateGuestStatus({
  id,
  status,
  seen,
}: UpdateGuestStatusVariables): Promise<GuestDto> {
  try {
    return await patchStatus(id, status, seen?.version);
  } catch (error) {
    const current = conflictOf<GuestDto>(error)?.conflict.current;
    // Changed, but not moved: the move still means what the mover meant.
    if (seen && current?.status === seen.status)
      return await patchStatus(id, status, current.version);
    throw error;
  }
}

/** Where the board shows a guest now, and its version: what a move says it saw. */
export function seenOnBoard(
  queryClient: QueryClient,
  id: number,
): UpdateGuestStatusVariables['seen'] {
  const guest = queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY)?.find((g) => g.id === id);
  return guest && { status: guest.status, version: guest.version };
}

export function useUpdateGuestStatus(options: { onSuccess?: (guest: GuestDto) => void } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess } = options;
  // Set when a move failed: the list is fetched again once the last move settles. Otherwise each
  // answer already put the server's copy of the guest in the list, and a board of 2,000 guests is
  // about a megabyte to fetch after every drag (docs/performance.md).
  const failed = useRef(false);
  // The version each guest's last move came back with: a move made while an earlier one of the
  // same card was on its way saw the version before it, and is sent on this one instead (the
  // earlier move is this tab's own, not someone else's change).
  const confirmed = useRef(new Map<number, number>());
  /** Whether a later move of this guest is still on its way (its answer is the one to keep). */
  const laterMoveOf = (id: number) =>
    queryClient.isMutating({
      mutationKey: MUTATION_KEY,
      predicate: (mutation) =>
        (mutation.state.variables as UpdateGuestStatusVariables | undefined)?.id === id,
    }) > 1;
  return useMutation({
    mutationKey: MUTATION_KEY,
    // One move at a time on the wire, in the host's order, so the server ends where the board does
    // however quickly cards are moved (the board shows each move at once all the same).
    scope: { id: MUTATION_KEY.join('/') },
    mutationFn: ({ id, status, seen }: UpdateGuestStatusVariables) => {
      const version = Math.max(seen?.version ?? 0, confirmed.current.get(id) ?? 0);
      return updateGuestStatus({ id, status, seen: seen && { ...seen, version } });
    },
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: GUESTS_QUERY_KEY, exact: true });
      const previous = queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY);
      const guest = previous?.find((candidate) => candidate.id === id);
      if (guest) {
        queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
          replaceById(list, id, { ...guest, status }),
        );
      }
      return { guest };
    },
    onError: (error, { id }, context) => {
      const conflict = conflictOf<GuestDto>(error);
      if (conflict) {
        const { current, changedBy } = conflict.conflict;
        if (!laterMoveOf(id)) {
          queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
            replaceById(list, id, current),
          );
        }
        showToast(
          'Moved by someone else',
          `${changedBy ?? 'Someone'} moved ${current.name} to ${statusTitle(current.status)} first.`,
          'info',
        );
        return;
      }
      failed.current = true;
      // Put back only this guest, so another card moved meanwhile keeps its new place.
      const before = context?.guest;
      if (before && !laterMoveOf(id)) {
        queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
          replaceById(list, id, before),
        );
      }
      showFailure('Failed to update guest status', error);
    },
    onSuccess: (guest) => {
      confirmed.current.set(guest.id, guest.version);
      if (!laterMoveOf(guest.id)) {
        queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
          replaceById(list, guest.id, guest),
        );
      }
      onSuccess?.(guest);
    },
    onSettled: () => {
      if (failed.current && queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) {
        failed.current = false;
        return queryClient.invalidateQueries({ queryKey: GUESTS_QUERY_KEY });
      }
    },
  });
}
