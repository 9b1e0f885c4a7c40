// Toasts (docs/product.md#errors, #limits): at most one at a time, so a new toast replaces the one
// showing instead of waiting in Mantine's queue behind it. Mantine's notifications package loads
// after the first paint (app/providers.tsx mounts its container lazily); a toast raised earlier
// waits for it.
import type { NotificationData } from '@mantine/notifications';
import { serverMessage } from './api';

export type ToastKind = 'success' | 'error' | 'info';

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue' };

export const loadNotifications = () => import('@mantine/notifications');

/** Shows `data` in place of the toast showing, if any. */
export function replaceToast(data: NotificationData): void {
  void loadNotifications().then(({ notifications }) => {
    notifications.clean();
    notifications.show(data);
  });
}

export function showToast(title: string, message: string, kind: ToastKind = 'info'): void {
  replaceToast({ title, message, color: COLORS[kind] });
}

/** The "Error" toast of a failed request: `{failure}: {the server's message}`. */
export function showFailure(failure: string, error: Error): void {
  showToast('Error', `${failure}: ${serverMessage(error) ?? error.message}`, 'error');
}

/** The toast once an SMS verification code is on its way (registration, phone verification). */
export function showCodeSentToast(): void {
  showToast(
    'Verification code sent',
    'Please check your phone for the verification code.',
    'success',
  );
}
