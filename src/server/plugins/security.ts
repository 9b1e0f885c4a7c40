// Browser-facing defences: security headers with a strict CSP, the CSRF rule
// (docs/product.md#csrf), `Cache-Control: no-store` on the API (docs/product.md#api-conventions)
// and request rate limits.
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { forbidden } from '../errors.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_MESSAGE = 'Cross-site or non-JSON requests are not allowed';

interface SecurityOptions {
  config: Config;
  /** The shared Redis for the rate limit's counters, when there is one. */
  redis: Redis | undefined;
  /** CSP sources of the scripts the page's HTML carries inline, by hash (web-shell.ts). */
  scriptSources: string[];
}

/**
 * The headers of an answer made before any route or hook runs (an address that does not decode:
 * app.ts's frameworkErrors): helmet's strictest, by hand, for a page with no script.
 */
export const BARE_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const { config, redis } = opts;
  const recaptcha = config.captcha.provider === 'recaptcha';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...opts.scriptSources,
          ...(recaptcha
            ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
            : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: recaptcha
          ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
          : ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // The limit guards the API. Pages and the fingerprinted assets are static files (a first
    // visit loads a few dozen chunks), so they do not spend a visitor's API allowance.
    allowList: (request) => !request.url.startsWith('/api/'),
    // Counted in Redis when there is one, so every instance counts against the same allowance
    // (docs/decisions/025-several-instances.md). Redis away: requests go through uncounted rather
    // than failing, and /readyz reports it.
    ...(redis ? { redis, skipOnError: true } : {}),
    // An Error, so it reaches the app's error handler: the plugin throws what this returns, and a
    // plain object would be sent as the route's own answer, fail its response schema and turn
    // into a 500.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
        statusCode: 429,
      }),
  });

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.signedForm && request.routeOptions.config.public) return;
    if (!isJsonOrEmpty(request) || isCrossSite(request)) throw forbidden(CSRF_MESSAGE);
  });

  app.addHook('onSend', async (request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/healthz' ||
      request.url === '/readyz'
    ) {
      reply.header('Cache-Control', 'no-store');
    }
  });
});

function isJsonOrEmpty(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  const hasBody =
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return true;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
