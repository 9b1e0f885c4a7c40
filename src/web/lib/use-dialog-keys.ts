// What every dialog and sheet does with the keyboard (docs/product.md#screens), where Mantine's own
// handling misses the way this app opens them:
// - Escape closes the dialog or sheet the focus is in, and only that one. Mantine listens on the
//   window, so one Escape in a dialog opened from a sheet (Update Due Date in the Action Center, a
//   task opened from a journal) closed the sheet under it as well.
// - Closing gives the focus back to what had it at the opening (the button that opened it).
//   Mantine does so only for a dialog mounted closed and opened later; this app mounts most of
//   its dialogs as they open (a fresh one per opening), which left the focus on the page's body.
// Spread the answer onto the Modal or Drawer: `<Modal {...useDialogKeys(opened, onClose)} ...>`.
import { useCallback, useEffect, useRef } from 'react';

export function useDialogKeys(opened: boolean, onClose: () => void, closeOnEscape = true) {
  const latest = useRef({ opened, onClose, closeOnEscape });
  useEffect(() => {
    latest.current = { opened, onClose, closeOnEscape };
  });
  const root = useRef<HTMLElement | null>(null);

  // On the dialog's own root: a key pressed in a dialog opened from this one (its own portal) or
  // in a select's open list (which marks its input) is not this dialog's.
  const ref = useCallback((element: HTMLElement | null) => {
    root.current = element;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { opened: isOpen, onClose: close, closeOnEscape: escapes } = latest.current;
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      if (!isOpen || !escapes) return;
      const target = event.target;
      if (target instanceof Element && target.getAttribute('data-mantine-stop-propagation')) return;
      close();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, []);

  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) {
      // Effects run before the focus trap moves the focus in (it waits for a timer).
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (!element) return;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      const lost = active === null || active === document.body || root.current?.contains(active);
      if (lost && element.isConnected) element.focus({ preventScroll: true });
    }, 20);
    return () => window.clearTimeout(timer);
  }, [opened]);

  return { ref, closeOnEscape: false, returnFocus: false } as const;
}
