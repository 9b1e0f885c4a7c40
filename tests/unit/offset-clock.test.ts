// The browser tests' server clock (docs/decisions/024): real time plus the offset in a file, and a
// setting only a test server accepts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.js';
import { offsetClock } from '#server/context.js';

const dir = mkdtempSync(path.join(tmpdir(), 'offset-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('offsetClock', () => {
  it('runs at real time until the file says otherwise, then ahead by its milliseconds', () => {
    const file = path.join(dir, 'offset');
    const clock = offsetClock(file);
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1_000);
    writeFileSync(file, '61000\n');
    const ahead = clock().getTime() - Date.now();
    expect(ahead).toBeGreaterThan(60_000);
    expect(ahead).toBeLessThan(62_000);
    writeFileSync(file, 'not a number');
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1_000);
  });
});

describe('CLOCK_OFFSET_FILE', () => {
  it('is accepted by a test server only', () => {
    const file = path.join(dir, 'offset');
    expect(loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_FILE: file }).clockOffsetFile).toBe(file);
    expect(loadConfig({ NODE_ENV: 'test' }).clockOffsetFile).toBeUndefined();
    for (const NODE_ENV of ['development', 'production']) {
      expect(() =>
        loadConfig({ NODE_ENV, SMS_PROVIDER: 'outbox', CLOCK_OFFSET_FILE: file }),
      ).toThrow(ConfigError);
    }
  });
});
