import { islandModulesId } from '../../client/islands/bootIslands';
import { compressForServing } from '../../server/prerender/precompress';

export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

interface AssetBytes extends ByteSizes {
  files: string[];
}

export interface RouteBytes {
  js: AssetBytes;
  /** inline in the HTML, so also within `html`: shown apart to watch its budget */
  css: ByteSizes;
  html: ByteSizes;
}

/** gzip -9 and brotli at maximum quality: what the precompressed files on the server weigh. */
function compressedSizes(body: Buffer): ByteSizes {
  const { gzip, brotli } = compressForServing(body);
  return { raw: body.length, gzip: gzip.length, brotli: brotli.length };
}

export interface FirstVisitAssets {
  /** the modules the inline boot fetches after the first paint, entry first */
  scripts: string[];
  /** the text of the page's inline <style> elements */
  inlineCss: string;
  /** external scripts and stylesheets in the HTML itself, which the first paint would wait for */
  renderBlocking: string[];
}

/** What a first visit to a page downloads besides the HTML and the font, read from its HTML. */
export function firstVisitAssets(html: string): FirstVisitAssets {
  const list = new RegExp(
    `<script type="application/json" id="${islandModulesId}">([^<]*)</script>`,
  ).exec(html);
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)]
    .map(([, css]) => css)
    .join('');
  const renderBlocking = [
    ...html.matchAll(
      /<script\b[^>]*\bsrc="([^"]+)"|<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g,
    ),
  ].map(([, script, stylesheet]) => (script ?? stylesheet) as string);
  return {
    scripts: list ? (JSON.parse(list[1] as string) as string[]) : [],
    inlineCss,
    renderBlocking,
  };
}

/** Identity encoding: the raw bytes are measured and compressed here, the same way for every file. */
async function fetchBody(url: URL): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

const sizeCache = new Map<string, Promise<ByteSizes>>();

function assetSizes(url: URL): Promise<ByteSizes> {
  let sizes = sizeCache.get(url.href);
  if (!sizes) {
    sizes = fetchBody(url).then(compressedSizes);
    sizeCache.set(url.href, sizes);
  }
  return sizes;
}

async function totalOf(pageUrl: URL, references: string[]): Promise<AssetBytes> {
  const urls = references.map((reference) => new URL(reference, pageUrl));
  const foreign = urls.find((url) => url.origin !== pageUrl.origin);
  if (foreign) throw new Error(`${pageUrl.pathname} loads ${foreign.href} from another origin`);
  const total: AssetBytes = { raw: 0, gzip: 0, brotli: 0, files: urls.map((url) => url.pathname) };
  for (const sizes of await Promise.all(urls.map(assetSizes))) {
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/** Each file is compressed on its own, as each is a separate response. */
export async function measureRouteBytes(origin: string, path: string): Promise<RouteBytes> {
  const pageUrl = new URL(path, origin);
  const html = await fetchBody(pageUrl);
  const { scripts, inlineCss } = firstVisitAssets(html.toString('utf8'));
  return {
    js: await totalOf(pageUrl, scripts),
    css: compressedSizes(Buffer.from(inlineCss)),
    html: compressedSizes(html),
  };
}
