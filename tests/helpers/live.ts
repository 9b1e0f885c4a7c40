// A Server-Sent Events client for GET /api/live over real HTTP (inject cannot stream): it parses
// events and comments as they arrive and lets a test wait for one, never sleep.
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { LiveChange } from '#shared/live.js';

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/** Starts the app on a free loopback port (once) and returns its base URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('the app is not listening');
  return `http://127.0.0.1:${bound.port}`;
}

export class LiveClient {
  readonly events: SseEvent[] = [];
  readonly comments: string[] = [];
  retry: number | undefined;
  ended = false;
  private buffer = '';
  private waiters = new Set<() => void>();

  private constructor(
    readonly status: number,
    readonly headers: IncomingHttpHeaders,
    private readonly request: http.ClientRequest,
    readonly body: Promise<string>,
  ) {}

  static open(
    baseUrl: string,
    options: { cookie?: string; lastEventId?: string; query?: string; headers?: Json } = {},
  ): Promise<LiveClient> {
    const headers: Record<string, string> = { accept: 'text/event-stream', ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
    return new Promise((resolve, reject) => {
      const request = http.get(`${baseUrl}/api/live${options.query ?? ''}`, { headers });
      request.on('error', reject);
      request.on('response', (response) => {
        let whole = '';
        let settle: (text: string) => void = () => {};
        const body = new Promise<string>((done) => (settle = done));
        const client = new LiveClient(response.statusCode ?? 0, response.headers, request, body);
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          whole += chunk;
          if (client.status === 200) client.feed(chunk);
        });
        const finish = () => {
          client.ended = true;
          settle(whole);
          client.notify();
        };
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
        resolve(client);
      });
    });
  }

  /** The `event: change` payloads received so far. */
  get changes(): (LiveChange & { eventId: number })[] {
    return this.events
      .filter((e) => e.event === 'change')
      .map((e) => ({ ...(JSON.parse(e.data) as LiveChange), eventId: Number(e.id) }));
  }

  get lastId(): string | undefined {
    return this.events.at(-1)?.id;
  }

  /** Resolves once `test` holds, failing after `timeoutMs` with `what` in the message. */
  waitUntil(test: () => boolean, what: string, timeoutMs = 2000): Promise<void> {
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!test()) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(
          new Error(
            `timed out after ${timeoutMs} ms waiting for ${what}; got ${JSON.stringify(this.events)}`,
          ),
        );
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  /** Waits for a change event matching `match` (a subset of its payload) and returns it. */
  async waitForChange(match: Partial<LiveChange>, timeoutMs = 2000) {
    const find = () =>
      this.changes.find((change) =>
        Object.entries(match).every(([key, value]) => change[key as keyof LiveChange] === value),
      );
    await this.waitUntil(() => find() !== undefined, `change ${JSON.stringify(match)}`, timeoutMs);
    return find() as LiveChange & { eventId: number };
  }

  close() {
    this.request.destroy();
  }

  private feed(chunk: string) {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      let isEvent = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          this.comments.push(line.slice(1).trim());
          continue;
        }
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'retry') this.retry = Number(value);
        else if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') {
          data.push(value);
          isEvent = true;
        }
      }
      if (isEvent) this.events.push({ id, event, data: data.join('\n') });
    }
    this.notify();
  }

  private notify() {
    for (const check of [...this.waiters]) check();
  }
}

type Json = Record<string, string>;
