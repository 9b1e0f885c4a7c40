// An alert that appears inside a scrolled dialog or sheet is brought into view, where the user is
// (at the buttons below it): when it first draws and again whenever `again` changes.
import { useEffect, useRef } from 'react';

export function useScrolledIntoView<T extends HTMLElement>(again?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [again]);
  return ref;
}
