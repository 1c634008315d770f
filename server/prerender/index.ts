/**
 * Build step after `vite build` (client) and `vite build --ssr` (renderer): writes every route as
 * static HTML with its own head, plus sitemap.xml and robots.txt, then precompresses the output.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as RendererModule from '../../client/entry-server';
import { loadConfig, readEnvFile } from '../config';
import { headTags, organizationJsonLd } from './headTags';
import { precompress } from './precompress';
import { entryKey, pageScripts, readViteManifest } from './viteManifest';

type Renderer = typeof RendererModule;

const clientDir = resolve('dist/client');
const ssrDir = resolve('dist/ssr');

function outputFile(path: string): string {
  return join(clientDir, path, 'index.html');
}

/** Images only static pages import exist only in the SSR build's output: serve them with the rest. */
async function moveRenderedAssets(): Promise<void> {
  const from = join(ssrDir, 'assets');
  for (const file of await readdir(from)) {
    if (!file.endsWith('.js')) await rename(join(from, file), join(clientDir, 'assets', file));
  }
}

async function main(): Promise<void> {
  readEnvFile();
  const { siteUrl } = loadConfig();
  const renderer = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as Renderer;
  const template = await readFile(join(clientDir, 'index.html'), 'utf8');
  const manifest = readViteManifest(clientDir);
  const font = (await readdir(join(clientDir, 'assets'))).find((file) =>
    /^inter-latin-wght-normal-.*\.woff2$/.test(file),
  );
  if (!font) throw new Error('The Inter latin font is missing from the build');
  // The entry already has its own script tag; preloading it again would only duplicate the hint.
  const entryFile = `/${manifest[entryKey(manifest)]?.file}`;

  const sitemap: string[] = [];
  for (const path of renderer.prerenderPaths) {
    const meta = renderer.pageMeta(path);
    const body = await renderer.renderPath(path);
    const lazyIslandModules = Object.entries(renderer.lazyIslands)
      .filter(([name]) => body.includes(`data-island="${name}"`))
      .map(([, island]) => island.module);
    const url = path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
    const head = headTags({
      meta,
      url,
      company: renderer.company,
      preloads: {
        scripts: pageScripts(manifest, lazyIslandModules).filter((file) => file !== entryFile),
        font: `/assets/${font}`,
      },
      structuredData: path === '/' ? organizationJsonLd(renderer.company, siteUrl) : undefined,
    });
    const html = template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
    const file = outputFile(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    if (meta.status === 200) sitemap.push(url);
  }

  await writeFile(
    join(clientDir, 'sitemap.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...sitemap.map((url) => `  <url><loc>${url}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n'),
  );
  await writeFile(
    join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  await moveRenderedAssets();
  await rm(ssrDir, { recursive: true });
  await precompress(clientDir);
  console.log(`Prerendered ${renderer.prerenderPaths.length} pages for ${siteUrl}`);
}

await main();
