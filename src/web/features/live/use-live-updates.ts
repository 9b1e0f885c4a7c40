// Keeps the signed-in app's cached data current with the changes of teammates and of the user's
// other tabs (docs/product.md#live-updates), and tells the screens whether the stream is up.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { applyChange, readEverythingAgain, type ApplyOptions } from './apply-change';
import { sessionEnded } from '#web/lib/session.js';
import { connectLive, type LiveStatus } from './live-connection';

let status: LiveStatus = 'connecting';
const listeners = new Set<() => void>();

function setStatus(next: LiveStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'live', 'connecting' (first connection) or 'offline' (lost; reconnecting). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/** Opens the stream while mounted (once per signed-in app) and applies every change it relays. */
export function useLiveUpdates(options: ApplyOptions = {}): void {
  const queryClient = useQueryClient();
  const { placeGuest } = options;
  useEffect(() => {
    // A change's reads run one after another, in the order the server sent the changes.
    let queue = Promise.resolve();
    const close = connectLive({
      onChange: (change) => {
        queue = queue
          .then(() => applyChange(queryClient, change, { placeGuest }))
          .catch(() => undefined);
      },
      onReset: () => {
        queue = queue.then(() => readEverythingAgain(queryClient)).catch(() => undefined);
      },
      onStatus: setStatus,
      // Signed out in another tab, or the session expired: the check forgets the user, and the
      // guard's move to /auth unmounts this.
      sessionEnded: () => sessionEnded(queryClient),
    });
    return () => {
      close();
      setStatus('connecting');
    };
  }, [queryClient, placeGuest]);
}
