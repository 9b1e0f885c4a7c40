// The SMS notification calls (docs/product.md#sms-notifications): the caller's preferences and
// their newest messages, guests gone quiet and their snooze, each with its TanStack Query hook.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  NotificationPreferencesBody,
  QuietGuestDto,
  SmsMessageDto,
} from '#shared/schemas/notifications.js';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';

const PREFERENCES_KEY = ['notifications', 'preferences'] as const;
const MESSAGES_KEY = ['notifications', 'messages'] as const;
const QUIET_KEY = ['guests-quiet'] as const;

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) =>
      apiRequest<NotificationPreferences>('GET', '/api/user/notifications', undefined, { signal }),
  });

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: MESSAGES_KEY,
    queryFn: ({ signal }) =>
      apiRequest<SmsMessageDto[]>('GET', '/api/user/notifications/messages', undefined, {
        signal,
      }),
  });

/** PUT /api/user/notifications; the toast names what changed. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      apiRequest<NotificationPreferences>('PUT', '/api/user/notifications', body),
    onSuccess: (saved, body) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
      void queryClient.invalidateQueries({ queryKey: QUIET_KEY });
      if (body.smsEnabled === false) {
        showToast(
          'Notifications off',
          'SMS notifications are off: only sign-in codes will be sent.',
          'success',
        );
      } else if (body.smsEnabled === true) {
        showToast('Notifications on', 'SMS notifications are on.', 'success');
      } else {
        showToast('Settings saved', 'Notification settings saved.', 'success');
      }
    },
    onError: (error) =>
      showToast(
        'Error',
        serverMessage(error) ?? 'Could not save the notification settings',
        'error',
      ),
  });
}

/** GET /api/guests/quiet: the board's "quiet for N days" badges. */
/** The quiet guests; `enabled: false` waits (the board reads them once its cards show). */
export function useQuietGuests(enabled = true) {
  return useQuery({
    enabled,
    queryKey: QUIET_KEY,
    queryFn: ({ signal }) =>
      apiRequest<QuietGuestDto[]>('GET', '/api/guests/quiet', undefined, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/guests/:id/quiet-snooze {days}. */
export function useSnoozeQuietGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, days }: { guestId: number; days: number }) =>
      apiRequest('POST', `/api/guests/${guestId}/quiet-snooze`, { days }),
    onSuccess: (_answer, { days }) => {
      void queryClient.invalidateQueries({ queryKey: QUIET_KEY });
      showToast('Snoozed', `This guest will not show as quiet for ${days} days.`, 'success');
    },
    onError: (error) =>
      showToast('Error', serverMessage(error) ?? 'Could not snooze the guest', 'error'),
  });
}
