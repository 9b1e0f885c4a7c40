// The database: PGlite in DATA_DIR when DATABASE_URL is unset, a node-postgres pool otherwise.
// Both speak the same PostgreSQL dialect and run the same committed migrations at start-up.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** Where the data lives, for the start-up line (a path, or the URL without its password). */
  location: string;
  /** How many migrations this process applied at start-up (0: the schema was up to date). */
  migrationsApplied?: number;
  ping(): Promise<void>;
  /**
   * LISTENs on a channel; resolves once listening, to a function that stops. `onPayload` gets
   * each notification's payload, and `undefined` after the listening connection was lost and
   * came back (notifications may have been missed meanwhile).
   */
  listen(channel: string, onPayload: (payload: string | undefined) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export type Unlisten = () => Promise<void>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export async function openEmbedded(dataDir: string | undefined): Promise<Database> {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pgdata');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const before = await appliedMigrations(db);
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'embedded',
    migrationsApplied: (await appliedMigrations(db)) - before,
    location: dataDir ? path.join(dataDir, 'pgdata') : 'memory',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload) => listenEmbedded(client, channel, onPayload),
    close: () => client.close(),
  };
}

/** PGlite delivers notifications on its one connection, after the query that committed them. */
export async function listenEmbedded(
  client: PGlite,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> {
  const unsubscribe = await client.listen(channel, onPayload);
  return async () => {
    if (!client.closed) await unsubscribe();
  };
}

/**
 * A query without an answer for this long fails (the API answers 503) and its connection leaves
 * the pool: behind a network black hole, requests must not hang and dead connections must not
 * stay in the pool once the database is back (docs/reliability.md).
 */
export const QUERY_TIMEOUT_MS = 15_000;

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    query_timeout: QUERY_TIMEOUT_MS,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let migrationsApplied: number;
  try {
    migrationsApplied = await migrateUnderLock(url, db);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    migrationsApplied,
    location: redactUrl(url),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    close: () => pool.end(),
  };
}

/** The session advisory lock held while migrating: the app's own key, in no other lock's space. */
export const MIGRATION_LOCK_KEY = 7_104_202;

/**
 * Migrates with a session advisory lock held on a connection of its own (outside the pool, which
 * may have a single connection for the migrator), so instances starting at the same moment on
 * one database migrate it once: the first applies the migrations, the others wait for the lock
 * and then find nothing left to do (docs/decisions/025-several-instances.md).
 */
async function migrateUnderLock(url: string, db: Db): Promise<number> {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  lock.on('error', () => {});
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const before = await appliedMigrations(db);
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return (await appliedMigrations(db)) - before;
  } finally {
    // Ending the session releases the lock.
    await lock.end().catch(() => {});
  }
}

/** Rows in drizzle's migration journal (0 before the first migration). */
export async function appliedMigrations(db: Db): Promise<number> {
  const exists = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!exists.rows[0]?.present) return 0;
  const counted = (await db.execute(
    sql`select count(*) as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: string | number }[] };
  return Number(counted.rows[0]?.n ?? 0);
}

/** The migrations this build ships (drizzle/meta/_journal.json): the readiness check's target. */
export async function shippedMigrations(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** How the listening connection names itself to the server (pg_stat_activity.application_name). */
export const LISTENER_APPLICATION_NAME = 'guest-tracker-listen';
const LISTEN_BACKOFF_MS = [250, 500, 1_000, 2_000, 5_000, 10_000];
const LISTEN_PING_MS = 30_000;

/**
 * LISTEN on a dedicated connection outside the pool (a pooled one would be handed to queries and
 * lose the LISTEN). If it drops, or stops answering the periodic ping (a network black hole), it
 * reconnects with backoff and reports `undefined` so the listener catches up.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string | undefined) => void,
): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  let attempt = 0;

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      query_timeout: QUERY_TIMEOUT_MS,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      clearInterval(ping);
      next.end().catch(() => {});
      if (!stopped) schedule();
    };
    next.on('error', onLost);
    next.on('end', onLost);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeListener('end', onLost);
      next.removeListener('error', onLost);
      next.on('error', () => {});
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    ping = setInterval(() => {
      next.query('select 1').catch(onLost);
    }, LISTEN_PING_MS);
    ping.unref();
  };

  const schedule = () => {
    const delay = LISTEN_BACKOFF_MS[Math.min(attempt, LISTEN_BACKOFF_MS.length - 1)] as number;
    attempt += 1;
    retry = setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          attempt = 0;
          if (stopped) void client?.end().catch(() => {});
          else onPayload(undefined);
        },
        () => {
          if (!stopped) schedule();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    await client?.end().catch(() => {});
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir);
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres';
  }
}
