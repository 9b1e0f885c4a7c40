// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text asset over
// 1 KB in dist/web, at the highest levels, once, so the server sends them without compressing on
// each request (@fastify/static's preCompressed option picks the copy the browser accepts).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'dist/web';
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json']);

let count = 0;
for (const entry of await readdir(ROOT, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.has(path.extname(entry.name))) continue;
  const file = path.join(entry.parentPath, entry.name);
  const content = await readFile(file);
  if (content.length < 1024) continue;
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} assets in ${ROOT} (.br and .gz)`);
