// Serves the built web app from dist/web with history fallback: any GET that is not an API call
// and not a file answers index.html, so client-side routes survive a reload.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasBuild = existsSync(path.join(opts.root, 'index.html'));
  if (hasBuild) {
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
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/healthz';
    if (!isPage) return reply.code(404).send({ message: 'Not found' });
    if (!hasBuild) {
      return reply
        .code(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    // A path with a file extension is a missing asset, not a page.
    if (path.extname(request.url.split('?')[0] ?? ''))
      return reply.code(404).send({ message: 'Not found' });
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
