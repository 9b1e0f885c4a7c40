// Vite builds the web client (src/web) from the repo-root index.html into dist/web, which the
// Fastify server serves. In development the API lives on :3000 and is proxied.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://127.0.0.1:3000';

export default defineConfig({
  root: '.',
  // public/ holds color-scheme.js only: a classic script that must run before the first paint.
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
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
      '/apply': { target: API_TARGET, changeOrigin: false },
    },
  },
});
