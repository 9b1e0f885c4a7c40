// Moves the end-to-end server's clock forward (docs/decisions/024): the server reads the offset
// file at each tick, so time passes for it at once, for every spec alike. Only forward, and only by
// what a real wait would have given: the specs running beside still see time that merely passed.
import { readFile, writeFile } from 'node:fs/promises';
import { CLOCK_OFFSET_FILE } from './e2e-env';

export async function advanceServerClock(ms: number): Promise<void> {
  const current = Number((await readFile(CLOCK_OFFSET_FILE, 'utf8').catch(() => '0')).trim()) || 0;
  await writeFile(CLOCK_OFFSET_FILE, `${current + ms}\n`);
}
