// The JavaScript each page needs on first load, gzip-compressed, read from the build's manifest
// (dist/web/.vite/manifest.json): the entry chunk, the page's lazy chunk, and every chunk either
// imports statically. The public guest form (/apply/<slug>) is server-rendered HTML that loads only
// its own script entry, never the app's: it is measured alone (STANDALONE).
// `node scripts/bench/bundles.mjs --check` fails when a page is over budget;
// `npm test` runs it after the browser tests' build. Deterministic, so safe as a test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const WEB_ROOT = 'dist/web';

/** First-load page -> the module its route lazily imports (src/web/app/router.tsx). */
export const PAGES = {
  '/auth': 'src/web/features/auth/components/auth-page.tsx',
  '/': 'src/web/app/board-route.tsx',
  '/archive': 'src/web/app/archive-route.tsx',
  '/account': 'src/web/app/account-route.tsx',
};

/** Pages that load one entry of their own instead of the app (vite.config.ts build inputs). */
const STANDALONE = {
  '/apply/:slug': 'src/web/apply/apply-page.ts',
};

/** Budgets in KB (1,000 bytes) of gzip JavaScript; pages without one are reported only. */
export const BUNDLE_BUDGETS_KB = { '/auth': 150, '/': 250, '/apply/:slug': 30 };

function readManifest(root) {
  return JSON.parse(readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8'));
}

/** Chunk files reachable from `keys` through static imports. */
function staticClosure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no entry ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** `{ page: { kb, files } }` for every page of PAGES. */
export function measureBundles(root = WEB_ROOT) {
  const manifest = readManifest(root);
  const entry = manifest['index.html']
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  const gzipBytes = new Map();
  const sizeOf = (file) => {
    if (!gzipBytes.has(file)) {
      gzipBytes.set(file, gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length);
    }
    return gzipBytes.get(file);
  };
  const measure = (page, keys) => {
    const files = [...staticClosure(manifest, keys)];
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return [page, { kb: Math.round(bytes / 100) / 10, files }];
  };
  return Object.fromEntries([
    ...Object.entries(PAGES).map(([page, module]) => measure(page, [entry, module])),
    ...Object.entries(STANDALONE).map(([page, module]) => measure(page, [module])),
  ]);
}

/** Budget misses as sentences; empty when every page is within budget. */
export function bundleMisses(bundles) {
  return Object.entries(BUNDLE_BUDGETS_KB)
    .filter(([page, budget]) => bundles[page].kb > budget)
    .map(
      ([page, budget]) =>
        `bundle ${page}: ${bundles[page].kb} KB of gzip JavaScript, budget ${budget} KB`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bundles = measureBundles();
  for (const [page, { kb }] of Object.entries(bundles)) {
    const budget = BUNDLE_BUDGETS_KB[page];
    console.log(
      `${page.padEnd(12)} ${String(kb).padStart(7)} KB gzip JS${budget ? ` (budget ${budget} KB)` : ''}`,
    );
  }
  const misses = bundleMisses(bundles);
  if (process.argv.includes('--check') && misses.length > 0) {
    console.error(`\nOver budget:\n- ${misses.join('\n- ')}`);
    process.exit(1);
  }
}
