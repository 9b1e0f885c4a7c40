// Reading the version a client sent with an update (docs/product.md#versions): the `If-Match`
// header ("3", 3 or W/"3") or the body's `version`. Every updating route reads it through here
// and hands it to its service, which checks it with the row locked (services/versions.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf, IF_MATCH_PATH, parseIfMatch, VERSION_MESSAGES } from '#shared/schemas/versions.js';
import { badRequest } from '../errors.js';

/**
 * The expected version, or undefined when the client sent none. A malformed If-Match, or one
 * that disagrees with the body's version, answers 400 with an `If-Match` field error. (A
 * malformed body version is the body schema's 400, `version` field.)
 */
export function expectedVersion(request: FastifyRequest): number | undefined {
  const header = parseIfMatch(request.headers['if-match']);
  if (header === null) {
    throw badRequest(VERSION_MESSAGES.invalidIfMatch, [
      { path: IF_MATCH_PATH, message: VERSION_MESSAGES.invalidIfMatch },
    ]);
  }
  const body = (request.body ?? {}) as { version?: number };
  if (header !== undefined && body.version !== undefined && body.version !== header) {
    throw badRequest(VERSION_MESSAGES.disagree, [
      { path: IF_MATCH_PATH, message: VERSION_MESSAGES.disagree },
    ]);
  }
  return header ?? body.version;
}

/** Sends the record's version as its ETag (every GET of one record). */
export function setEtag(reply: FastifyReply, version: number): void {
  void reply.header('etag', etagOf(version));
}
