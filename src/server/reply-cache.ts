// Serialized answers kept by version (docs/decisions/030-reply-path.md): the board's guest list
// under its ETag, with each compressed form made once, off the event loop, when a client first
// asks for it. Nothing here is state that matters: a key names the database's version of the
// list, so an instance that never saw a list, or restarted, reads it again; and an entry is never
// served for a version it was not read at. Least recently used entries leave first, within a
// byte budget.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

type Encoding = 'br' | 'gzip';

/** The API's compression settings (src/server/app.ts registers the same for other answers). */
export const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 4;

const encoders: Record<Encoding, (json: string) => Promise<Buffer>> = {
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    }),
  gzip: (json) => promisify(gzip)(json),
};

const negotiator = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
});

interface Entry {
  json: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export class ReplyCache {
  private readonly entries: LRUCache<string, Entry> | undefined;

  /** `maxBytes` 0 keeps nothing: every answer is read and compressed afresh. */
  constructor(maxBytes: number) {
    // An entry counts its JSON and, at most, as much again for its compressed forms.
    this.entries =
      maxBytes > 0
        ? new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.json.length * 2 })
        : undefined;
  }

  get(key: string): Entry | undefined {
    return this.entries?.get(key);
  }

  set(key: string, json: string): Entry {
    const entry: Entry = { json, encoded: {} };
    if (json.length * 2 <= (this.entries?.maxSize ?? 0)) this.entries?.set(key, entry);
    return entry;
  }
}

/** Sends an entry as JSON, compressed as the client accepts (once per entry and encoding). */
export async function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
): Promise<FastifyReply> {
  void reply.type('application/json; charset=utf-8');
  const header = request.headers['accept-encoding'];
  const encoding =
    header && entry.json.length >= COMPRESS_THRESHOLD && negotiator.negotiate(header);
  if (!encoding || encoding === 'identity') return reply.send(entry.json);
  const pending = (entry.encoded[encoding] ??= encoders[encoding](entry.json));
  // A compression that failed is not kept: the next request tries again.
  const body = await pending.catch((error: unknown) => {
    if (entry.encoded[encoding] === pending) delete entry.encoded[encoding];
    throw error;
  });
  return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body);
}

/** Whether an If-None-Match header names this ETag (weak comparison, lists and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
