// `npm run test:e2e`: builds the app, then runs the Playwright specs in the system Chromium.
// E2E_SKIP_BUILD=1 uses the build already in dist/ (npm test builds once for the bundle budget).
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  console.error(
    'No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
const env = { ...process.env, CHROMIUM_PATH: chromium };
const steps = [
  ['npm', ['run', 'build']],
  ['playwright', ['test', ...process.argv.slice(2)]],
];
for (const [command, args] of process.env.E2E_SKIP_BUILD === '1' ? steps.slice(1) : steps) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
