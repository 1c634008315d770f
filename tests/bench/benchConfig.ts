/** What the bench measures and against which targets (issue 4); env overrides make a quick run possible. */

const siteRoutes = [
  '/',
  '/about',
  '/services',
  '/services/software-development',
  '/services/cloud-consulting',
  '/services/erp-implementation',
  '/services/project-management',
  '/contact',
  '/privacy',
] as const;

/** Besides these, every Lighthouse category should score 100. */
export const targets = {
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  homeRequestsPerSecond: 5000,
  /** strictly below */
  homeP99Ms: 50,
};

export const loadPlan = {
  home: { seconds: 10, connections: 100 },
  sendEmail: { seconds: 5, connections: 20 },
  /** how long delivery of every accepted message may take after the load stops */
  deliveryTimeoutMs: 90_000,
};

const sections = ['navigation', 'insight', 'console', 'scale', 'jobs'] as const;

export interface BenchSettings {
  routes: string[];
  lighthouseRuns: number;
  /** reuse the build in dist/ when iterating on the bench itself */
  skipBuild: boolean;
  /** runs of the navigation section (hops and menu taps) */
  navigationRuns: number;
  /**
   * BENCH_ONLY, one section alone: `navigation` (hops and menu taps), `insight` (the beacon's),
   * `console` (the leads list at 100,000 leads), `scale` (the operations at a million leads),
   * `jobs` (leads accepted and delivered and beacons taken, beside the commit before the job table)
   */
  only: (typeof sections)[number] | undefined;
  /** BENCH_SCALE_LEADS: the leads the scale section seeds (a million) */
  scaleLeads: number;
}

export function benchSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const routes = env.BENCH_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean) ?? [...siteRoutes];
  const badRoute = routes.find((route) => !route.startsWith('/'));
  if (badRoute || routes.length === 0) {
    throw new Error(`BENCH_ROUTES must be a comma list of paths like /,/about (got "${badRoute}")`);
  }
  const lighthouseRuns = Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 0) {
    throw new Error('BENCH_LIGHTHOUSE_RUNS must be a whole number (0 skips Lighthouse)');
  }
  const navigationRuns = Number(env.BENCH_NAV_RUNS ?? 3);
  if (!Number.isInteger(navigationRuns) || navigationRuns < 1) {
    throw new Error('BENCH_NAV_RUNS must be a whole number of at least 1');
  }
  const only = sections.find((section) => section === env.BENCH_ONLY);
  if (env.BENCH_ONLY !== undefined && only === undefined) {
    throw new Error(
      `BENCH_ONLY may only be one of ${sections.join(', ')} (got "${env.BENCH_ONLY}")`,
    );
  }
  const scaleLeads = Number(env.BENCH_SCALE_LEADS ?? 1_000_000);
  if (!Number.isInteger(scaleLeads) || scaleLeads < 100) {
    throw new Error('BENCH_SCALE_LEADS must be a whole number of at least 100');
  }
  return {
    routes,
    lighthouseRuns,
    skipBuild: env.BENCH_SKIP_BUILD === '1',
    navigationRuns,
    only,
    scaleLeads,
  };
}
