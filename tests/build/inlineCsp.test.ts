/**
 * The pages' inline boot script and stylesheet run only because the CSP names their hashes; the
 * prerender writes those for the server. Needs `npm run build` first (npm test does it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { cspHashSource } from '../../server/prerender/inlineAssets';
import { cspSourcesFile, type InlineCspSources } from '../../server/routes/staticFiles';

const clientDir = join(import.meta.dirname, '../../dist/client');
const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('index.html'),
);
const allowed = JSON.parse(
  readFileSync(join(clientDir, cspSourcesFile), 'utf8'),
) as InlineCspSources;

it.each(pages)('%s runs no inline script or style the CSP does not allow', (page) => {
  const html = readFileSync(join(clientDir, page), 'utf8');
  const scripts = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)];
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  expect(scripts).toHaveLength(1);
  expect(styles).toHaveLength(1);
  for (const [, script] of scripts)
    expect(allowed['script-src']).toContain(cspHashSource(script as string));
  for (const [, style] of styles)
    expect(allowed['style-src']).toContain(cspHashSource(style as string));
});
