// `npm run test:e2e`: builds the app, then runs the Playwright specs in the system Chromium.
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
for (const [command, args] of [
  ['npm', ['run', 'build']],
  ['playwright', ['test', ...process.argv.slice(2)]],
]) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
