/**
 * Byte budgets of the production build (issue 4). Bytes are deterministic, so they may fail the
 * run; timings are only reported by `npm run bench`. Needs `npm run build` first (npm test does it).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  chunkFiles,
  entryKey,
  readViteManifest,
  staticClosure,
} from '../../server/prerender/viteManifest';
import { linkPageUrl } from '../../client/navigation/linkRules';
import { contentUrl, sitePagesId } from '../../client/navigation/pageContent';
import { firstVisitAssets, type FirstVisitAssets } from '../bench/bytes';

const clientDir = join(import.meta.dirname, '../../dist/client');
const KB = 1024;

const pages = {
  '/': 'index.html',
  '/about': 'about/index.html',
  '/services': 'services/index.html',
  '/services/software-development': 'services/software-development/index.html',
  '/contact': 'contact/index.html',
  '/privacy': 'privacy/index.html',
  '/404': '404/index.html',
} as const;

function gzipBytes(file: string): number {
  return gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
}

function initialAssets(htmlFile: string): FirstVisitAssets {
  return firstVisitAssets(readFileSync(join(clientDir, htmlFile), 'utf8'));
}

const total = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(file), 0);

/**
 * Every script a page loads without interaction: the entry and its chunks, the page's lazy
 * islands (the contact form) and the drawer, which the header fetches when the browser is idle
 * on narrow screens. Before client-side navigation (commit 9312c4d) that weighed 90,803 bytes,
 * 112,765 on /contact; navigation may add at most 4 KB to it.
 */
/** The contact form's own: fetching a fresh form token and naming the consent wording it shows. */
const contactFormFrontDoor = 1 * KB;
const scriptsBeforeNavigation = { page: 90_803, contact: 112_765 + contactFormFrontDoor };
const navigationAllowance = 4 * KB;
/**
 * What the entry gains to load the beacon once idle (issue 27): the GPC/DNT check and the dynamic
 * import, 114 bytes measured.
 */
const beaconLoader = 128;
/**
 * Where each lead came from (issue 27): the entry loads the visit's capture once the browser is
 * idle (76 bytes), and the form sends it and keeps the no-JS hidden field (71 more on /contact).
 * The capture itself loads after that, outside this count, within its own budget below.
 */
const attributionAllowance = { page: 128, contact: 256 };
const attributionCapture = 1 * KB;

/**
 * What one page view may fetch ahead for the links it shows (client/navigation/prefetch.ts): the
 * content of every page it links to, were the visitor to scroll past every link. /services links
 * to the most, 24 KB; the eleven pages weigh 29 KB together, and a new service adds about 2.5 KB.
 */
const prefetchPerPageView = 32 * KB;

/** The content files of the pages `htmlFile` links to, as client navigation would fetch them. */
function linkedContentFiles(path: string, htmlFile: string): string[] {
  const html = readFileSync(join(clientDir, htmlFile), 'utf8');
  const page = new URL(path, 'https://site.test');
  const list = new RegExp(`id="${sitePagesId}"[^>]*>([^<]*)<`).exec(html)?.[1];
  const pages = new Set(JSON.parse(list ?? '[]') as string[]);
  const files = new Set<string>();
  for (const [tag, href] of html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>/g)) {
    const link = {
      href: new URL(href as string, page).href,
      target: /\starget="([^"]*)"/.exec(tag)?.[1] ?? '',
      hasAttribute: (name: string) => new RegExp(`\\s${name}[\\s=>]`).test(tag),
      closest: () => null,
    };
    const url = linkPageUrl(link, page);
    if (url && url.pathname !== page.pathname) files.add(contentUrl(url, pages).slice(1));
  }
  return [...files];
}

/**
 * The beacon (issue 27) and web-vitals, fetched once the page is idle: the aim was 3 KB, but
 * web-vitals' LCP, INP, CLS and TTFB alone weigh about 3.6 KB in this build (its class fields are
 * compiled down for Safari 14), the beacon itself about 0.7 KB.
 */
const beaconAndVitals = 4.5 * KB;

/** The chunks a lazily imported module brings beyond what the entry already loaded. */
function lazyOnlyFiles(module: string): string[] {
  const manifest = readViteManifest(clientDir);
  const entry = new Set(chunkFiles(manifest, staticClosure(manifest, entryKey(manifest))));
  return chunkFiles(manifest, staticClosure(manifest, module)).filter((file) => !entry.has(file));
}

