// The app's one error handler, installed by the API door (plugins/api.ts). One error format
// (docs/product.md#error-format): `{message}` plus `errors: [{path, message}]` for validation.
// 4xx carry their message; 5xx are logged with the request id and answer a generic message.
// A database that cannot be reached answers 503 (docs/reliability.md): the client may retry, and
// the pool reconnects by itself when the database returns.
// What differs per route is declared in its `config` (route-config.ts), not in a handler of its own.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import type { FieldError } from '../errors.js';
import type {} from '../route-config.js';

export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';
/** A body, or a part of it, of the wrong kind (a JSON `null`, an array, a number for an object). */
export const INVALID_REQUEST = 'Invalid request';
export const DATABASE_UNAVAILABLE =
  'The service is temporarily unavailable. Please try again shortly.';

/** Node socket errors and PostgreSQL SQLSTATEs that mean "no usable connection", not a bad query. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'Query read timeout', // QUERY_TIMEOUT_MS passed without an answer
];

/** True when an error, or one it wraps (drizzle wraps driver errors in `cause`), is a lost database connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    e = cause;
  }
  return false;
}

/** Fastify's own words for a body it cannot read, said as the app says things. */
export const BODY_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty: send a JSON object.',
};

/** Messages a route declared in its config for errors Fastify raises before the handler runs. */
function declaredAnswer(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; message: string } | undefined {
  const config = request.routeOptions.config;
  // A malformed id or query cannot name a record the caller may see: the same 404 as a missing one.
  const notFound =
    error.validationContext === 'params'
      ? config.paramsNotFound
      : error.validationContext === 'querystring'
        ? config.queryNotFound
        : undefined;
  if (notFound !== undefined) return { status: 404, message: notFound };
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && config.bodyTooLarge !== undefined) {
    return { status: 413, message: config.bodyTooLarge };
  }
  const bodyMessage = BODY_MESSAGES[error.code];
  if (bodyMessage !== undefined && error.statusCode !== undefined) {
    return { status: error.statusCode, message: bodyMessage };
  }
  return undefined;
}

export function handleError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) return reply.code(error.statusCode).send(error.toBody());
  const declared = declaredAnswer(error, request);
  if (declared) return reply.code(declared.status).send({ message: declared.message });
  // No body at all where the route reads a JSON object: the empty body's answer, not a bare
  // "Invalid request" (a JSON `null`, an array or a number is a body of the wrong kind).
  if (
    'validation' in error &&
    error.validationContext === 'body' &&
    request.body === undefined &&
    request.routeOptions.schema?.body !== undefined
  ) {
    return reply.code(400).send({ message: BODY_MESSAGES.FST_ERR_CTP_EMPTY_JSON_BODY });
  }
  if ('validation' in error && Array.isArray(error.validation)) {
    // Each error once: a value may break two rules with one message (1e20 is neither whole nor
    // small enough to be a version).
    const said = new Set<string>();
    const errors: FieldError[] = error.validation
      .map((issue) => {
        const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
        // A rule of the whole body (a refinement, zod's "custom") says what it means ("Nothing
        // to change"); any other issue of the body itself is a body of the wrong kind.
        const bodyRule = issue.keyword === 'custom' && issue.message ? issue.message : undefined;
        return {
          path,
          message: path ? (issue.message ?? 'Invalid value') : (bodyRule ?? INVALID_REQUEST),
        };
      })
      .filter(({ path, message }) => {
        const key = `${path}\n${message}`;
        if (said.has(key)) return false;
        said.add(key);
        return true;
      });
    return reply.code(400).send({ message: errors[0]?.message ?? INVALID_REQUEST, errors });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).send({ message: DATABASE_UNAVAILABLE });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(status >= 500 && status < 600 ? status : 500).send({ message: INTERNAL_ERROR });
}
