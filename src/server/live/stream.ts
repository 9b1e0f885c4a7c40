// One open GET /api/live answer: a Server-Sent Events writer on the raw response
// (docs/product.md#live-updates). The route hijacks the reply, so nothing after the handler
// (compression, the JSON serializer) holds bytes back; each event is written whole at once.
import type { ServerResponse } from 'node:http';
import type { LiveChange } from '#shared/live.js';
import type { ChangeEvent } from '../db/schema/index.js';

export const RETRY_MS = 3000;

/** What a stream may hold unsent for a slow client before it is ended. */
const MAX_BUFFERED_BYTES = 1_000_000;

export function changeData(row: ChangeEvent): LiveChange {
  return {
    kind: row.kind,
    op: row.op,
    id: row.recordId,
    guestId: row.guestId,
    version: row.version,
    by: row.changedBy,
    ...(row.kind === 'guest' ? { archived: row.archived ?? false } : {}),
  };
}

export class EventStream {
  private closed = false;

  constructor(private readonly res: ServerResponse) {}

  get isClosed() {
    return this.closed || this.res.destroyed || this.res.writableEnded;
  }

  /** The status line and headers, and the client's reconnection delay. */
  open(headers: Record<string, string | number | string[] | undefined>) {
    this.res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and similar proxies otherwise buffer the answer.
      'x-accel-buffering': 'no',
    });
    this.write(`retry: ${RETRY_MS}\n\n`);
  }

  change(row: ChangeEvent) {
    this.write(`id: ${row.id}\nevent: change\ndata: ${JSON.stringify(changeData(row))}\n\n`);
  }

  /** The client cannot be caught up event by event: it refetches, then resumes from `latestId`. */
  reset(latestId: number) {
    this.write(`id: ${latestId}\nevent: reset\ndata: {}\n\n`);
  }

  ping() {
    this.write(': ping\n\n');
  }

  end() {
    if (this.isClosed) return;
    this.closed = true;
    this.res.end();
  }

  private write(text: string) {
    if (this.isClosed) return;
    // A client that keeps the socket open but stops reading would make the server buffer every
    // change for it: past this, the stream ends, and the client resumes from its last event.
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.end();
      return;
    }
    this.res.write(text);
  }
}
