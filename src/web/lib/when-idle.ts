// Work the page can leave until the browser is idle: code a closed menu or dialog needs, loaded
// after the first paint so opening it later finds it ready (docs/performance.md).
import { useEffect } from 'react';

/** Runs `task` once the browser is idle (or soon, where it cannot tell). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 50);
}

/**
 * Loads a lazily imported module once the page is idle after the component's first paint. `load`
 * is the same `() => import(...)` the lazy component uses (the browser fetches it once); a failed
 * load is left for the component's own first use to report.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    whenIdle(() => void load().catch(() => undefined));
  }, [load]);
}
