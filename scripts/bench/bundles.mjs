// The JavaScript each page needs on first load, gzip-compressed, read from the build's manifest
// (dist/web/.vite/manifest.json): the entry chunk, the page's lazy chunk, and every chunk either
// imports statically. The public guest form (/apply/<slug>) is server-rendered HTML that loads only
// its own script entry, never the app's: it is measured alone (STANDALONE).
// `node scripts/bench/bundles.mjs --check` fails when a page is over budget;
// `npm test` runs it after the browser tests' build. Deterministic, so safe as a test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
// Node 24 runs this TypeScript file as it is (type stripping): one list of pages, one manifest walk.
import {
  entryKey,
  PAGES,
  readManifest,
  STANDALONE_PAGES,
  staticClosure,
} from '../../src/server/web-pages.ts';

export const WEB_ROOT = 'dist/web';

/** Budgets in KB (1,000 bytes) of gzip JavaScript; pages without one are reported only. */
export const BUNDLE_BUDGETS_KB = { '/auth': 150, '/': 250, '/apply/:slug': 30 };

/** `{ page: { kb, files } }` for every page of PAGES. */
export function measureBundles(root = WEB_ROOT) {
  const manifest = readManifest(root);
  const entry = entryKey(manifest);
  const gzipBytes = new Map();
  const sizeOf = (file) => {
    if (!gzipBytes.has(file)) {
      gzipBytes.set(file, gzipSync(readFileSync(path.join(root, file)), { level: 9 }).length);
    }
    return gzipBytes.get(file);
  };
  const measure = (page, keys) => {
    const files = [...staticClosure(manifest, keys).js];
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return [page, { kb: Math.round(bytes / 100) / 10, files }];
  };
  return Object.fromEntries([
    ...Object.entries(PAGES).map(([page, { module }]) => measure(page, [entry, module])),
    ...Object.entries(STANDALONE_PAGES).map(([page, module]) => measure(page, [module])),
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
