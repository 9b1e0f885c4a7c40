// A value derived from the board's guest list that follows the list's changes instead of starting
// over each time: the columns and the new-application count (regroupGuests, countNewApplications).
import { useMemo, useRef } from 'react';
import type { DerivedFrom } from '../board-layout';

/**
 * `derive(earlier, guests)`, worked out again only when `guests` is another list, and handed the
 * list and result of the last time, so that a list changed in a few entries (a drop, an edit, a
 * teammate's change) costs those entries on a board of 20,000 (docs/performance.md).
 */
export function useDerivedFrom<G, R>(
  guests: readonly G[],
  derive: (earlier: DerivedFrom<G, R> | null, guests: readonly G[]) => R,
): R {
  const last = useRef<DerivedFrom<G, R>>(null);
  // `derive` is a plain function of its arguments: only the list decides when it runs again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const result = useMemo(() => derive(last.current, guests), [guests]);
  last.current = { guests, result };
  return result;
}
