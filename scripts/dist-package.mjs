// Writes dist/package.json for the compiled server. The root package.json maps the import aliases
// (`#server/*.js`, `#shared/*.js`) to the TypeScript in src/, which tsx, Vitest, Vite, Playwright
// and tsc all read; Node resolves an alias through the nearest package.json, which for
// dist/server/main.js is this one, so the same specifiers reach the compiled .js beside it and
// `node dist/server/main.js` runs with no flags. The web app is bundled by Vite: `#web/*` stays out.
import { readFileSync, writeFileSync } from 'node:fs';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const imports = {};
for (const [alias, target] of Object.entries(root.imports)) {
  const compiled = /^\.\/src\/(server|shared)\/\*\.ts$/.exec(target);
  if (compiled) imports[alias] = `./${compiled[1]}/*.js`;
  else if (!target.startsWith('./src/web/')) {
    throw new Error(`dist-package: no compiled target for the alias ${alias} -> ${target}`);
  }
}
writeFileSync(
  'dist/package.json',
  `${JSON.stringify({ private: true, type: 'module', imports }, null, 2)}\n`,
);
