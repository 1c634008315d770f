import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '../..');
const sourceRoots = ['client', 'server'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Relative imports of the file (type-only ones too: they tie the modules as much), resolved. */
function importsOf(file: string): string[] {
  const specifiers = [
    ...readFileSync(file, 'utf8').matchAll(/\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g),
  ].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
    return found ? [found] : [];
  });
}

/** A cycle through each import that closes one, as the chain of files from a module back to it. */
function cycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const done = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string, path: string[]) => {
    if (done.has(file)) return;
    const at = path.indexOf(file);
    if (at !== -1) {
      found.push([...path.slice(at), file]);
      return;
    }
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return found;
}

it('no module of client/ or server/ imports one that imports it back', () => {
  const files = sourceRoots.flatMap((root) => sourceFiles(join(projectRoot, root)));

  const found = cycles(files).map((cycle) =>
    cycle.map((file) => relative(projectRoot, file)).join(' -> '),
  );

  expect(found).toEqual([]);
});
