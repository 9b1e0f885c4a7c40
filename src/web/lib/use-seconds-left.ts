// A countdown to a moment, for a button that waits out a send limit (docs/product.md#codes).
import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ms), ticking each second; 0 once passed or without one. */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1_000));
}
