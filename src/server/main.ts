// Entry point: read config, open the database (migrating it), build the app, listen, and shut
// down gracefully on SIGINT / SIGTERM (docs/deploy.md#shutdown): stop the jobs, turn the load
// balancer away and close the port (src/server/drain.ts), end the live streams (clients
// reconnect to another instance), answer the requests in flight, close Redis and the database
// pool; all within SHUTDOWN_TIMEOUT_MS, after which the remaining connections are cut and the
// process exits 1.
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startJobs } from './jobs.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  const stopJobs = startJobs(app.ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error(
        `shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms; cutting the remaining connections`,
      );
      app.server.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    stopJobs();
    let code = 0;
    try {
      await app.drain.stopAccepting();
      await app.close();
      await app.drain.finished();
      await database.close();
    } catch (error) {
      app.log.error({ err: (error as Error).message }, 'shutdown failed');
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    [
      `Podcast Guest Tracker is running at http://${host}:${port}`,
      `  database: ${database.kind === 'embedded' ? `embedded PGlite in ${database.location}` : `PostgreSQL ${database.location}`}`,
      `  migrations applied at start: ${database.migrationsApplied ?? 0}`,
      `  Redis: ${config.redisUrl ? 'shared (REDIS_URL)' : 'none (rate limits counted in this process)'}`,
      `  SMS messages go to: ${app.ctx.sms.description}`,
      `  captcha: ${config.captcha.provider}`,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
