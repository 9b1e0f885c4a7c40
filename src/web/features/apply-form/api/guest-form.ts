// GET and PUT /api/guest-form (docs/product.md#guest-form): the host's public guest form (the
// team's while they are in one), and saving its settings. A save that fails says why in a toast;
// the form shows the server's field errors (a link name already taken) on their fields.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  GuestFormAnswer,
  GuestFormDto,
  GuestFormSettings,
} from '#shared/schemas/guest-form.js';
import { apiRequest, ApiError } from '#web/lib/api.js';
import { conflictOf } from '#web/lib/conflict.js';
import { showFailure, showToast } from '#web/lib/notify.js';

export const GUEST_FORM_QUERY_KEY = ['guest-form'] as const;

export const guestFormQueryOptions = () =>
  queryOptions({
    queryKey: GUEST_FORM_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest<GuestFormAnswer>('GET', '/api/guest-form', undefined, { signal }),
  });

export function useSaveGuestForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: GuestFormSettings) =>
      apiRequest<GuestFormDto>('PUT', '/api/guest-form', settings),
    onSuccess: (form) => {
      queryClient.setQueryData<GuestFormAnswer>(GUEST_FORM_QUERY_KEY, {
        form,
        suggestedSlug: form.slug,
      });
      showToast(
        'Guest form saved',
        form.enabled ? 'Your form is open for applications.' : 'Your form is turned off.',
        'success',
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      // Saved elsewhere since this copy: the tab shows the form as it is now.
      const conflict = conflictOf<GuestFormDto>(error);
      if (conflict) {
        queryClient.setQueryData<GuestFormAnswer>(GUEST_FORM_QUERY_KEY, {
          form: conflict.conflict.current,
          suggestedSlug: conflict.conflict.current.slug,
        });
      } else if (error instanceof ApiError && error.status === 409) {
        // Refused otherwise (a link name taken, or the form edited was a team's the host has left):
        // read again, so the next save is based on the host's form as it is now.
        void queryClient.invalidateQueries({ queryKey: GUEST_FORM_QUERY_KEY });
      }
      showFailure('Could not save the guest form', error);
    },
  });
}
