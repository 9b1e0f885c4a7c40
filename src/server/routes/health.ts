// GET /healthz: 200 when the database answers within 3 seconds, 503 otherwise.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

const PING_TIMEOUT_MS = 3_000;

export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get(
    '/healthz',
    { schema: { hide: true }, config: { rateLimit: false, public: true } },
    async (request, reply) => {
      try {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          opts.database.ping(),
          new Promise((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error('no answer in 3 s')), PING_TIMEOUT_MS);
          }),
        ]).finally(() => clearTimeout(timer));
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
