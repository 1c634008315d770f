/**
 * `npm run bench` (issue 4): builds, serves the production build against an SMTP sink, and reports per
 * route the bytes a first visit downloads and the median Lighthouse (mobile) result, then load-tests the
 * home page and the contact relay. Timings are informational; only an accepted-but-undelivered
 * message (or a bench that cannot measure) fails the run.
 *
 * Quicker runs: BENCH_ROUTES=/,/contact  BENCH_LIGHTHOUSE_RUNS=1 (0 skips Lighthouse)  BENCH_SKIP_BUILD=1
 * BENCH_NAV_RUNS=1 (runs of the navigation section, 3 by default)  BENCH_ONLY=navigation (only the
 * navigation section, hops and menu, written to bench-results/navigation-<time>.json and left out of
 * latest.json, which the next full run compares with)  BENCH_ONLY=insight (the beacon's section alone)
 * BENCH_ONLY=console (the console's leads list at 100,000 leads alone)  BENCH_INSIGHT_ROWS=1000000
 * (the insight store's raw rows at scale, 10 million by default)
 * BENCH_ONLY=scale (operations at a million leads alone, written to bench-results/scale-<time>.json)
 * BENCH_ONLY=jobs (leads and beacons a second beside 7210fac, the commit before the job table, or
 * beside BENCH_JOBS_BASE, any commit)
 * BENCH_SCALE_LEADS=20000 (fewer leads for the scale section)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchSettings } from './benchConfig';
import { buildSite } from './build';
import { measureRouteBytes } from './bytes';
import { cleanUpOnSignals, onCleanup, runCleanup } from './cleanup';
import { count } from './format';
import { deltaLines } from './deltas';
import { auditUrl } from './lighthouse';
import { consoleListLines, measureConsoleList } from './consoleList';
import { insightLines, measureInsightLoad } from './insightLoad';
import { insightScaleLines, measureInsightScale } from './insightScale';
import { loadHome, loadSendEmail } from './load';
import { measureNavigation, navigationLines } from './navigation';
import { everyAcceptedDelivered, loadLines } from './loadReport';
import { serverFootprintLines } from './serverFootprint';
import { startProductionServer } from './productionServer';
import {
  commitInfo,
  machineInfo,
  readLatest,
  writeSectionResult,
  writeResult,
  type BenchResult,
  type RouteResult,
} from './results';
import { startSmtpCounter } from './smtpCounter';
import { measureScreenCost, screenCostLines } from './screenCost';
import { compareWithJobsBaseline, jobsBaselineLines } from './jobsBaseline';
import { compareStores, storeLines } from './storeLoad';
import { compareWebhookLoad, webhookLines } from './webhookLoad';
import { measureScale, scaleLines } from './scaleLoad';
import { routeTable } from './table';
import { targetLines } from './targets';

async function measureRoutes(
  origin: string,
  routes: string[],
  lighthouseRuns: number,
): Promise<RouteResult[]> {
  const measured: RouteResult[] = [];
  for (const path of routes) {
    const bytes = await measureRouteBytes(origin, path);
    if (lighthouseRuns === 0) {
      measured.push({ path, bytes });
      continue;
    }
    const started = performance.now();
    const lighthouse = await auditUrl(new URL(path, origin).href, lighthouseRuns);
    const { performance: perf, accessibility, bestPractices, seo } = lighthouse.median;
    const took = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `lighthouse ${path}: ${[perf, accessibility, bestPractices, seo].join(' / ')}` +
        ` (${lighthouse.runs.length} of ${runsLabel(lighthouseRuns)}, ${took} s)`,
    );
    for (const problem of lighthouse.problems) console.log(`  ! ${problem}`);
    if (lighthouse.failedAudits.length > 0) {
      console.log(`  failed audits: ${lighthouse.failedAudits.join(', ')}`);
    }
    measured.push({ path, bytes, lighthouse });
  }
  return measured;
}

function runsLabel(runs: number): string {
  return runs === 1 ? '1 run' : `${runs} runs`;
}

async function bench(): Promise<boolean> {
  const settings = benchSettings();
  if (settings.only === 'console') {
    console.log(consoleListLines(await measureConsoleList()).join('\n'));
    return true;
  }
  if (!settings.skipBuild) await buildSite();
  console.log((await serverFootprintLines()).join('\n'));

  const workDir = await mkdtemp(join(tmpdir(), 'bench-'));
  onCleanup(() => rm(workDir, { recursive: true, force: true }));
  const sink = await startSmtpCounter();
  if (settings.only === 'insight') {
    console.log('insight: beacon bytes, POST /api/beacon, leads with and without a beacon flood …');
    const insight = await measureInsightLoad(workDir, sink);
    console.log(['', ...insightLines(insight)].join('\n'));
    console.log('insight: roll-up, report and retention at scale, and a day of flood …');
    const scale = await measureInsightScale(workDir);
    console.log(['', ...insightScaleLines(scale)].join('\n'));
    return insight.accepted === insight.delivered;
  }
  if (settings.only === 'jobs') {
    console.log(
      'jobs: leads accepted and delivered, beacons taken, beside the commit before the job table …',
    );
    const jobs = await compareWithJobsBaseline(workDir, sink);
    console.log(['', ...jobsBaselineLines(jobs)].join('\n'));
    return jobs.accepted === jobs.delivered;
  }
  if (settings.only === 'scale') {
    const scale = await measureScale(workDir, sink, settings.scaleLeads);
    const file = await writeSectionResult('scale', {
      ...commitInfo(),
      machine: machineInfo(),
      scale,
    });
    console.log(['', ...scaleLines(scale), '', `written to ${file}`].join('\n'));
    return true;
  }
  const server = await startProductionServer({
    smtpUrl: sink.url,
    dataDir: join(workDir, 'data'),
    logFile: join(workDir, 'server.log'),
  });
  console.log(`serving the build at ${server.origin}, mail to ${sink.url}`);

  const routes =
    settings.only === 'navigation'
      ? []
      : await measureRoutes(server.origin, settings.routes, settings.lighthouseRuns);
  console.log('navigation: five hops as page loads, cold and prefetched …');
  const navigation = await measureNavigation(server.origin, settings.navigationRuns);
  if (settings.only === 'navigation') {
    const file = await writeSectionResult('navigation', {
      ...commitInfo(),
      machine: machineInfo(),
      navigation,
    });
    console.log(['', ...navigationLines(navigation), '', `written to ${file}`].join('\n'));
    return true;
  }
  console.log('load: GET / …');
  const home = await loadHome(server.origin);
  console.log('load: POST /api/send-email …');
  const sendEmail = await loadSendEmail(server.origin, sink);
  console.log('spam screen: cost per message …');
  const screenCost = await measureScreenCost();

  console.log('load: POST /api/send-email with the CRM webhook off and on, in turns …');
  const webhook = await compareWebhookLoad(workDir, sink);
  console.log('load: POST /api/send-email on the file outbox, SQLite and PostgreSQL, in turns …');
  const stores = await compareStores(workDir, sink);
  console.log('insight: POST /api/beacon, and leads with and without a beacon flood, in turns …');
  const insight = await measureInsightLoad(workDir, sink);
  console.log("console: the leads list's first page and a search at 100,000 leads …");
  const consoleList = await measureConsoleList();
  console.log('insight: roll-up, report and retention at scale, and a day of flood …');
  const insightScale = await measureInsightScale(workDir);
  console.log(`scale: ${count(settings.scaleLeads)} leads, the operator's reads and a purge …`);
  const scale = await measureScale(workDir, sink, settings.scaleLeads);

  const result: BenchResult & {
    navigation: typeof navigation;
    screenCost: typeof screenCost;
    webhook: typeof webhook;
    stores: typeof stores;
    insight: typeof insight;
    consoleList: typeof consoleList;
    insightScale: typeof insightScale;
    scale: typeof scale;
  } = {
    timestamp: new Date().toISOString(),
    ...commitInfo(),
    machine: machineInfo(),
    lighthouseRuns: settings.lighthouseRuns,
    routes,
    load: { home, sendEmail },
    navigation,
    screenCost,
    webhook,
    stores,
    insight,
    consoleList,
    insightScale,
    scale,
  };
  const previous = await readLatest();
  const file = await writeResult(result);

  const audited = settings.lighthouseRuns > 0;
  console.log(
    `\n${result.commit}${result.dirty ? ' (uncommitted changes)' : ''} · first-visit bytes` +
      (audited ? ` · Lighthouse mobile, median of ${runsLabel(settings.lighthouseRuns)}` : '') +
      ` · ✗ after a value: it misses its target\n`,
  );
  console.log(routeTable(result));
  console.log(['', ...loadLines(result), '', ...targetLines(result)].join('\n'));
  console.log(['', ...screenCostLines(screenCost)].join('\n'));
  console.log(['', ...webhookLines(webhook)].join('\n'));
  console.log(['', ...storeLines(stores)].join('\n'));
  console.log(['', ...insightLines(insight)].join('\n'));
  console.log(['', ...consoleListLines(consoleList)].join('\n'));
  console.log(['', ...insightScaleLines(insightScale)].join('\n'));
  console.log(['', ...scaleLines(scale)].join('\n'));
  console.log(['', ...navigationLines(navigation)].join('\n'));
  if (previous) console.log(['', ...deltaLines(result, previous)].join('\n'));
  console.log(`\nwritten to ${file} and bench-results/latest.json`);

  const unaudited = routes.filter((route) => audited && route.lighthouse?.runs.length === 0);
  for (const route of unaudited) console.log(`FAIL Lighthouse could not audit ${route.path}`);
  return (
    everyAcceptedDelivered(sendEmail) &&
    webhook.accepted === webhook.delivered &&
    stores.accepted === stores.delivered &&
    insight.accepted === insight.delivered &&
    unaudited.length === 0
  );
}

cleanUpOnSignals();
let passed = false;
try {
  passed = await bench();
} catch (error) {
  console.error('bench failed:', error);
} finally {
  await runCleanup();
}
// Lighthouse and autocannon may leave timers behind; the run is over.
process.exit(passed ? 0 : 1);
