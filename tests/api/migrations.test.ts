// Instances starting at the same moment on one empty PostgreSQL database migrate it once: the
// migrator runs under an advisory lock (docs/decisions/025-several-instances.md). PostgreSQL
// only: the embedded database belongs to one process. `npm run test:cluster` proves the same
// with the built app's processes.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres, shippedMigrations } from '#server/db/client.js';
import { createScratchDatabase } from '../../scripts/scratch-database.js';
import { usingPostgres } from '../helpers/db.js';

describe('migrations', () => {
  it.runIf(usingPostgres)(
    'three databases opened at once on an empty database: one applies every migration, the others none',
    async () => {
      const scratch = await createScratchDatabase(
        process.env.TEST_DATABASE_URL as string,
        'gt_test_migrate',
      );
      try {
        const opened = await Promise.all([1, 2, 3].map(() => openPostgres(scratch.url, 1)));
        try {
          const applied = opened.map((d) => d.migrationsApplied).sort();
          const shipped = await shippedMigrations();
          expect(applied).toEqual([0, 0, shipped]);
          const journal = new pg.Client({ connectionString: scratch.url });
          await journal.connect();
          const { rows } = await journal.query(
            'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
          );
          await journal.end();
          expect(rows[0]).toEqual({ n: shipped, hashes: shipped });
        } finally {
          await Promise.all(opened.map((d) => d.close()));
        }
      } finally {
        await scratch.drop();
      }
    },
  );
});
