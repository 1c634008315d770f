import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.webmanifest',
]);

/** Writes .br and .gz beside every text file, at maximum levels: done once at build, served many times. */
export async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.has(extname(entry.name))) continue;
    const path = join(entry.parentPath, entry.name);
    if (path.includes(`${join(dir, '.vite')}`)) continue;
    const body = await readFile(path);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    await writeFile(`${path}.br`, brotli);
    await writeFile(`${path}.gz`, gzip);
  }
}
