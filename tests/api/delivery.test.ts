// How bytes leave the server: API answers compressed for clients that accept it, built assets
// served from their precompressed copies with immutable caching, pages with history fallback.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { addGuest, apiCall, createTestApp, signedInUser } from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';
import { createTestDatabase } from '../helpers/db.js';

describe('API compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('gzips or brotli-compresses a large answer only when the client accepts it', async () => {
    const { cookie } = await signedInUser(t);
    for (let i = 0; i < 12; i += 1) {
      await addGuest(t, cookie, {
        name: `Guest ${i}`,
        details: 'A long enough details line. '.repeat(4),
      });
    }
    const plain = await apiCall(t, cookie, 'GET', '/api/guests');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const guests = plain.json() as unknown[];
    expect(guests).toHaveLength(12);

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/guests',
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(guests);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const br = await t.app.inject({
      method: 'GET',
      url: '/api/guests',
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(guests);
  });

  it('leaves small answers alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

/** A build's manifest in miniature: the entry, and two pages sharing a chunk with it. */
const MANIFEST = {
  'index.html': { file: 'assets/app-abc123.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_board-part.js': { file: 'assets/board-part-2.js', css: ['assets/board-part-2.css'] },
  'src/web/app/board-route.tsx': {
    file: 'assets/board-route-3.js',
    imports: ['_shared.js', '_board-part.js'],
    css: ['assets/board-route-3.css'],
  },
  'src/web/app/archive-route.tsx': { file: 'assets/archive-route-4.js', imports: ['_shared.js'] },
  'src/web/app/account-route.tsx': { file: 'assets/account-route-5.js' },
  'src/web/features/auth/components/auth-page.tsx': { file: 'assets/auth-page-6.js' },
  'src/web/features/insights/components/insights-page.tsx': { file: 'assets/insights-page-7.js' },
};

const COLOR_SCHEME_SCRIPT = "document.documentElement.dataset.scheme = 'dark';\n";

/** The JSON the page's HTML hands the web app (src/web/lib/boot.ts). */
function bootOf(html: string): unknown {
  const match = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('the page carries no boot data');
  return JSON.parse(match[1]);
}

describe('built web app', () => {
  let app: FastifyInstance;
  let database: Database;
  let root: string;
  const script = `console.log(${JSON.stringify('board '.repeat(400))});\n`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'gt-web-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><script src="/color-scheme.js"></script><title>t</title><link rel="stylesheet" href="/assets/app-abc123.css"><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(root, 'color-scheme.js'), COLOR_SCHEME_SCRIPT);
    await mkdir(path.join(root, '.vite'));
    await writeFile(path.join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(path.join(root, 'assets', 'app-abc123.js'), script);
    await writeFile(path.join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    await writeFile(path.join(root, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', CAPTCHA_HMAC_KEY: 'k', DATA_DIR: root });
    app = await buildApp({ config, database, logger: false, webRoot: root });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves an asset from its brotli copy, cached for good', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a signed-out visitor with the shell, the sign-in code preloaded, stored by no cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/archive?x=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.body).toContain('<div id="root">');
    expect(bootOf(response.body)).toEqual({ user: null });
    expect(response.headers.link).toBeUndefined();
    expect(response.body).toContain('<link rel="modulepreload" href="/assets/auth-page-6.js">');
    expect(response.body).not.toContain('/api/guests');
    expect(response.body).not.toContain('archive-route-4.js');
  });

  it("hands a signed-in visitor their user and starts the page's code and data with the HTML", async () => {
    const t = { app, database } as TestApp;
    const { user, cookie } = await signedInUser(t);
    const board = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(board.statusCode).toBe(200);
    expect(board.headers['cache-control']).toBe('private, no-store');
    const signedIn = (await apiCall(t, cookie, 'GET', '/api/user')).json();
    expect(bootOf(board.body)).toEqual({ user: signedIn });
    expect(signedIn).toMatchObject({ id: user.id, username: user.username });
    // The header starts the data before the browser has parsed the HTML.
    expect(board.headers.link).toBe(
      '</api/guests>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    const head = board.body.slice(0, board.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/guests">',
    );
    expect(head).toContain('<link rel="modulepreload" href="/assets/board-route-3.js">');
    expect(head).toContain('<link rel="modulepreload" href="/assets/board-part-2.js">');
    // The route's styles come after the entry's, as when the app loads them itself.
    const entryStyles = head.indexOf('href="/assets/app-abc123.css"');
    expect(
      head.indexOf('<link rel="stylesheet" href="/assets/board-route-3.css">'),
    ).toBeGreaterThan(entryStyles);
    expect(head.indexOf('<link rel="stylesheet" href="/assets/board-part-2.css">')).toBeGreaterThan(
      entryStyles,
    );
    expect(head.indexOf('rel="modulepreload"')).toBeLessThan(head.indexOf(COLOR_SCHEME_SCRIPT));
    // The entry's own chunks are the entry's business: no second tag for them.
    expect(head).not.toContain('modulepreload" href="/assets/shared-1.js"');

    const archive = await app.inject({ method: 'GET', url: '/archive', headers: { cookie } });
    expect(archive.body).toContain('href="/api/guests/archived"');
    expect(archive.body).toContain('<link rel="modulepreload" href="/assets/archive-route-4.js">');
    // Signed in, /auth sends the visitor to the board: the board's code and data start at once.
    const auth = await app.inject({ method: 'GET', url: '/auth', headers: { cookie } });
    expect(auth.body).toContain('href="/api/guests"');
    // A page the app does not know (its 404 screen) gets the user and no preloads.
    const unknown = await app.inject({ method: 'GET', url: '/nowhere', headers: { cookie } });
    expect(bootOf(unknown.body)).toEqual({ user: signedIn });
    expect(unknown.body).not.toContain('modulepreload');
  });

  it('inlines the colour-scheme script, allowed by its hash alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain(`<script>${COLOR_SCHEME_SCRIPT}</script>`);
    expect(response.body).not.toContain('src="/color-scheme.js"');
    const hash = createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'[;]`),
    );
  });

  it('never lets what a user typed end the boot script', async () => {
    const t = { app, database } as TestApp;
    const { cookie } = await signedInUser(t, { podcast: '</script><script>alert(1)</script>' });
    const response = await app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(bootOf(response.body)).toMatchObject({
      user: { podcast: '</script><script>alert(1)</script>' },
    });
  });

  it('treats an ended or unknown session as signed out', async () => {
    const t = { app, database } as TestApp;
    const { cookie } = await signedInUser(t);
    await apiCall(t, cookie, 'POST', '/api/logout');
    for (const sid of [cookie, 'sid=0123456789abcdef0123456789abcdef']) {
      const response = await app.inject({ method: 'GET', url: '/', headers: { cookie: sid } });
      expect(bootOf(response.body)).toEqual({ user: null });
      expect(response.body).not.toContain('/api/guests');
    }
  });

  it('answers a page address that does not decode as any unknown page: the shell, signed in', async () => {
    const t = { app, database } as TestApp;
    const { cookie } = await signedInUser(t);
    const headers = { cookie, accept: 'text/html' };
    const unknown = await app.inject({ method: 'GET', url: '/guests/abc', headers });
    expect(unknown.statusCode).toBe(200);
    for (const url of ['/guests/%zz', '/guests/%E0%A4%A?tab=1', '/%']) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(unknown.body);
      expect(bootOf(response.body), url).toMatchObject({ user: { id: expect.any(Number) } });
      // The page's own headers, its script's hash in the CSP, not the bare 404's.
      for (const name of ['content-type', 'content-security-policy', 'cache-control', 'vary']) {
        expect(response.headers[name], `${url} ${name}`).toBe(unknown.headers[name]);
      }
    }
  });

  it('answers a path starting with two slashes as any unknown page, not JSON nor a redirect', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/guests/abc' });
    expect(unknown.statusCode).toBe(200);
    for (const url of ['//evil.com', '//evil.com/path.js?x=1', '///', '//assets/app-abc123.js']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers.location, url).toBeUndefined();
      expect(response.body, url).toBe(unknown.body);
      expect(bootOf(response.body), url).toEqual({ user: null });
    }
  });

  it('answers a missing asset and the API with JSON 404s, not the page', async () => {
    for (const url of ['/assets/gone-123.js', '/api/nothing-here']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });
});
