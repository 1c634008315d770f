/**
 * The bench's navigation section (issue 9): a visitor on a low-end phone moving around the site.
 * Five hops, each as a plain page load (client navigation switched off with `data-page-load` on
 * <html>), as a cold client-side navigation and as a prefetched one (the pointer rested on the
 * link first); then the Event Timing duration of opening the menu and of submitting the empty
 * contact form. Reported, never asserted: timings do not fail the run.
 */
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { pageLoadAttribute } from '../../client/navigation/linkRules';
import { onCleanup } from './cleanup';
import { count, kb } from './format';
import { median } from './median';

/** Lighthouse's slow 4G and mid-tier phone: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower. */
export const phoneProfile = {
  viewport: { width: 412, height: 823 },
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
};

export const navigationTargets = { prefetchedMs: 100, coldMs: 400, interactionMs: 150 };

const hops = [
  { from: '/', to: '/services', link: 'footer a[href="/services"]' },
  {
    from: '/services',
    to: '/services/software-development',
    link: 'main a[href="/services/software-development"]',
  },
  { from: '/services/software-development', to: '/contact', link: 'footer a[href="/contact"]' },
  { from: '/contact', to: '/about', link: 'footer a[href="/about"]' },
  { from: '/about', to: '/privacy', link: 'footer a[href="/privacy"]' },
];

const modes = ['plain', 'cold', 'prefetched'] as const;
type Mode = (typeof modes)[number];

export interface HopResult {
  hop: string;
  /** click to the new page's h1 in the DOM and a frame rendered after it, median of the runs */
  ms: Record<Mode, number | null>;
  /** bytes on the wire (encoded) for the navigation, its prefetch included, median of the runs */
  bytes: Record<Mode, number | null>;
}

export interface NavigationResult {
  runs: number;
  profile: typeof phoneProfile;
  hops: HopResult[];
  /** Event Timing duration (ms), median of the runs; null: under the 16 ms Event Timing reports */
  interactions: { openMenu: number | null; submitEmptyForm: number | null };
}

/**
 * Runs in every document: notes the time of each click and of the first frame after an h1 is
 * added (by the parser on a page load, by client navigation on a swap), in sessionStorage so a
 * page load's new document can report against the old one's click, in epoch milliseconds from
 * each document's own clock; and collects Event Timing entries. Plain JavaScript text: a
 * function would be serialised with whatever helpers the TypeScript loader wrapped it in.
 */
