// GET /healthz: 200 when the database answers, 503 otherwise.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get(
    '/healthz',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      try {
        await opts.database.ping();
        return { status: 'ok', database: opts.database.kind };
      } catch (error) {
        request.log.warn({ err: (error as Error).message }, 'health check failed');
        return reply
          .code(503)
          .send({ status: 'unavailable', message: 'The database is unavailable' });
      }
    },
  );
}
