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

/** Maximum levels: compressed once at build, served many times. */
export function compressForServing(body: Buffer): { brotli: Buffer; gzip: Buffer } {
  return {
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** Writes .br and .gz beside every text file. */
export async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.has(extname(entry.name))) continue;
    const path = join(entry.parentPath, entry.name);
    if (path.includes(`${join(dir, '.vite')}`)) continue;
    const { brotli, gzip } = compressForServing(await readFile(path));
    await writeFile(`${path}.br`, brotli);
    await writeFile(`${path}.gz`, gzip);
  }
}
