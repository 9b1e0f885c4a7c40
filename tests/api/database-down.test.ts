// A database that cannot be reached answers 503 {message}, not 500
// (docs/decisions/009-hardening.md, docs/reliability.md). The app is built on a pool pointed at a
// closed loopback port; the fault scripts (npm run test:reliability) prove the same against a real
// PostgreSQL behind a cut proxy, and that service resumes when it returns.
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { loadConfig } from '#server/config.js';
import type { Database, Db } from '#server/db/client.js';
import * as schema from '#server/db/schema/index.js';
import { DATABASE_UNAVAILABLE } from '#server/plugins/errors.js';
import { NOT_READY_MESSAGE } from '#server/routes/health.js';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let pool: pg.Pool;

beforeAll(async () => {
  // Port 9 (discard) on loopback: nothing listens, every connection is refused at once.
  pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none', max: 2 });
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    location: 'nowhere',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: () => Promise.reject(new Error('unreachable')),
    close: () => pool.end(),
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'guest-tracker-test-data'),
    CAPTCHA_HMAC_KEY: 'test-captcha-key',
  });
  app = await buildApp({ config, database, logger: false });
});
afterAll(async () => {
  await app.close();
  await pool.end();
});

describe('the database unreachable', () => {
  it.each([
    ['GET', '/api/guests', undefined],
    ['GET', '/api/user', undefined],
    ['POST', '/api/guests', { name: 'Jane', details: 'Author' }],
    ['POST', '/api/login', { username: 'someone', password: 'whatever' }],
  ] as const)('%s %s answers 503 {message}', async (method, url, payload) => {
    const response = await app.inject({
      method,
      url,
      headers: { cookie: `sid=${'A'.repeat(32)}` },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE });
  });

  it('fails /readyz with 503 naming the database, while /healthz still answers alive', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      message: `${NOT_READY_MESSAGE}: database, migrations`,
    });
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
  });
});

describe('a database that never answers', () => {
  it('fails /readyz with 503 within about 3 seconds', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: path.join(os.tmpdir(), 'guest-tracker-test-data'),
      CAPTCHA_HMAC_KEY: 'test-captcha-key',
    });
    const database: Database = {
      db: drizzle({ client: pool, schema }) as unknown as Db,
      kind: 'postgres',
      location: 'a black hole',
      ping: () => new Promise<void>(() => {}),
      listen: () => new Promise(() => {}),
      close: async () => {},
    };
    const hung = await buildApp({ config, database, logger: false });
    try {
      const started = Date.now();
      const response = await hung.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(6_000);
    } finally {
      await hung.close();
    }
  });
});
