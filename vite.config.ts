// Vite builds the web client (src/web) from the repo-root index.html into dist/web, which the
// Fastify server serves. In development the API lives on :3000 and is proxied.
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = 'http://127.0.0.1:3000';
const OUT_DIR = 'dist/web';
const SOURCE_MAP_DIR = 'dist/sourcemaps';

/**
 * Source maps are built (hidden: no sourceMappingURL comment in the bundles) and moved out of
 * dist/web, which the server hands to anyone, into dist/sourcemaps, for whoever reads a production
 * stack trace (docs/decisions/024).
 */
function privateSourceMaps(): Plugin {
  return {
    name: 'private-source-maps',
    apply: 'build',
    async buildStart() {
      await rm(SOURCE_MAP_DIR, { recursive: true, force: true });
    },
    async closeBundle() {
      for (const entry of await readdir(OUT_DIR, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
        const from = path.join(entry.parentPath, entry.name);
        const to = path.join(SOURCE_MAP_DIR, path.relative(OUT_DIR, from));
        await mkdir(path.dirname(to), { recursive: true });
        await rename(from, to);
      }
    },
  };
}

export default defineConfig({
  root: '.',
  // public/ holds color-scheme.js only: a classic script that must run before the first paint.
  publicDir: 'public',
  plugins: [react(), privateSourceMaps()],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    sourcemap: 'hidden',
    // dist/web/.vite/manifest.json (a dot folder, not served): the bundle budget reads which chunks
    // each page loads from it (scripts/bench/bundles.mjs).
    manifest: true,
    // The app, and the public guest form's own small script (served by the server's /apply pages,
    // which find its hashed name in the manifest: src/server/routes/apply/index.ts).
    rollupOptions: {
      input: { index: 'index.html', apply: 'src/web/apply/apply-page.ts' },
    },
    // ALTCHA's widget bundles its workers and is only loaded by the /auth chunk.
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/healthz': { target: API_TARGET, changeOrigin: false },
      '/readyz': { target: API_TARGET, changeOrigin: false },
      '/apply': { target: API_TARGET, changeOrigin: false },
    },
  },
});
