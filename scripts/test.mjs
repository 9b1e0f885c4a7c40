// `npm test`: the unit tests (`npm run test:unit`) and the API tests on the embedded database
// (`npm run test:api`); the API tests again on PostgreSQL when TEST_DATABASE_URL is set; the short
// form of the fault tests (one kill -9 round per database, the unreachable PostgreSQL, a 5-second
// load; the full run is `npm run test:reliability`); the build and its bundle budget
// (scripts/bench/bundles.mjs: first-load JavaScript per page, docs/product.md#performance-budgets);
// the several-instances test's short form on that build (scripts/reliability/cluster.ts); then the
// browser tests in Chromium on that build. Without Chromium the browser tests fail the run
// under CI=true and are reported as not run elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
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

// Several instances behind nginx, short form (npm run test:cluster -- --short): needs PostgreSQL
// (TEST_DATABASE_URL), Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379) and nginx. Under
// CI=true a missing one fails the run; elsewhere the step is reported as not run.
const clusterMissing = await missingForCluster();
if (clusterMissing.length === 0) {
  run('several instances behind nginx, short form (npm run test:cluster -- --short)', 'node', [
    '--import',
    'tsx',
    'scripts/reliability/cluster.ts',
    '--short',
  ]);
} else {
  const message = `Several-instances test NOT run: no ${clusterMissing.join(', no ')}.`;
  if (process.env.CI === 'true') {
    console.error(`\n${message}`);
    process.exit(1);
  }
  console.warn(`\n${message}`);
}

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

async function missingForCluster() {
  const missing = [];
  if (!TEST_DATABASE_URL) missing.push('TEST_DATABASE_URL');
  const redis = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
  const reachable = await new Promise((resolve) => {
    const socket = net.connect({ host: redis.hostname, port: Number(redis.port || 6379) });
    socket.setTimeout(2_000, () => socket.destroy(new Error('timeout')));
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (!reachable) missing.push(`Redis at ${redis.host}`);
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => existsSync(p));
  if (!nginx) missing.push('nginx (Debian: apt-get install -y nginx)');
  return missing;
}
