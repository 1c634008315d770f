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

export interface BenchSettings {
  routes: string[];
  lighthouseRuns: number;
  /** reuse the build in dist/ when iterating on the bench itself */
  skipBuild: boolean;
  /** runs of the navigation section (hops and menu taps) */
  navigationRuns: number;
  /** BENCH_ONLY=navigation: nothing but the navigation section */
  navigationOnly: boolean;
  /** BENCH_ONLY=insight: the beacon's section alone */
  insightOnly: boolean;
  /** BENCH_ONLY=console: the console's leads list at 100,000 leads alone */
  consoleOnly: boolean;
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
  if (
    env.BENCH_ONLY !== undefined &&
    !['navigation', 'insight', 'console'].includes(env.BENCH_ONLY)
  ) {
    throw new Error(
      `BENCH_ONLY may only be "navigation", "insight" or "console" (got "${env.BENCH_ONLY}")`,
    );
  }
  return {
    routes,
    lighthouseRuns,
    skipBuild: env.BENCH_SKIP_BUILD === '1',
    navigationRuns,
    navigationOnly: env.BENCH_ONLY === 'navigation',
    insightOnly: env.BENCH_ONLY === 'insight',
    consoleOnly: env.BENCH_ONLY === 'console',
  };
}
