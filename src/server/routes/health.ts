// The load balancer's two questions (docs/deploy.md#health-and-readiness):
// GET /healthz, alive: 200 while the process serves HTTP at all, whatever its dependencies do (an
// orchestrator restarts an instance that fails it, and restarting does not bring a database back).
// GET /readyz, ready for traffic: 200 when the database answers, Redis answers (when REDIS_URL is
// set) and every migration this build ships is applied, each within 3 seconds; 503 with what is
// missing otherwise, and from the moment the instance begins to shut down.
import type { FastifyInstance } from 'fastify';
import { appliedMigrations, shippedMigrations } from '../db/client.js';
import type { ApiOptions } from '../plugins/api.js';

const CHECK_TIMEOUT_MS = 3_000;

export const NOT_READY_MESSAGE = 'This instance is not ready for traffic';

/** `work`, or a rejection once CHECK_TIMEOUT_MS have passed without an answer. */
async function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer in 3 s')), CHECK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

export async function healthRoutes(app: FastifyInstance, { database, redis }: ApiOptions) {
  const shipped = await shippedMigrations();
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  const route = { schema: { hide: true }, config: { rateLimit: false, public: true } };

  app.get('/healthz', route, async () => ({ status: 'ok' }));

  app.get('/readyz', route, async (request, reply) => {
    const unavailable = (failing: string[]) =>
      reply
        .code(503)
        .send({ status: 'unavailable', message: `${NOT_READY_MESSAGE}: ${failing.join(', ')}` });
    if (draining || app.drain.draining) return unavailable(['shutting down']);
    const checks = {
      database: withinTimeout(database.ping()),
      redis: redis ? withinTimeout(redis.ping()) : Promise.resolve(),
      migrations: withinTimeout(appliedMigrations(database.db)).then((applied) => {
        if (applied < shipped) throw new Error(`${applied} of ${shipped} migrations applied`);
      }),
    };
    const names = Object.keys(checks) as (keyof typeof checks)[];
    const results = await Promise.allSettled(Object.values(checks));
    const failing = names.filter((_, i) => results[i]?.status === 'rejected');
    if (failing.length === 0) {
      return { status: 'ready', database: database.kind, redis: redis ? 'ok' : 'not used' };
    }
    request.log.warn({ failing }, 'readiness check failed');
    return unavailable(failing);
  });
}
