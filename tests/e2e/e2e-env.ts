// Where the end-to-end server keeps its state. Shared by playwright.config.ts (which starts the
// server) and the specs (which read texted codes from the SMS outbox).
import path from 'node:path';

export const E2E_PORT = 3100;
export const E2E_DATA_DIR = path.resolve('test-results/e2e-data');
export const SMS_OUTBOX_FILE = path.join(E2E_DATA_DIR, 'sms-outbox.jsonl');
