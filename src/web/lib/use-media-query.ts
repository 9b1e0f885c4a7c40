// Whether a CSS media query matches, read when the component first draws (so a phone never draws
// the wide layout first) and kept up to date by the query's change events.
//
// Mantine's useMediaQuery with `getInitialValueInEffect: false` evaluates `matchMedia(query)` at
// every render (its initial value is an argument, not a lazy initialiser): a new MediaQueryList per
// render, which the board's search paid at every keystroke (docs/performance.md).
import { useEffect, useState } from 'react';

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
