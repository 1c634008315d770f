import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export function readViteManifest(clientDir: string): ViteManifest {
  return JSON.parse(
    readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
}

/** Output files of a chunk and everything it imports statically, in load order. */
export function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) staticClosure(manifest, dependency, seen);
  return seen;
}

export function chunkFiles(manifest: ViteManifest, keys: Iterable<string>): string[] {
  return [...keys].map((key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    return `/${chunk.file}`;
  });
}

export function entryKey(manifest: ViteManifest): string {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  return entry[0];
}

/** The JS a page needs at once: the entry and the chunks of the lazy islands it contains. */
export function pageScripts(manifest: ViteManifest, lazyIslandModules: string[]): string[] {
  const keys = staticClosure(manifest, entryKey(manifest));
  for (const module of lazyIslandModules) staticClosure(manifest, module, keys);
  return chunkFiles(manifest, keys);
}
