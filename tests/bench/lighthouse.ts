import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { onCleanup } from './cleanup';
import { median } from './median';

/** Category scores 0–100; timings in ms; CLS unitless. */
export interface LighthouseMetrics {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

export interface LighthouseSummary {
  median: LighthouseMetrics;
  runs: LighthouseMetrics[];
  /** runtime errors of failed runs and warnings of the others, each once */
  problems: string[];
  /** audits that cost points in accessibility, best practices or SEO, as "category: audit id" */
  failedAudits: string[];
  lighthouseVersion?: string;
  userAgent?: string;
}

const metricKeys: (keyof LighthouseMetrics)[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
];

// This machine has no network beyond loopback: background services would only fail and add noise.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const scoredCategories = ['accessibility', 'best-practices', 'seo'];

/**
 * No config is passed: Lighthouse's default is the mobile form factor with simulated throttling.
 * The full-page screenshot only serves the HTML report and takes seconds per run on this machine.
 */
const flags: Flags = {
  logLevel: 'error',
  onlyCategories: ['performance', ...scoredCategories],
  disableFullPageScreenshot: true,
};

function metricsOf(lhr: Result): LighthouseMetrics {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/** Timings vary from run to run; these are fixable findings, so the bench names them. */
function failedAuditsOf(lhr: Result): string[] {
  return scoredCategories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter(({ id, weight }) => {
        const auditScore = lhr.audits[id]?.score;
        return weight > 0 && typeof auditScore === 'number' && auditScore < 1;
      })
      .map(({ id }) => `${category}: ${id}`),
  );
}

function medianMetrics(runs: LighthouseMetrics[]): LighthouseMetrics {
  return Object.fromEntries(
    metricKeys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as LighthouseMetrics;
}

/**
 * Audits one URL `runs` times in one Chrome; Lighthouse resets storage and cache before each run, so
 * every run is a first visit. A failed run (Lighthouse sometimes loses the trace) is replaced, within
 * twice as many attempts.
 */
export async function auditUrl(url: string, runs: number): Promise<LighthouseSummary> {
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  const chrome = await launch({ chromeFlags, logLevel: 'error', handleSIGINT: false });
  const stopChrome = onCleanup(() => chrome.kill());
  const measured: LighthouseMetrics[] = [];
  const problems = new Set<string>();
  const failedAudits = new Set<string>();
  let lhr: Result | undefined;
  try {
    for (let attempt = 0; measured.length < runs && attempt < runs * 2; attempt += 1) {
      const result = await lighthouse(url, { ...flags, port: chrome.port });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      lhr = result.lhr;
      for (const warning of lhr.runWarnings) problems.add(String(warning));
      if (lhr.runtimeError) {
        problems.add(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        continue;
      }
      measured.push(metricsOf(lhr));
      for (const audit of failedAuditsOf(lhr)) failedAudits.add(audit);
    }
  } finally {
    await stopChrome();
  }
  return {
    median: medianMetrics(measured),
    runs: measured,
    problems: [...problems],
    failedAudits: [...failedAudits],
    lighthouseVersion: lhr?.lighthouseVersion,
    userAgent: lhr?.environment.hostUserAgent,
  };
}
