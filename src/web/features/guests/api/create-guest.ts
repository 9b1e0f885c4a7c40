// POST /api/guests. A 409 carries the guest it duplicates (docs/product.md#duplicates); the dialog
// shows it, and any other outcome is a toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  duplicateGuestErrorSchema,
  type CreateGuestInput,
  type DuplicateGuestResponse,
  type GuestDto,
} from '#shared/schemas/guests.js';
import { statusTitle } from '#shared/guest-rules.js';
import { ApiError, apiRequest } from '#web/lib/api.js';
import { newestFirst, upsertById } from '#web/lib/list-cache.js';
import { showFailure, showToast } from '#web/lib/notify.js';
import { GUESTS_QUERY_KEY } from './get-guests';

export async function createGuest(input: CreateGuestInput): Promise<GuestDto> {
  return await apiRequest<GuestDto>('POST', '/api/guests', input);
}

/** The duplicate-guest answer inside a failed create or update, or null for any other failure. */
export function duplicateGuestOf(error: unknown): DuplicateGuestResponse | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = duplicateGuestErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

export function useCreateGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGuest,
    onSuccess: (guest) => {
      showToast(
        'Guest added',
        `${guest.name} was added to ${statusTitle(guest.status)}.`,
        'success',
      );
      // The new guest joins the board's list in its place without reading it all again.
      queryClient.setQueryData<GuestDto[]>(GUESTS_QUERY_KEY, (list) =>
        upsertById(list, guest, newestFirst),
      );
    },
    onError: (error) => {
      if (!duplicateGuestOf(error)) showFailure('Failed to add guest', error);
    },
  });
}
