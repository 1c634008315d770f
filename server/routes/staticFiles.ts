import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { notFoundPaths } from '../../client/content/notFoundPaths';
import { isMissing } from '../fileErrors';

/** One encoding of a file, with every header it is sent with computed once at start. */
interface Representation {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

export type Encoding = 'br' | 'gzip';

interface StaticFile {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  /** the precompressed siblings that exist, in order of preference */
  encodings: Encoding[];
}

/** What the pages' inline boot script and stylesheet need in the CSP: 'sha256-…' sources. */
export interface InlineCspSources {
  'script-src': string[];
  'style-src': string[];
}

export const noInlineCspSources: InlineCspSources = { 'script-src': [], 'style-src': [] };

/**
 * What the build adds to the CSP: the inline elements' hashes, and the contact API's origin when
 * the site was built to post to another one (an absolute VITE_API_BASE_URL).
 */
export interface BuildCspSources extends InlineCspSources {
  'connect-src'?: string[];
  'form-action'?: string[];
}

/** Written by the prerender in a dot-folder of the build (never served), read here. */
export const cspSourcesFile = '.prerender/csp-sources.json';

export interface StaticSite {
  /** URL path (decoded) -> file; pages are keyed by their path without trailing slash */
  files: Map<string, StaticFile>;
  notFoundPage: StaticFile | undefined;
  serviceNotFoundPage: StaticFile | undefined;
  /** the pages' inline <style> elements, so server-rendered pages look like the site */
  headStyles: string;
  cspSources: BuildCspSources;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

const siblingEncodings = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

function urlPathFor(file: string): string {
  const path = `/${file.split(sep).join('/')}`;
  if (path === '/index.html') return '/';
  return path.endsWith('/index.html') ? path.slice(0, -'/index.html'.length) : path;
}

function buildFile(
  file: string,
  urlPath: string,
  body: Buffer,
  siblings: Partial<Record<Encoding, Buffer>>,
): StaticFile {
  // A sibling that is not smaller (tiny files) is bytes and CPU for nothing.
  const encodings = siblingEncodings
    .map(([encoding]) => encoding)
    .filter((encoding) => (siblings[encoding]?.length ?? Infinity) < body.length);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const common: Record<string, string> = {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    // Vite's hashed output: a new name for every change, so browsers may keep it for a year.
    'cache-control': urlPath.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    ...(encodings.length > 0 && { vary: 'Accept-Encoding' }),
  };
  const represent = (data: Buffer, encoding?: Encoding): Representation => {
    const etag = encoding ? `"${hash}-${encoding}"` : `"${hash}"`;
    const headers = { ...common, etag, ...(encoding && { 'content-encoding': encoding }) };
    return { body: data, etag, headers };
  };
  const staticFile: StaticFile = { identity: represent(body), encodings };
  for (const encoding of encodings) {
    staticFile[encoding] = represent(siblings[encoding] as Buffer, encoding);
  }
  return staticFile;
}

async function readCspSources(dir: string): Promise<BuildCspSources> {
  try {
    return JSON.parse(await readFile(join(dir, cspSourcesFile), 'utf8')) as BuildCspSources;
  } catch (error) {
    if (!isMissing(error)) throw error;
    return noInlineCspSources;
  }
}

/**
 * Reads the whole build into memory once: the site is a few hundred KB, and serving from memory
 * keeps disk I/O and stat calls off every request. Dot-folders (Vite's .vite/manifest.json) are
 * never served. Returns undefined when the directory does not exist (the API works without a build).
 */
export async function loadStaticSite(dir: string): Promise<StaticSite | undefined> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const contents = new Map<string, Buffer>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = relative(dir, join(entry.parentPath, entry.name));
    if (file.split(sep).some((part) => part.startsWith('.'))) continue;
    contents.set(file, await readFile(join(dir, file)));
  }

  const files = new Map<string, StaticFile>();
  for (const [file, body] of contents) {
    const sibling = siblingEncodings.find(([, ext]) => file.endsWith(ext));
    if (sibling && contents.has(file.slice(0, -sibling[1].length))) continue;
    const urlPath = urlPathFor(file);
    const siblings = Object.fromEntries(
      siblingEncodings.flatMap(([encoding, ext]) => {
        const data = contents.get(`${file}${ext}`);
        return data ? [[encoding, data]] : [];
      }),
    );
    files.set(urlPath, buildFile(file, urlPath, body, siblings));
  }

  const notFoundPage = files.get(notFoundPaths.any);
  const serviceNotFoundPage = files.get(notFoundPaths.service);
  // Served only as the body of a 404, never as a 200 at their own address.
  files.delete(notFoundPaths.any);
  files.delete(notFoundPaths.service);
  const home = contents.get('index.html')?.toString('utf8') ?? '';
  return {
    files,
    notFoundPage,
    serviceNotFoundPage,
    headStyles: (home.match(/<style>[\s\S]*?<\/style>/g) ?? []).join(''),
    cspSources: await readCspSources(dir),
  };
}

/** The accepted encoding with the highest q among those available, brotli on ties; q=0 and * honoured. */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: Encoding[],
): Encoding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}

function representationFor(file: StaticFile, request: FastifyRequest): Representation {
  const encoding = negotiateEncoding(request.headers['accept-encoding'], file.encodings);
  return (encoding && file[encoding]) || file.identity;
}

function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends the not-found page of the path's section with a real 404 status. */
export function sendNotFoundPage(
  site: StaticSite,
  path: string,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const page = (path.startsWith('/services/') && site.serviceNotFoundPage) || site.notFoundPage;
  if (!page) return false;
  const representation = representationFor(page, request);
  reply.code(404).headers(representation.headers).send(representation.body);
  return true;
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Serves the prerendered build from memory: pages at their paths without trailing slash,
 * hashed assets immutable, everything else revalidated by ETag, precompressed siblings by
 * Accept-Encoding. GET only (Fastify derives HEAD).
 */
export const siteRoutes: FastifyPluginAsync<{ site: StaticSite }> = async (fastify, { site }) => {
  fastify.get('/*', (request, reply) => {
    const { url } = request;
    const queryAt = url.includes('?') ? url.indexOf('?') : url.length;
    const rawPath = url.slice(0, queryAt);
    if (rawPath.startsWith('/api/')) return reply.callNotFound();
    const path = decodePath(rawPath);
    const file = site.files.get(path);
    if (file) {
      const representation = representationFor(file, request);
      if (isFresh(request.headers['if-none-match'], representation.etag)) {
        const { etag, 'cache-control': cacheControl, vary } = representation.headers;
        reply.code(304).header('etag', etag).header('cache-control', cacheControl);
        if (vary) reply.header('vary', vary);
        return reply.send();
      }
      return reply.headers(representation.headers).send(representation.body);
    }
    const withoutSlash = rawPath.slice(0, -1);
    if (rawPath.length > 1 && rawPath.endsWith('/') && site.files.has(decodePath(withoutSlash))) {
      return reply.redirect(`${withoutSlash}${url.slice(queryAt)}`, 301);
    }
    if (!sendNotFoundPage(site, path, request, reply)) reply.callNotFound();
    return reply;
  });
};
