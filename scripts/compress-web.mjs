// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the built web app, at the
// highest levels (done once at build time, so no request pays for it); the server sends the copy the
// browser accepts (src/server/http/web-app.ts). Usage: node scripts/compress-web.mjs [dist/web]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than the headers it needs. */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if ((await stat(file)).size < MIN_BYTES) continue;
  const data = await readFile(file);
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(data, { level: constants.Z_BEST_COMPRESSION }));
  files += 1;
  before += data.length;
  after += brotli.length;
}
console.log(
  `Compressed ${files} files in ${path.relative(process.cwd(), root) || '.'}: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB with brotli`,
);
