// How bytes leave the server: API answers compressed for clients that accept it, built assets
// served from their precompressed copies with immutable caching, pages with history fallback.
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

describe('built web app', () => {
  let app: FastifyInstance;
  let database: Database;
  let root: string;
  const script = `console.log(${JSON.stringify('board '.repeat(400))});\n`;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'gt-web-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
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

  it('answers client routes with index.html, revalidated every time', async () => {
    const response = await app.inject({ method: 'GET', url: '/archive' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });
});
