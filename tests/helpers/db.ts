// A fresh, migrated database for one test file: embedded PGlite loaded from the template made
// in global setup, or, when TEST_DATABASE_URL is set, a new PostgreSQL database of its own.
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { listenEmbedded, openPostgres } from '#server/db/client.js';
import type { Database, Db } from '#server/db/client.js';
import * as schema from '#server/db/schema/index.js';
import { createScratchDatabase } from '../../scripts/scratch-database.js';

export const usingPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(): Promise<Database> {
  return usingPostgres
    ? createPostgresDatabase(process.env.TEST_DATABASE_URL as string)
    : createEmbedded();
}

async function createEmbedded(): Promise<Database> {
  const template = process.env.PGLITE_TEMPLATE;
  if (!template)
    throw new Error('PGLITE_TEMPLATE is not set: run tests through vitest (global setup)');
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(template)]) });
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    location: 'memory',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onPayload) => listenEmbedded(client, channel, onPayload),
    close: () => client.close(),
  };
}

async function createPostgresDatabase(adminUrl: string): Promise<Database> {
  const scratch = await createScratchDatabase(adminUrl, 'gt_test');
  const database = await openPostgres(scratch.url, 5);
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** Empties every table, keeping the schema: a clean slate between tests of one file. */
export async function truncateAll(db: Db): Promise<void> {
  // Both drivers answer `{ rows }` here (PGlite's Results and pg's QueryResult).
  const { rows } = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  if (rows.length === 0) return;
  const list = rows.map((row) => `"${row.tablename}"`).join(', ');
  await db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}
