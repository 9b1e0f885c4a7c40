// End-to-end tests: the built app (`npm run build` first) served by the real server on :3100 with
// a fresh embedded database, driven in the system Chromium (never a downloaded browser).
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CLOCK_OFFSET_FILE, E2E_DATA_DIR, E2E_PORT, SMS_OUTBOX_FILE } from './tests/e2e/e2e-env';

const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${E2E_PORT}`;
// npm scripts put the pinned Node 24 first on PATH; a direct `playwright test` may not.
const nodeBinary = existsSync('node_modules/.bin/node') ? 'node_modules/.bin/node' : 'node';

export default defineConfig({
  testDir: 'tests/e2e',
  // Kept apart from the server's data directory, which Playwright must not clean mid-run.
  outputDir: 'test-results/playwright',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
          ],
        },
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        // A fresh database and SMS outbox for every run, with the seeded accounts.
        command: `rm -rf "${E2E_DATA_DIR}" && mkdir -p "${E2E_DATA_DIR}" && ${nodeBinary} --import tsx tests/e2e/seed.ts && exec ${nodeBinary} dist/server/main.js`,
        url: `http://127.0.0.1:${E2E_PORT}/healthz`,
        reuseExistingServer: false,
        // Seeding and start-up take seconds on an idle machine and over a minute on a busy one.
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        env: {
          NODE_ENV: 'test',
          PORT: String(E2E_PORT),
          HOST: '127.0.0.1',
          DATABASE_URL: '',
          DATA_DIR: E2E_DATA_DIR,
          SMS_PROVIDER: 'outbox',
          SMS_OUTBOX_FILE,
          // The server's clock is real time plus this file's milliseconds: a spec moves it past the
          // one-text-a-minute limit instead of waiting (tests/e2e/server-clock.ts).
          CLOCK_OFFSET_FILE,
          LOG_LEVEL: 'warn',
          // A cheaper proof of work than production's: the widget still solves and the server
          // still verifies, but a busy CI machine does not spend its time budget on hashing.
          CAPTCHA_COST: '500',
          // Every browser test calls from 127.0.0.1: one client IP for the whole suite.
          RATE_LIMIT_MAX: '100000',
          // As behind a proxy: tests/e2e/session.ts gives each registration its own client
          // address, so the per-network SMS limit does not stop a suite of many accounts.
          TRUST_PROXY: 'true',
        },
      },
});
