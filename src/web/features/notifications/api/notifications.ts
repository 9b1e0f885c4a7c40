// The SMS notification calls (docs/product.md#sms-notifications): the caller's preferences and
// their newest messages, guests gone quiet and their snooze, each with its TanStack Query hook.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  NotificationPreferences,
  NotificationPreferencesBody,
  QuietGuestDto,
  SmsMessageDto,
} from '#shared/schemas/notifications.js';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { conflictOf } from '#web/lib/conflict.js';
import { showToast } from '#web/lib/notify.js';
import { NOTIFICATIONS_QUERY_KEY } from '#web/lib/query-keys.js';

const PREFERENCES_KEY = [...NOTIFICATIONS_QUERY_KEY, 'preferences'] as const;
const MESSAGES_KEY = [...NOTIFICATIONS_QUERY_KEY, 'messages'] as const;
const QUIET_KEY = [...NOTIFICATIONS_QUERY_KEY, 'quiet-guests'] as const;

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

/** The browser's time zone (IANA name), UTC when it names none. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * A user who never saved a time zone gets this browser's, once the board shows, so reminders,
 * quiet hours and the morning digest follow their local time without a visit to the
 * Notifications tab (docs/product.md#sms-notifications). Asked once per user and browser.
 */
export function useAdoptBrowserTimeZone(userId: number | undefined, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || userId === undefined) return;
    const key = `time-zone-adopted:${userId}`;
    if (window.localStorage.getItem(key)) return;
    let cancelled = false;
    void (async () => {
      const current = await queryClient.fetchQuery(preferencesQueryOptions());
      if (cancelled) return;
      if (current.timeZone === null) {
        // From the copy just read: a zone saved meanwhile (another tab) is kept (409, ignored).
        const saved = await apiRequest<NotificationPreferences>('PUT', '/api/user/notifications', {
          timeZone: browserZone(),
          updatedAt: current.updatedAt,
        });
        queryClient.setQueryData(PREFERENCES_KEY, saved);
      }
      window.localStorage.setItem(key, '1');
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled, queryClient, userId]);
}

/**
 * PUT /api/user/notifications; the toast names what changed. A save from a stale copy (409) shows
 * the settings as they are now, and the toast says who changed them.
 */
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
    onError: (error) => {
      const conflict = conflictOf<NotificationPreferences>(error);
      if (conflict) queryClient.setQueryData(PREFERENCES_KEY, conflict.conflict.current);
      showToast(
        'Error',
        serverMessage(error) ?? 'Could not save the notification settings',
        'error',
      );
    },
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
