// The board's dialogs and sheets that are the page's own state (not in the URL): open, closed but
// still animating out with their content, and loaded on first use.
import { Suspense, useCallback, useState, type ReactNode } from 'react';

interface Overlay<T> {
  opened: boolean;
  /** Kept after closing so the dialog can finish its closing transition with its content. */
  value: T;
  /** A new key for every opening: the dialog starts fresh. */
  key: number;
}

export function useOverlay<T>(initial: T) {
  const [overlay, setOverlay] = useState<Overlay<T>>({ opened: false, value: initial, key: 0 });
  const open = useCallback(
    (value: T) => setOverlay((current) => ({ opened: true, value, key: current.key + 1 })),
    [],
  );
  const close = useCallback(() => setOverlay((current) => ({ ...current, opened: false })), []);
  return [overlay, open, close] as const;
}

/** A dialog or sheet that loads and mounts on its first opening and stays, so it can animate
 * closed; each has its own boundary, so loading one never hides another that is open. */
export function OnceOpened({
  overlay,
  shown = true,
  children,
}: {
  overlay: { key: number };
  /** False while the dialog has nothing to show yet (a guest from the URL still loading). */
  shown?: boolean;
  children: ReactNode;
}) {
  return overlay.key > 0 && shown ? <Suspense fallback={null}>{children}</Suspense> : null;
}