describe('bundle budgets (gzip -9)', () => {
  it('has a production build to measure', () => {
    expect(existsSync(join(clientDir, 'index.html')), 'run `npm run build` first').toBe(true);
  });

  it.each(Object.entries(pages))(
    '%s loads its scripts, the idle-loaded drawer included, within budget',
    (path, htmlFile) => {
      const page = path === '/contact' ? 'contact' : 'page';
      const before = scriptsBeforeNavigation[page] + attributionAllowance[page];
      const { scripts } = initialAssets(htmlFile);
      expect(scripts[0], 'the entry comes first').toMatch(/^\/assets\/index-.*\.js$/);
      const drawer = lazyOnlyFiles('components/layout/MobileDrawer.tsx');
      const loaded = [...new Set([...scripts, ...drawer])];
      expect(total(loaded)).toBeLessThanOrEqual(before + navigationAllowance + beaconLoader);
    },
  );

  it.each(Object.entries(pages))(
    '%s is reached client-side with at most 8 KB of content, a fraction of its HTML',
    (_path, htmlFile) => {
      const content = htmlFile.replace(/\.html$/, '.json');
      expect(gzipBytes(content)).toBeLessThanOrEqual(8 * KB);
      expect(gzipBytes(content)).toBeLessThan(gzipBytes(htmlFile) / 2);
    },
  );

  it.each(Object.entries(pages))(
    '%s prefetches at most 32 KB of content for the links it shows',
    (path, htmlFile) => {
      const files = linkedContentFiles(path, htmlFile);
      expect(files.length).toBeGreaterThan(3);
      expect(total(files)).toBeLessThanOrEqual(prefetchPerPageView);
    },
  );

  it.each(Object.entries(pages))('%s inlines at most 8 KB of CSS', (_path, htmlFile) => {
    const { inlineCss } = initialAssets(htmlFile);
    expect(inlineCss).toContain('@font-face');
    expect(gzipSync(inlineCss, { level: 9 }).length).toBeLessThanOrEqual(8 * KB);
  });

  it.each(Object.entries(pages))(
    '%s has no render-blocking script or stylesheet',
    (_path, htmlFile) => {
      expect(initialAssets(htmlFile).renderBlocking).toEqual([]);
    },
  );

  it('preloads one font, the Inter subset, of at most 24 KB', () => {
    const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
    const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)];
    expect(fonts).toHaveLength(1);
    const font = readFileSync(join(clientDir, (fonts[0] as RegExpExecArray)[1] as string));
    expect(font.length).toBeLessThanOrEqual(24 * KB);
  });

  it('keeps the contact form code (react-hook-form, zod, sonner) off pages without the form', () => {
    const formOnly = lazyOnlyFiles('features/contact/ContactForm.tsx');
    expect(formOnly.length).toBeGreaterThan(0);
    for (const [path, htmlFile] of Object.entries(pages)) {
      const { scripts } = initialAssets(htmlFile);
      const leaked = formOnly.filter((file) => scripts.includes(file));
      expect(leaked, path).toEqual(path === '/contact' ? formOnly : []);
    }
  });

  it('fetches the beacon and web-vitals only once the page is idle, within 4.5 KB', () => {
    const beacon = lazyOnlyFiles('features/insight/beacon.ts');
    expect(beacon.length).toBeGreaterThan(0);
    for (const htmlFile of Object.values(pages)) {
      const { scripts } = initialAssets(htmlFile);
      expect(beacon.filter((file) => scripts.includes(file))).toEqual([]);
    }
    expect(total(beacon)).toBeLessThanOrEqual(beaconAndVitals);
  });

  it('loads the visit’s attribution capture only once the browser is idle, within 1 KB', () => {
    const capture = lazyOnlyFiles('features/attribution/visitAttribution.ts');
    expect(capture.length).toBeGreaterThan(0);
    expect(total(capture)).toBeLessThanOrEqual(attributionCapture);
    for (const htmlFile of Object.values(pages)) {
      const { scripts } = initialAssets(htmlFile);
      expect(capture.filter((file) => scripts.includes(file))).toEqual([]);
    }
  });

  it('fetches the drawer (Headless UI) only when it is opened or the browser is idle', () => {
    const drawer = lazyOnlyFiles('components/layout/MobileDrawer.tsx');
    expect(drawer.length).toBeGreaterThan(0);
    for (const htmlFile of Object.values(pages)) {
      const { scripts } = initialAssets(htmlFile);
      expect(drawer.filter((file) => scripts.includes(file))).toEqual([]);
    }
  });
});

const consoleDir = join(import.meta.dirname, '../../dist/console');

/** The files under `dir`, relative to it. */
function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path, base) : [relative(base, path)];
  });
}

const consoleGzip = (file: string) =>
  gzipSync(readFileSync(join(consoleDir, file)), { level: 9 }).length;

/**
 * The console (issue 35), its own entry. Measured at its first build: the inbox's first load
 * (React, wouter, sonner, the passkey ceremonies, the inbox and its stylesheet) 92.1 KB; every
 * view's chunk and Headless UI's dialog together 120.5 KB. Each budget leaves a little headroom.
 */
const consoleFirstLoad = 100 * KB;
const consoleEverything = 128 * KB;

describe('the console’s own budget, apart from the public site', () => {
  it('has a console build to measure', () => {
    expect(existsSync(join(consoleDir, 'index.html')), 'run `npm run build` first').toBe(true);
  });

  it('loads the inbox’s scripts and stylesheet within its budget', () => {
    const html = readFileSync(join(consoleDir, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1] as string,
    );
    expect(assets.some((file) => file.endsWith('.js'))).toBe(true);
    expect(assets.reduce((sum, file) => sum + consoleGzip(file), 0)).toBeLessThanOrEqual(
      consoleFirstLoad,
    );
  });

  it('weighs within its budget with every view loaded', () => {
    const code = filesUnder(join(consoleDir, 'assets')).filter((file) => /\.(js|css)$/.test(file));
    const weight = code.reduce((sum, file) => sum + consoleGzip(join('assets', file)), 0);
    expect(weight).toBeLessThanOrEqual(consoleEverything);
  });

  it('puts no byte of itself in the public build', () => {
    const manifest = readViteManifest(clientDir);
    expect(Object.keys(manifest).filter((key) => key.includes('console/'))).toEqual([]);
    const leaked = filesUnder(clientDir).filter((file) =>
      /console\/(api|assets)/.test(readFileSync(join(clientDir, file), 'latin1')),
    );
    expect(leaked).toEqual([]);
  });
});
