/**
 * Last step of `npm run build`: the server as plain JavaScript in dist/server, so production runs
 * it with `node` alone. Our own code (and the client modules it shares) is bundled; packages stay
 * imports, resolved from the production install's node_modules.
 */
import { build } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { projectRoot } from './config';

/** Every program the server ships, one line each: server/<path>.ts becomes dist/server/<path>.js. */
const entryPoints = [
  'server/index.ts',
  'server/outboxCli.ts',
  'server/insightCli.ts',
  'server/consoleCli.ts',
];

const outdir = resolve(projectRoot, 'dist/server');
await rm(outdir, { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: projectRoot,
  entryPoints,
  outbase: 'server',
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  metafile: true,
  logLevel: 'warning',
});
const manifest = JSON.parse(await readFile(resolve(projectRoot, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
// Packages the bundle imports at run time, which `npm ci --omit=dev` must install.
const imported = Object.values(metafile.outputs)
  .flatMap((output) => output.imports)
  .filter((entry) => entry.external && !entry.path.startsWith('node:'))
  .map(({ path }) => path.split('/', path.startsWith('@') ? 2 : 1).join('/'));
const missing = [...new Set(imported)].filter(
  (name) => manifest.dependencies?.[name] === undefined,
);
if (missing.length > 0) {
  throw new Error(
    `The compiled server imports ${missing.join(', ')}, not in package.json's dependencies: ` +
      'a production install (npm ci --omit=dev) would not have it.',
  );
}
console.log(`Compiled ${entryPoints.join(', ')} to dist/server`);