const instrumentDocument = `
  const now = () => String(performance.timeOrigin + performance.now());
  addEventListener('click', () => sessionStorage.setItem('bench:click', now()), true);
  new MutationObserver((records) => {
    const added = records.some((record) =>
      [...record.addedNodes].some(
        (node) => node instanceof Element && (node.matches('h1') || node.querySelector('h1') !== null),
      ),
    );
    if (added) requestAnimationFrame(() => setTimeout(() => sessionStorage.setItem('bench:h1', now())));
  }).observe(document, { childList: true, subtree: true });
  window.benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.benchEvents.push({ duration: entry.duration, interactionId: entry.interactionId || 0 });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** Bytes received and requests in flight, as Chrome's network layer counts them. */
function trackNetwork(session: CDPSession) {
  const inFlight = new Set<string>();
  const state = { bytes: 0, lastActivity: Date.now(), inFlight };
  session.on('Network.requestWillBeSent', ({ requestId }) => {
    inFlight.add(requestId);
    state.lastActivity = Date.now();
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    state.bytes += encodedDataLength;
    state.lastActivity = Date.now();
  });
  session.on('Network.loadingFailed', ({ requestId }) => {
    inFlight.delete(requestId);
    state.lastActivity = Date.now();
  });
  return state;
}

type Network = ReturnType<typeof trackNetwork>;

async function networkQuiet(network: Network, quietMs = 700, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (network.inFlight.size === 0 && Date.now() - network.lastActivity >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function phonePage(
  browser: Browser,
  origin: string,
): Promise<{ page: Page; network: Network }> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: phoneProfile.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  await context.addInitScript({ content: instrumentDocument });
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: phoneProfile.downloadBytesPerSecond,
    uploadThroughput: phoneProfile.uploadBytesPerSecond,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  return { page, network: trackNetwork(session) };
}

async function settledAt(page: Page, network: Network, path: string, plain: boolean) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
  await networkQuiet(network);
  if (plain) {
    await page.evaluate(
      (attribute) => document.documentElement.setAttribute(attribute, ''),
      pageLoadAttribute,
    );
  }
}

async function measureHop(
  page: Page,
  network: Network,
  hop: (typeof hops)[number],
  mode: Mode,
): Promise<{ ms: number; bytes: number }> {
  await page.evaluate(() => {
    sessionStorage.removeItem('bench:click');
    sessionStorage.removeItem('bench:h1');
  });
  const bytesBefore = network.bytes;
  if (mode === 'prefetched') {
    // The pointer rests on the link past the hover delay; the page may already be in (a pointer
    // left over a link as content moved under it prefetches too), which is what prefetch is for.
    await page.hover(hop.link);
    await page.waitForTimeout(150);
    await networkQuiet(network);
  }
  // A click the page's own script dispatches: no pointer movement, so nothing is prefetched by it.
  await page
    .evaluate((selector) => (document.querySelector(selector) as HTMLElement).click(), hop.link)
    .catch(() => undefined);
  await page.waitForURL((url) => url.pathname === hop.to, { timeout: 20_000 });
  const times = await page.waitForFunction(
    () => {
      const click = sessionStorage.getItem('bench:click');
      const painted = sessionStorage.getItem('bench:h1');
      return click && painted ? { click: Number(click), painted: Number(painted) } : null;
    },
    undefined,
    { timeout: 20_000, polling: 50 },
  );
  const { click, painted } = (await times.jsonValue()) as { click: number; painted: number };
  await settledAt(page, network, hop.to, mode === 'plain');
  return { ms: painted - click, bytes: network.bytes - bytesBefore };
}

async function measureJourney(browser: Browser, origin: string, mode: Mode) {
  const { page, network } = await phonePage(browser, origin);
  try {
    await page.goto(hops[0]?.from ?? '/');
    await settledAt(page, network, hops[0]?.from ?? '/', mode === 'plain');
    const results = [];
    for (const hop of hops) results.push(await measureHop(page, network, hop, mode));
    return results;
  } finally {
    await page.context().close();
  }
}

/** The longest Event Timing duration of the interaction `act` causes, or null when under 16 ms. */
async function interactionDuration(page: Page, act: () => Promise<void>): Promise<number | null> {
  await page.evaluate(
    () => ((window as unknown as { benchEvents: unknown[] }).benchEvents.length = 0),
  );
  await act();
  await page.waitForTimeout(1000);
  const durations = await page.evaluate(() =>
    (
      window as unknown as { benchEvents: { duration: number; interactionId: number }[] }
    ).benchEvents
      .filter((event) => event.interactionId > 0)
      .map((event) => event.duration),
  );
  return durations.length > 0 ? Math.max(...durations) : null;
}

async function measureInteractions(browser: Browser, origin: string) {
  const { page, network } = await phonePage(browser, origin);
  try {
    await page.goto('/');
    await networkQuiet(network);
    // The header fetches the drawer when the browser is idle: what a visitor who looks first gets.
    await page.waitForTimeout(2000);
    await networkQuiet(network);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const openMenu = await interactionDuration(page, async () => {
      await menuButton.click();
      await page.getByRole('dialog').waitFor();
    });
    await page.goto('/contact');
    await page.waitForFunction(
      () => document.querySelector('form')?.noValidate === true,
      undefined,
      {
        timeout: 30_000,
      },
    );
    await networkQuiet(network);
    const submitEmptyForm = await interactionDuration(page, async () => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    });
    return { openMenu, submitEmptyForm };
  } finally {
    await page.context().close();
  }
}

export async function measureNavigation(origin: string, runs: number): Promise<NavigationResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const closeBrowser = onCleanup(() => browser.close());
  const samples: Record<Mode, { ms: number; bytes: number }[][]> = {
    plain: [],
    cold: [],
    prefetched: [],
  };
  const interactionSamples: NavigationResult['interactions'][] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const mode of modes) samples[mode].push(await measureJourney(browser, origin, mode));
      interactionSamples.push(await measureInteractions(browser, origin));
    }
  } finally {
    await closeBrowser();
  }
  const hopResults = hops.map((hop, index) => {
    const pick = (mode: Mode, key: 'ms' | 'bytes') =>
      median(samples[mode].map((journey) => journey[index]?.[key] ?? null));
    return {
      hop: `${hop.from} → ${hop.to}`,
      ms: {
        plain: pick('plain', 'ms'),
        cold: pick('cold', 'ms'),
        prefetched: pick('prefetched', 'ms'),
      },
      bytes: {
        plain: pick('plain', 'bytes'),
        cold: pick('cold', 'bytes'),
        prefetched: pick('prefetched', 'bytes'),
      },
    };
  });
  return {
    runs,
    profile: phoneProfile,
    hops: hopResults,
    interactions: {
      openMenu: median(interactionSamples.map((sample) => sample.openMenu)),
      submitEmptyForm: median(interactionSamples.map((sample) => sample.submitEmptyForm)),
    },
  };
}

const modeLabels: Record<Mode, string> = {
  plain: 'page load',
  cold: 'client, cold',
  prefetched: 'client, prefetched',
};

function mark(missed: boolean): string {
  return missed ? '✗' : ' ';
}

function cell(value: number | null, unit: 'ms' | 'KB', target?: number): string {
  if (value === null) return '–'.padStart(9);
  const text = unit === 'ms' ? `${count(value)} ms` : `${kb(value)} KB`;
  return `${text}${mark(target !== undefined && value > target)}`.padStart(10);
}

/** The section as printed: one row per hop, then the interactions and the targets. */
export function navigationLines(result: NavigationResult): string[] {
  const { profile, hops: rows, interactions } = result;
  const targetOf = (mode: Mode) =>
    mode === 'cold'
      ? navigationTargets.coldMs
      : mode === 'prefetched'
        ? navigationTargets.prefetchedMs
        : undefined;
  const width = Math.max(...rows.map((row) => row.hop.length), 4);
  const header = modes.map((mode) => modeLabels[mode].padStart(21)).join(' │');
  const lines = [
    `Navigation · ${profile.viewport.width} px, ${profile.latencyMs} ms RTT, ` +
      `${(profile.downloadBytesPerSecond * 8) / 1e6} Mbit/s, CPU ${profile.cpuSlowdown}x slower · ` +
      `click to the new h1 on screen, bytes per navigation · median of ${result.runs}`,
    `${'hop'.padEnd(width)} │${header}`,
    ...rows.map(
      (row) =>
        `${row.hop.padEnd(width)} │` +
        modes
          .map(
            (mode) => `${cell(row.ms[mode], 'ms', targetOf(mode))}${cell(row.bytes[mode], 'KB')}`,
          )
          .join(' │'),
    ),
    '',
    `Interactions (Event Timing duration, CPU ${profile.cpuSlowdown}x slower; – is under 16 ms):` +
      ` open the menu ${cell(interactions.openMenu, 'ms', navigationTargets.interactionMs).trim()},` +
      ` submit the empty contact form ${cell(interactions.submitEmptyForm, 'ms', navigationTargets.interactionMs).trim()}`,
  ];
  const worst = (mode: Mode) => Math.max(...rows.map((row) => row.ms[mode] ?? Infinity));
  const interactionWorst = Math.max(interactions.openMenu ?? 0, interactions.submitEmptyForm ?? 0);
  const target = (missed: boolean, label: string, value: string) =>
    `  ${missed ? '✗' : '✓'} ${label}: ${value}`;
  lines.push(
    '',
    'Navigation targets (informational, never fail the run):',
    target(
      worst('prefetched') > navigationTargets.prefetchedMs,
      `prefetched ≤ ${navigationTargets.prefetchedMs} ms on every hop`,
      `worst ${count(worst('prefetched'))} ms`,
    ),
    target(
      worst('cold') > navigationTargets.coldMs,
      `cold ≤ ${navigationTargets.coldMs} ms on every hop`,
      `worst ${count(worst('cold'))} ms`,
    ),
    target(
      interactionWorst > navigationTargets.interactionMs,
      `interactions ≤ ${navigationTargets.interactionMs} ms`,
      `worst ${interactionWorst === 0 ? 'under 16' : count(interactionWorst)} ms`,
    ),
  );
  return lines;
}
