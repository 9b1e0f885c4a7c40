// Where the system Chromium is: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Never a download.
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}
