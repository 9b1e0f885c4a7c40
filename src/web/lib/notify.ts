// Toasts (SPEC §8, §9): at most one at a time, so a new toast replaces the one showing instead of
// waiting in Mantine's queue behind it.
import { notifications } from '@mantine/notifications';

export type ToastKind = 'success' | 'error' | 'info';

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue' };

export function showToast(title: string, message: string, kind: ToastKind = 'info'): void {
  notifications.clean();
  notifications.show({ title, message, color: COLORS[kind] });
}
