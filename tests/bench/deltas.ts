import { signed, signedBytes } from './format';
import type { LighthouseMetrics } from './lighthouse';
import type { BenchResult, RouteResult } from './results';

interface Compared {
  label: string;
  value(route: RouteResult): number | null | undefined;
  show(delta: number): string;
}

const byRoute: Compared[] = [
  { label: 'JS gz', value: (route) => route.bytes.js.gzip, show: signedBytes },
  { label: 'CSS gz', value: (route) => route.bytes.css.gzip, show: signedBytes },
  { label: 'HTML gz', value: (route) => route.bytes.html.gzip, show: signedBytes },
  ...(
    [
      ['perf', 'performance', ''],
      ['a11y', 'accessibility', ''],
      ['bp', 'bestPractices', ''],
      ['seo', 'seo', ''],
      ['FCP', 'fcpMs', ' ms'],
      ['LCP', 'lcpMs', ' ms'],
      ['TBT', 'tbtMs', ' ms'],
    ] as [string, keyof LighthouseMetrics, string][]
  ).map(([label, metric, unit]) => ({
    label,
    value: (route: RouteResult) => route.lighthouse?.median[metric],
    show: (delta: number) => signed(delta, unit),
  })),
  {
    label: 'CLS',
    value: (route) => route.lighthouse?.median.cls,
    show: (delta) => `${delta > 0 ? '+' : '−'}${Math.abs(delta).toFixed(3)}`,
  },
];

const load: { label: string; value(result: BenchResult): number; unit: string }[] = [
  { label: 'home', value: (result) => result.load.home.requestsPerSecond, unit: ' req/s' },
  { label: 'home p99', value: (result) => result.load.home.p99Ms, unit: ' ms' },
  {
    label: 'send-email',
    value: (result) => result.load.sendEmail.requestsPerSecond,
    unit: ' req/s',
  },
  { label: 'send-email p99', value: (result) => result.load.sendEmail.p99Ms, unit: ' ms' },
];

/** Shown only when the change survives the rounding it is printed with. */
function changes<T>(
  items: { label: string; value(of: T): number | null | undefined; show(delta: number): string }[],
  now: T,
  before: T,
): string {
  return items
    .flatMap((item) => {
      const [current, previous] = [item.value(now), item.value(before)];
      if (typeof current !== 'number' || typeof previous !== 'number') return [];
      const shown = item.show(current - previous);
      return /[1-9]/.test(shown) ? [`${item.label} ${shown}`] : [];
    })
    .join(' · ');
}

/** What moved since the previous run; routes either run did not measure are left out. */
export function deltaLines(result: BenchResult, previous: BenchResult): string[] {
  const width = Math.max('load'.length, ...result.routes.map((route) => route.path.length));
  const lines: string[] = [];
  for (const route of result.routes) {
    const before = previous.routes.find((candidate) => candidate.path === route.path);
    const moved = before && changes(byRoute, route, before);
    if (moved) lines.push(`  ${route.path.padEnd(width)}  ${moved}`);
  }
  const loadMoved = changes(
    load.map((item) => ({ ...item, show: (delta: number) => signed(delta, item.unit) })),
    result,
    previous,
  );
  if (loadMoved) lines.push(`  ${'load'.padEnd(width)}  ${loadMoved}`);
  const dirty = previous.dirty ? ' with uncommitted changes' : '';
  return [
    `Compared with the previous run (${previous.commit}${dirty}, ${previous.timestamp}):`,
    ...(lines.length > 0 ? lines : ['  no change']),
  ];
}
