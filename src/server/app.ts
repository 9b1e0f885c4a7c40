// buildApp: registers plugins, then the API door (which registers every route), then the web app.
// No listen(): main.ts listens, tests inject.
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { offsetClock, type AppContext, type Clock } from './context.js';
import type { Database } from './db/client.js';
import { drainPlugin } from './drain.js';
import { apiPlugin } from './plugins/api.js';
import { BARE_ANSWER_HEADERS, securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { routedUrl, spaPlugin } from './plugins/spa.js';
import { createSerializerCompiler } from './serializer.js';
import { openRedis } from './redis.js';
import { loadWebShell } from './web-shell.js';
import { createCaptcha } from './services/captcha.js';
import { loadOrCreateSecret } from './services/secrets.js';
import { createSmsProvider } from './services/sms/index.js';
import { renderNotFoundPage } from './routes/apply/page.js';
import type { SmsProvider } from './services/sms/index.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  sms?: SmsProvider;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  webRoot?: string;
}

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** Never log secrets: cookies, auth headers, and bodies (which carry passwords and codes) are not logged. */
export const LOG_REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'body.password',
];

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: LOG_REDACT,
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // While shutting down, a request that reached this instance is still answered (not 503): the
    // load balancer sends new ones elsewhere once the port is closed (docs/deploy.md#shutdown).
    return503OnClosing: false,
    // A page address whose path does not decode goes on to the web app's Not found screen as any
    // unknown page does (plugins/spa.ts).
    rewriteUrl: routedUrl,
    // Any other address whose path does not decode (a stray "%"), or with a part over 100
    // characters, names nothing here: the same 404 as any unknown address, in the format of its
    // area (the guest form's HTML page under /apply, JSON elsewhere), not Fastify's own 400.
    // No hook runs for these, so they carry the security headers themselves.
    frameworkErrors: (_error, request, frameworkReply) => {
      const reply = (frameworkReply as unknown as FastifyReply)
        .code(404)
        .headers(BARE_ANSWER_HEADERS);
      const { url } = request;
      if (url === '/apply' || url.startsWith('/apply/') || url.startsWith('/apply?')) {
        return reply.type('text/html; charset=utf-8').send(renderNotFoundPage({ icon: null }));
      }
      return reply.send({ message: 'Not found' });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ check: config.responseCheck }));

  const hmacKey =
    config.captcha.provider === 'altcha'
      ? (config.captcha.hmacKey ?? (await loadOrCreateSecret(config.dataDir, 'captcha-hmac.key')))
      : '';
  const ctx: AppContext = {
    db: database.db,
    clock:
      options.clock ??
      (config.clockOffsetFile ? offsetClock(config.clockOffsetFile) : () => new Date()),
    sms: options.sms ?? createSmsProvider(config.sms),
    captcha: createCaptcha(config.captcha, hmacKey, database.db),
    log: app.log,
    publicUrl: config.publicUrl,
  };
  app.decorate('ctx', ctx);
  // First, so a draining instance sheds reads before anything else runs for them.
  await app.register(drainPlugin);
  // One Redis connection per instance, closed once the last request was answered.
  const redis = config.redisUrl ? openRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));

  await app.register(swagger, {
    openapi: {
      info: { title: 'Podcast Guest Tracker API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  // API answers over 1 KB are compressed for clients that accept it (the board's guest list
  // shrinks about tenfold); brotli at a low quality, as it runs on every request. Static files
  // are compressed once at build time (scripts/compress-assets.mjs). Compressed request bodies are
  // not accepted: no client of ours sends them, and they would dodge the body limit's intent.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
  const webRoot = options.webRoot ?? DEFAULT_WEB_ROOT;
  const shell = loadWebShell(webRoot);
  await app.register(securityPlugin, {
    config,
    redis,
    scriptSources: shell?.scriptSources ?? [],
  });
  await app.register(sessionPlugin, {
    db: database.db,
    clock: ctx.clock,
    secureCookies: config.env === 'production',
  });

  await app.register(apiPlugin, { ctx, database, config, webRoot, redis });
  await app.register(spaPlugin, { root: webRoot, shell });
  return app;
}
