// The connection to GET /api/live (docs/product.md#live-updates): one EventSource at a time,
// reopened after a failure with a growing pause (1 s, 2 s, 4 s ... 30 s, with jitter) from the
// newest change it had, so no change is missed across a drop, and none is applied twice. A failure
// that is the session's end (signed out in another tab, expired) is not a drop: the stream stops.
import { LIVE_KINDS, type LiveChange, type LiveKind } from '#shared/live.js';

export type { LiveChange };

export type LiveStatus = 'connecting' | 'live' | 'offline';

/** A change from an event's data, or null when it is not one this client understands. */
export function parseLiveChange(data: string): LiveChange | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const change = value as Partial<LiveChange>;
  const kindKnown = (LIVE_KINDS as readonly string[]).includes(change.kind ?? '');
  if (!kindKnown || typeof change.id !== 'number') return null;
  return {
    kind: change.kind as LiveKind,
    op: change.op ?? 'update',
    id: change.id,
    guestId: typeof change.guestId === 'number' ? change.guestId : null,
    version: typeof change.version === 'number' ? change.version : null,
    by: typeof change.by === 'number' ? change.by : null,
    ...(typeof change.archived === 'boolean' ? { archived: change.archived } : {}),
  };
}

/** The pause before the `attempt`-th reconnection (0-based): doubling from 1 s to 30 s, ±20%. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface LiveConnectionOptions {
  url?: string;
  onChange: (change: LiveChange) => void;
  /**
   * What was missed cannot be replayed (the server said so, or the stream came back without a
   * change to resume from): everything should be read again.
   */
  onReset: () => void;
  onStatus: (status: LiveStatus) => void;
  /**
   * Asked when the stream fails, since an EventSource cannot see why (a 401 and a lost network look
   * the same): resolves true when the session has ended, which stops the stream for good (the
   * session's end sends the visitor to /auth, docs/product.md#screens). False, a failure, or no
   * answer within `sessionCheckMs` is a drop: offline, and reconnect.
   */
  sessionEnded?: () => Promise<boolean>;
  sessionCheckMs?: number;
}

/**
 * The change ids a tab has had, the newest `max` of them. A resume sends again the changes of
 * the minute before the last id it names (one of them may have committed after it), and the ones
 * had already are skipped.
 */
export function recentChangeIds(max = 2000): { add(id: number): boolean } {
  const ids = new Set<number>();
  return {
    /** Records `id`; false when it was had already. */
    add(id) {
      if (ids.has(id)) return false;
      ids.add(id);
      if (ids.size > max) ids.delete(ids.values().next().value as number);
      return true;
    },
  };
}

/** Opens the stream; the returned function closes it for good. */
export function connectLive({
  url = '/api/live',
  onChange,
  onReset,
  onStatus,
  sessionEnded = () => Promise.resolve(false),
  sessionCheckMs = 5000,
}: LiveConnectionOptions): () => void {
  let source: EventSource | null = null;
  /** The newest id had: a resume replays the changes after it (and the minute before it). */
  let lastEventId: number | null = null;
  const had = recentChangeIds();
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const open = () => {
    const target = lastEventId === null ? url : `${url}?lastEventId=${lastEventId}`;
    const current = new EventSource(target, { withCredentials: true });
    source = current;
    current.onopen = () => {
      // Back after a failure with no change had yet, so nothing to resume from: what changed
      // meanwhile is read again.
      if (attempt > 0 && lastEventId === null) onReset();
      attempt = 0;
      onStatus('live');
    };
    current.addEventListener('change', (event) => {
      const id = eventId(event);
      if (id !== null) {
        if (!had.add(id)) return;
        lastEventId = Math.max(lastEventId ?? 0, id);
      }
      const change = parseLiveChange(event.data as string);
      if (change) onChange(change);
    });
    current.addEventListener('reset', (event) => {
      lastEventId = eventId(event) ?? lastEventId;
      onReset();
    });
    // The browser's own retry would keep one fixed pause and give up on an error status; this
    // client reopens by itself, pausing longer each time, from the last event it saw, unless the
    // failure was the session ending.
    current.onerror = () => {
      current.close();
      if (closed || source !== current) return;
      void withinTime(sessionEnded(), sessionCheckMs).then((ended) => {
        if (closed || source !== current) return;
        if (ended) {
          closed = true;
          return;
        }
        onStatus('offline');
        timer = setTimeout(open, reconnectDelay(attempt));
        attempt += 1;
      });
    };
  };

  onStatus('connecting');
  open();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}

/** The check's answer; false when it fails or takes longer than `ms`. */
function withinTime(check: Promise<boolean>, ms: number): Promise<boolean> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    check.catch(() => false),
    new Promise<boolean>((resolve) => {
      timeout = setTimeout(() => resolve(false), ms);
    }),
  ]).finally(() => clearTimeout(timeout));
}

/** The `id:` of an event, when it is a change id. */
function eventId(event: MessageEvent): number | null {
  const id = Number(event.lastEventId);
  return event.lastEventId !== '' && Number.isSafeInteger(id) && id >= 0 ? id : null;
}
