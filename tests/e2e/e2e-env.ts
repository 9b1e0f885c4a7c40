// Where the end-to-end server keeps its state. Shared by playwright.config.ts (which starts the
// server) and the specs (which read texted codes from the SMS outbox).
import path from 'node:path';

// E2E_PORT lets two checkouts run their browser tests side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = path.resolve('test-results/e2e-data');
export const SMS_OUTBOX_FILE = path.join(E2E_DATA_DIR, 'sms-outbox.jsonl');
/** Milliseconds the server's clock runs ahead of real time (tests/e2e/server-clock.ts). */
export const CLOCK_OFFSET_FILE = path.join(E2E_DATA_DIR, 'clock-offset-ms');
