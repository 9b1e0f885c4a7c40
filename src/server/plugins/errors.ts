// One error format (DECISIONS §3.9): `{message}` plus `errors: [{path, message}]` for validation.
// 4xx carry their message; 5xx are logged with the request id and answer a generic message.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.js';
import type { FieldError } from '../errors.js';

export const INTERNAL_ERROR = 'Something went wrong on our side. Please try again.';

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
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send({ message: INTERNAL_ERROR });
  });
});
