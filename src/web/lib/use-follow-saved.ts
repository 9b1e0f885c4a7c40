// A settings form and the saved settings it edits (docs/product.md#guest-form,
// #sms-notifications): when the saved copy is read again (the host's own switch, another tab's
// save, a STOP reply, the live stream), a form the host has not touched shows it; a form with edits
// keeps them, to be saved or refused as stale, never silently overwritten.
import { useEffect, useRef } from 'react';

/**
 * Calls `show(saved)` when `saved` is a new copy and `edited()` says the form holds no edits.
 * `saved` is compared by identity: a query's data is a new object only when it changed.
 */
export function useFollowSaved<S>(saved: S, edited: () => boolean, show: (saved: S) => void) {
  const shown = useRef(saved);
  useEffect(() => {
    if (shown.current === saved) return;
    shown.current = saved;
    if (!edited()) show(saved);
  }, [saved, edited, show]);
}
