/**
 * Build step after `vite build` (client) and `vite build --ssr` (renderer): writes every route as
 * static HTML with its own head, the stylesheet inline and the islands' boot module, cuts Inter
 * down to the pages' characters, writes sitemap.xml, robots.txt and the CSP hashes of the inline
 * elements, then precompresses the output.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mainId } from '../../client/components/layout/landmarks';
import type * as RendererModule from '../../client/entry-server';
import { loadConfig, readEnvFile } from '../config';
import { cspSourcesFile, type BuildCspSources } from '../routes/staticFiles';
import { apiCspSources } from '../securityHeaders';
import { declaredWeightRange, hashedFontName, subsetVariableFont } from './fontSubset';
import { fontPreloadTag, organizationJsonLd, pageHeadTags } from './headTags';
import {
  bootScriptText,
  cspHashSource,
  inlineStyleTag,
  islandModulesTag,
  sitePagesTag,
} from './inlineAssets';
import { precompress } from './precompress';
import { pageScripts, readViteManifest } from './viteManifest';

type Renderer = typeof RendererModule;

const clientDir = resolve('dist/client');
const ssrDir = resolve('dist/ssr');

function outputFile(path: string, file = 'index.html'): string {
  return join(clientDir, path, file);
}

/**
 * What client-side navigation swaps in, beside each page's HTML (client/navigation/pageContent.ts
 * reads it): the page's own head tags and the content of <main>, without the stylesheet and
 * scripts the visitor already has.
 */
function pageContentJson(head: string, body: string, build: string): string {
  const open = new RegExp(`<main id="${mainId}"[^>]*>`).exec(body);
  const close = body.lastIndexOf('</main>');
  if (!open || close < open.index) throw new Error(`A rendered page has no <main id="${mainId}">`);
  const main = body.slice(open.index + open[0].length, close);
  return JSON.stringify({ head, main, build });
}

/** Images only static pages import exist only in the SSR build's output: serve them with the rest. */
async function moveRenderedAssets(): Promise<void> {
  const from = join(ssrDir, 'assets');
  for (const file of await readdir(from)) {
    if (!file.endsWith('.js')) await rename(join(from, file), join(clientDir, 'assets', file));
  }
}

/** The one tag of `pattern` in the built template; its first group is the file it names. */
function onlyTag(template: string, pattern: RegExp): { tag: string; file: string } {
  const found = [...template.matchAll(pattern)];
  if (found.length !== 1) throw new Error(`Expected one ${pattern} in the built index.html`);
  const [tag, file] = found[0] as RegExpExecArray;
  return { tag, file: file as string };
}

/**
 * The stylesheet goes inline and the entry script is replaced by the inline boot module, so the
 * first paint waits for the HTML alone. Returns the template without Vite's two tags, and the CSS.
 */
async function takeOverViteTags(template: string): Promise<{ template: string; css: string }> {
  const script = onlyTag(template, /<script type="module" crossorigin src="([^"]+)"><\/script>/g);
  const stylesheet = onlyTag(template, /<link rel="stylesheet" crossorigin href="([^"]+)">/g);
  const cssFile = join(clientDir, stylesheet.file);
  const css = await readFile(cssFile, 'utf8');
  await rm(cssFile);
  return { template: template.replace(script.tag, '').replace(stylesheet.tag, ''), css };
}

/** Replaces the full Inter file with a subset for the text of `pages`; returns the CSS pointing at it. */
async function subsetInter(
  css: string,
  pages: string[],
): Promise<{ css: string; fontUrl: string }> {
  const assets = join(clientDir, 'assets');
  const font = (await readdir(assets)).find((file) =>
    /^inter-latin-wght-normal-.*\.woff2$/.test(file),
  );
  if (!font) throw new Error('The Inter latin font is missing from the build');
  const fullUrl = `/assets/${font}`;
  const subset = await subsetVariableFont(
    await readFile(join(assets, font)),
    pages.join(''),
    declaredWeightRange(css, fullUrl),
  );
  const name = hashedFontName('inter-latin-wght', subset);
  await writeFile(join(assets, name), subset);
  await rm(join(assets, font));
  return { css: css.replaceAll(fullUrl, `/assets/${name}`), fontUrl: `/assets/${name}` };
}

/**
 * Names what a tab holds of this build: the scripts (by their hashed names in the manifest), the
 * stylesheet and every page's markup. Equal builds get equal ids, so a rebuild of the same
 * sources does not send open tabs to page loads.
 */
function buildId(manifestText: string, css: string, bodies: Map<string, string>): string {
  const hash = createHash('sha256').update(manifestText).update(css);
  for (const [path, body] of bodies) hash.update(path).update(body);
  return hash.digest('hex').slice(0, 16);
}

async function main(): Promise<void> {
  readEnvFile();
  const { siteUrl, retentionDays, insightRetentionDays } = loadConfig();
  const renderer = (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as Renderer;
  const manifest = readViteManifest(clientDir);
  const taken = await takeOverViteTags(await readFile(join(clientDir, 'index.html'), 'utf8'));

  const bodies = new Map<string, string>();
  for (const path of renderer.prerenderPaths)
    bodies.set(path, await renderer.renderPath(path, { retentionDays, insightRetentionDays }));
  const { css, fontUrl } = await subsetInter(taken.css, [...bodies.values()]);
  const style = inlineStyleTag(css);
  const boot = await bootScriptText();
  const build = buildId(
    await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    css,
    bodies,
  );
  const sitePages = sitePagesTag(
    renderer.prerenderPaths.filter((path) => renderer.pageMeta(path).status === 200),
    build,
  );

  const sitemap: string[] = [];
  for (const [path, body] of bodies) {
    const meta = renderer.pageMeta(path);
    const lazyIslandModules = Object.entries(renderer.lazyIslands)
      .filter(([name]) => body.includes(`data-island="${name}"`))
      .map(([, island]) => island.module);
    const url = path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
    const pageHead = pageHeadTags({
      meta,
      url,
      company: renderer.company,
      structuredData: path === '/' ? organizationJsonLd(renderer.company, siteUrl) : undefined,
    });
    const head = [
      pageHead,
      fontPreloadTag(fontUrl),
      style,
      islandModulesTag(pageScripts(manifest, lazyIslandModules)),
      sitePages,
      `<script type="module">${boot}</script>`,
    ].join('\n    ');
    const html = taken.template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
    const file = outputFile(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
    await writeFile(outputFile(path, 'index.json'), pageContentJson(pageHead, body, build));
    if (meta.status === 200) sitemap.push(url);
  }
  const cspSources: BuildCspSources = {
    'script-src': [cspHashSource(boot)],
    'style-src': [cspHashSource(css)],
    ...apiCspSources(renderer.contactEndpoint),
  };
  await mkdir(join(clientDir, dirname(cspSourcesFile)), { recursive: true });
  await writeFile(join(clientDir, cspSourcesFile), JSON.stringify(cspSources, null, 2));

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
