// Serves the built web app from dist/web with history fallback: any GET that is not an API call
// and not a file answers the app's HTML (web-shell.ts), so client-side routes survive a reload.
// That HTML names its visitor, so no cache may store it.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toPublicUser } from '../services/auth.js';
import type { WebShell } from '../web-shell.js';

/**
 * A GET for a page of the web app: not the API, not the health check, not the public guest form
 * (routes/apply, its own plain HTML), not a file. A path starting with "//" (an empty first part)
 * names no file, whatever it ends with: `//evil.com` is an unknown page like any other, answered
 * with the web app's Not found screen (docs/product.md#not-found), never a redirect.
 */
export function isPageRequest(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request.url);
  if (pathname.startsWith('/api/') || pathname === '/healthz' || pathname === '/readyz')
    return false;
  if (pathname === '/apply' || pathname.startsWith('/apply/')) return false;
  return pathname.startsWith('//') || path.extname(pathname) === '';
}

function pathnameOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

/**
 * The address to route a request by (Fastify's rewriteUrl, app.ts). A page address whose path does
 * not decode (a stray "%") is routed with each "%" of its path escaped, so it reaches the history
 * fallback below as any unknown page does (the web app's Not found screen, docs/product.md#not-found,
 * for the visitor signed in or not) instead of the router's answer for it, the 404 of app.ts's
 * frameworkErrors that the API and /apply keep. Every other address is routed as it came.
 */
export function routedUrl(request: { method?: string; url?: string }): string {
  const url = request.url ?? '/';
  const pathEnd = url.search(/[?#]/);
  const pathname = pathEnd < 0 ? url : url.slice(0, pathEnd);
  // The router decodes the path alone, up to a "?" or "#". Escaped, it still names no page or file.
  if (!pathname.includes('%') || decodes(pathname)) return url;
  if (!isPageRequest({ method: request.method ?? 'GET', url })) return url;
  return pathname.replaceAll('%', '%25') + url.slice(pathname.length);
}

function decodes(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { root: string; shell: WebShell | null }) => {
    const { shell } = opts;
    if (shell) {
      await app.register(fastifyStatic, {
        root: opts.root,
        wildcard: false,
        index: false,
        // scripts/compress-assets.mjs wrote .br and .gz copies at build time.
        preCompressed: true,
        setHeaders(res, filePath) {
          // Vite fingerprints everything under assets/, so those never change.
          res.header(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      if (!isPageRequest(request)) return reply.code(404).send({ message: 'Not found' });
      if (!shell) {
        return reply
          .code(404)
          .type('text/plain')
          .send('The web app is not built. Run `npm run build` (npm start does it for you).');
      }
      const user = request.user ? toPublicUser(request.user) : null;
      const { html, link } = shell.render(pathnameOf(request.url), user);
      if (link) reply.header('Link', link);
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  },
);
