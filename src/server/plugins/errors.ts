// One error format (DECISIONS §3.9): `{message}` plus `errors: [{path, message}]` for validation.
// 4xx carry their message; 5xx are logged with the request id and answer a generic message.
// A database that cannot be reached answers 503 (docs/reliability.md): the client may retry, and
// the pool reconnects by itself when the database returns.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.js';
import type { FieldError } from '../errors.js';

export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';
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

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    if ('validation' in error && Array.isArray(error.validation)) {
      const errors: FieldError[] = error.validation.map((issue) => {
        const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
        return { path, message: path ? (issue.message ?? 'Invalid value') : 'Invalid request' };
      });
      return reply.code(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
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
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send({ message: INTERNAL_ERROR });
  });
});
