// Two Vitest projects: `unit` (tests/unit: pure functions of src/shared, src/web and src/server, no
// database) and `api` (tests/api: the app through app.inject, each file on its own embedded
// database copied from the template that the global setup migrates once).
// `npm run test:unit` and `npm run test:api` run one each; `npx vitest run <file>` finds its project.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Files run in parallel workers; each API test file has its own database, so they never meet.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
        },
      },
    ],
  },
});
