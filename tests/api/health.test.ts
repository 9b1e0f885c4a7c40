// GET /healthz (alive) and GET /readyz (ready for traffic): docs/deploy.md#health-and-readiness.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUTTING_DOWN } from '#server/drain.js';
import { NOT_READY_MESSAGE } from '#server/routes/health.js';
import { createTestApp, signedInUser, type TestApp } from '../helpers/app.js';

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

describe('an instance draining for shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('turns reads away with 503 {message} for the proxy to resend, still answers writes, and reports not ready', async () => {
    const { cookie } = await signedInUser(t);
    await t.app.drain.stopAccepting();
    expect(t.app.drain.draining).toBe(true);

    const read = await t.app.inject({ method: 'GET', url: '/api/guests', headers: { cookie } });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ message: SHUTTING_DOWN });
    expect(read.headers.connection).toBe('close');

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/guests',
      headers: { cookie },
      payload: { name: 'Written while draining', details: 'still saved' },
    });
    expect(write.statusCode).toBe(201);
    const saved = await t.database.db.execute(
      sql`select count(*)::int as n from guests where name = 'Written while draining'`,
    );
    expect((saved as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);

    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'unavailable',
      message: `${NOT_READY_MESSAGE}: shutting down`,
    });
    await t.app.drain.finished();
  });
});
