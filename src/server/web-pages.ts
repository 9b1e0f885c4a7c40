// The web app's pages as the build made them: which module each page's route loads lazily
// (src/web/app/router.tsx), which API answer it shows first, and the chunks a page needs, read from
// Vite's manifest (dist/web/.vite/manifest.json). The server preloads a signed-in page's chunks and
// data with its HTML (docs/decisions/027-board-without-waterfall.md); the bundle budget
// (scripts/bench/bundles.mjs) weighs the same chunks. Only erasable TypeScript here: the bundle
// script imports this file as it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Page {
  /** The module the page's route imports lazily. */
  module: string;
  /** The API answer the page shows first, fetched as soon as the HTML arrives. */
  data?: string;
}

export const PAGES: Record<string, Page> = {
  '/auth': { module: 'src/web/features/auth/components/auth-page.tsx' },
  '/': { module: 'src/web/app/board-route.tsx', data: '/api/guests' },
  '/archive': { module: 'src/web/app/archive-route.tsx', data: '/api/guests/archived' },
  '/account': { module: 'src/web/app/account-route.tsx' },
  '/insights': { module: 'src/web/features/insights/components/insights-page.tsx' },
};

/** The app's icon as the manifest names it (index.html links it; the standalone pages too). */
export const APP_ICON = 'src/web/assets/favicon.svg';

/** Pages that load one entry of their own instead of the app (vite.config.ts build inputs). */
export const STANDALONE_PAGES = {
  '/apply/:slug': 'src/web/apply/apply-page.ts',
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export function readManifest(webRoot: string): ViteManifest {
  return JSON.parse(
    readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
}

/** The app's entry: index.html (the standalone pages are entries too). */
export function entryKey(manifest: ViteManifest): string {
  const entry = manifest['index.html']
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  return entry;
}

/** The JavaScript and CSS files reachable from `keys` through static imports. */
export function staticClosure(
  manifest: ViteManifest,
  keys: string[],
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no entry ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}
