// GET /healthz (alive) and GET /readyz (ready for traffic): docs/deploy.md#health-and-readiness.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_READY_MESSAGE } from '#server/routes/health.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers /healthz 200 and /readyz 200 with the database it uses, without a session', async () => {
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: t.database.kind,
      redis: 'not used',
    });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 503 while a migration this build ships is missing from the database', async () => {
    const [last] = (
      (await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        message: `${NOT_READY_MESSAGE}: migrations`,
      });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      if (last) {
        await t.database.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
        );
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('readiness with an unreachable Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, every connection is refused at once.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:9' });
  });
  afterAll(async () => t.close());

  it('answers /readyz 503 naming Redis, and the API still answers (uncounted) instead of failing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      message: `${NOT_READY_MESSAGE}: redis`,
    });
    const api = await t.app.inject({ method: 'GET', url: '/api/captcha/config' });
    expect(api.statusCode).toBe(200);
  });
});
