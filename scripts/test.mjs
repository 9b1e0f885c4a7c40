// `npm test`: the unit tests (`npm run test:unit`) and the API tests on the embedded database
// (`npm run test:api`); the API tests again on PostgreSQL when TEST_DATABASE_URL is set; the short
// form of the fault tests (one kill -9 round per database, the unreachable PostgreSQL, a 5-second
// load; the full run is `npm run test:reliability`); the build and its bundle budget
// (scripts/bench/bundles.mjs: first-load JavaScript per page, docs/product.md#performance-budgets);
// then the browser tests in Chromium on that build. Without Chromium the browser tests fail the run
// under CI=true and are reported as not run elsewhere.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

function run(label, command, args, env = process.env) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${label}: failed`);
    process.exit(result.status ?? 1);
  }
}

const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;
run('unit tests', 'npm', ['run', 'test:unit'], embeddedEnv);
run('API tests (embedded database)', 'npm', ['run', 'test:api'], embeddedEnv);
if (TEST_DATABASE_URL) {
  run('API tests (PostgreSQL: TEST_DATABASE_URL)', 'npm', ['run', 'test:api'], process.env);
} else {
  console.log(
    '\nAPI tests on PostgreSQL not run: set TEST_DATABASE_URL=postgres://... to run them too.',
  );
}
run('fault tests, short form (npm run test:reliability -- --short)', 'node', [
  '--import',
  'tsx',
  'scripts/reliability/run.ts',
  '--short',
]);

run('build', 'npm', ['run', 'build']);
run('bundle budget (first-load JavaScript per page)', 'node', [
  'scripts/bench/bundles.mjs',
  '--check',
]);

const chromium = findChromium();
if (!chromium) {
  const message =
    'Browser tests NOT run: no Chromium found. Install it (Debian: apt-get install -y chromium) ' +
    'or point CHROMIUM_PATH at a Chromium binary, then run npm test again.';
  if (process.env.CI === 'true') {
    console.error(`\n${message}`);
    process.exit(1);
  }
  console.warn(`\n${message}`);
  process.exit(0);
}
run('browser tests (Chromium)', 'node', ['scripts/e2e.mjs'], {
  ...process.env,
  CHROMIUM_PATH: chromium,
  E2E_SKIP_BUILD: '1',
});
