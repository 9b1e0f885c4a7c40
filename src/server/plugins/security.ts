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

/** The CSP of the app's answers (docs/decisions/002-sessions-and-security.md), for helmet. */
function contentSecurityDirectives(options: {
  /** CSP sources of the scripts the page's HTML carries inline, by hash (web-shell.ts). */
  scriptSources: readonly string[];
  recaptcha: boolean;
}) {
  const { scriptSources, recaptcha } = options;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      ...scriptSources,
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
  };
}
type CspDirectives = ReturnType<typeof contentSecurityDirectives>;

/**
 * The app's CSP narrowed for a page with no script, request, frame or form of its own: only its
 * inline style and images load, as far as the app's CSP allows them, and it is framed and based
 * as the app's pages are. So it never allows what the app's does not, and follows it when it
 * changes.
 */
function bareDirectives(app: CspDirectives): Record<string, string[]> {
  return {
    defaultSrc: ["'none'"],
    styleSrc: app.styleSrc.filter((source) => source === "'unsafe-inline'"),
    imgSrc: app.imgSrc,
    frameAncestors: app.frameAncestors,
    baseUri: app.baseUri,
    formAction: ["'none'"],
  };
}

/** A CSP header's value: each directive's name in kebab-case and its sources, as helmet writes it. */
function cspHeader(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) =>
      [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...sources].join(' '),
    )
    .join('; ');
}

/** Helmet's X-Frame-Options, here and on the bare answers: no page of ours is framed. */
const FRAME_OPTIONS = 'deny';
/** Helmet's Referrer-Policy (its default), said here so the bare answers send the same. */
const REFERRER_POLICY = 'no-referrer';

/**
 * The headers of an answer made before any route or hook runs (an address that does not decode:
 * app.ts's frameworkErrors), as helmet would set them, with the CSP narrowed for a page with no
 * script. The narrowing keeps nothing the options change (scripts, frames), so none are given.
 */
export const BARE_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': cspHeader(
    bareDirectives(contentSecurityDirectives({ scriptSources: [], recaptcha: false })),
  ),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': FRAME_OPTIONS.toUpperCase(),
  'Referrer-Policy': REFERRER_POLICY,
  'Cache-Control': 'no-store',
};

export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const { config, redis } = opts;
  const recaptcha = config.captcha.provider === 'recaptcha';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives({ scriptSources: opts.scriptSources, recaptcha }),
    },
    strictTransportSecurity:
      config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: FRAME_OPTIONS },
    referrerPolicy: { policy: REFERRER_POLICY },
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
