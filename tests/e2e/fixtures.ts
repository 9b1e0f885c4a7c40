// The `test` every spec uses: it fails a test on any browser console.error or uncaught page error
// that the test did not announce as expected (STYLE.md "Tests").
import { expect, test as base, type ConsoleMessage } from '@playwright/test';

export interface ConsoleGuard {
  /** Accept console errors whose text (or source URL) matches, e.g. a 400 the test provokes. */
  allow: (pattern: RegExp) => void;
}

/**
 * Chromium logs every non-2xx fetch as "Failed to load resource". The session check answers 401
 * to anonymous visitors by contract (GET /api/user), so that one is always expected.
 */
const ALWAYS_ALLOWED: RegExp[] = [/\/api\/user\b.*status of 401|status of 401.*\/api\/user\b/];

function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `${message.text()}${url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : ''}`;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed = [...ALWAYS_ALLOWED];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = describe(message);
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
      });
      page.on('pageerror', (error) => {
        problems.push(`uncaught: ${error.stack ?? error.message}`);
      });
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'unexpected browser errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
