// The connection to GET /api/live (docs/product.md#live-updates): one EventSource at a time,
// reopened after a failure with a growing pause (1 s, 2 s, 4 s ... 30 s, with jitter) from the last
// event it received, so no change is missed across a drop.
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
  /** The server could not replay what was missed: everything should be read again. */
  onReset: () => void;
  onStatus: (status: LiveStatus) => void;
}

/** Opens the stream; the returned function closes it for good. */
export function connectLive({
  url = '/api/live',
  onChange,
  onReset,
  onStatus,
}: LiveConnectionOptions): () => void {
  let source: EventSource | null = null;
  let lastEventId: string | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const open = () => {
    const target = lastEventId ? `${url}?lastEventId=${encodeURIComponent(lastEventId)}` : url;
    const current = new EventSource(target, { withCredentials: true });
    source = current;
    current.onopen = () => {
      attempt = 0;
      onStatus('live');
    };
    current.addEventListener('change', (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      const change = parseLiveChange(event.data as string);
      if (change) onChange(change);
    });
    current.addEventListener('reset', (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      onReset();
    });
    // The browser's own retry would keep one fixed pause and give up on an error status; this
    // client reopens by itself, pausing longer each time, from the last event it saw.
    current.onerror = () => {
      current.close();
      if (closed || source !== current) return;
      onStatus('offline');
      timer = setTimeout(open, reconnectDelay(attempt));
      attempt += 1;
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
