import { compressForServing } from '../../server/prerender/precompress';

export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface AssetBytes extends ByteSizes {
  files: string[];
}

export interface RouteBytes {
  js: AssetBytes;
  css: AssetBytes;
  html: ByteSizes;
}

/** gzip -9 and brotli at maximum quality: what the precompressed files on the server weigh. */
export function compressedSizes(body: Buffer): ByteSizes {
  const { gzip, brotli } = compressForServing(body);
  return { raw: body.length, gzip: gzip.length, brotli: brotli.length };
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, doubleQuoted, singleQuoted, bare] of tag.matchAll(
    /([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
  )) {
    found.set((name as string).toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return found;
}

/** The scripts and stylesheets a page's HTML makes the browser fetch before it is interactive. */
export function firstVisitAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, element, rest] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(rest as string);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const src = attrs.get('src');
    const href = attrs.get('href');
    if (element?.toLowerCase() === 'script') {
      if (attrs.get('type') === 'module' && src) scripts.add(src);
    } else if (href && rel.includes('modulepreload')) scripts.add(href);
    else if (href && rel.includes('stylesheet')) styles.add(href);
  }
  return { scripts: [...scripts], styles: [...styles] };
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
  const { scripts, styles } = firstVisitAssets(html.toString('utf8'));
  return {
    js: await totalOf(pageUrl, scripts),
    css: await totalOf(pageUrl, styles),
    html: compressedSizes(html),
  };
}
