import { setImmediate as nextTurn } from 'node:timers/promises';
import { attributionSchema, sourceOf } from '../../client/features/attribution/attribution';
import type { InsightReport, Ranked, Rating } from '../../client/console/api/types';
import { parseJsonAs } from '../parseJson';
import type { Store } from '../store/store';
import {
  dateOf,
  dayOf,
  rolledDays,
  startOf,
  totalsOfDay,
  vitalMeasure,
  vitalNames,
  type DailyTotal,
  type DayRange,
  type VitalName,
} from './dailyTotals';

/** The console's /insight answer, defined with the console's other answers. */
export type { InsightReport };

/** A value and how many samples it stands for: 1 for a raw beacon, a day's count for its p75. */
type Weighted = { value: number; weight: number };

/** The nearest-rank percentile (0.75 for p75) of weighted values; undefined for none. */
function percentile(samples: Weighted[], rank: number): number | undefined {
  const sorted = [...samples].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, sample) => sum + sample.weight, 0);
  let seen = 0;
  for (const sample of sorted) {
    seen += sample.weight;
    if (seen >= rank * total) return sample.value;
  }
  return undefined;
}

/**
 * Google's thresholds (web.dev/articles/vitals): at or under the first is good, over the second
 * poor. Milliseconds, CLS unitless.
 */
const thresholds: Record<VitalName, [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  ttfb: [800, 1800],
};

function ratingOf(name: VitalName, value: number): Rating {
  const [good, poor] = thresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs improvement' : 'poor';
}

const byCount = (counts: Map<string, number>): Ranked[] =>
  [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

/** The leads received in these days, a day at a time: the funnel's last steps, and their sources. */
async function leadFunnel(store: Store, { from, to }: DayRange) {
  const funnel = { sent: 0, delivered: 0, held: 0 };
  const bySource = new Map<string, number>();
  for (let day = from; day <= to; day += 1) {
    const leads = await store.db
      .selectFrom('leads')
      .leftJoin('jobs', (join) =>
        join.onRef('jobs.key', '=', 'leads.id').on('jobs.task', '=', 'email'),
      )
      .select(['leads.status', 'leads.attribution', 'jobs.state'])
      .where('leads.received_at', '>=', startOf(day))
      .where('leads.received_at', '<', startOf(day + 1))
      .execute();
    for (const lead of leads) {
      if (lead.status !== 'taken') {
        funnel.held += 1;
        continue;
      }
      funnel.sent += 1;
      if (lead.state === 'done') funnel.delivered += 1;
      const source = sourceOf(parseJsonAs(attributionSchema, lead.attribution));
      bySource.set(source, (bySource.get(source) ?? 0) + 1);
    }
    await nextTurn();
  }
  return { funnel, bySource: byCount(bySource) };
}

/**
 * The totals of every day of the range: a rolled-up day's as stored, any other day's (today's,
 * or one the roll-up has not reached) counted from its raw rows a batch at a time.
 */
async function totalsOf(store: Store, range: DayRange): Promise<DailyTotal[]> {
  const rolled = await rolledDays(store, range);
  const totals: DailyTotal[] = [];
  for (let day = range.from; day <= range.to; day += 1) {
    if (rolled.has(day)) {
      const rows = await store.db
        .selectFrom('insight_daily')
        .selectAll()
        .where('day', '=', day)
        .execute();
      for (const row of rows) totals.push({ ...row, value: Number(row.value) });
    } else totals.push(...(await totalsOfDay(store, day)));
    await nextTurn();
  }
  return totals;
}

/** Each page's p75 per vital over the days: a day's p75 stands for its samples. */
function vitalsOf(totals: DailyTotal[]): InsightReport['vitals'] {
  const samplesOf = new Map<string, number>();
  for (const total of totals) {
    samplesOf.set(`${total.day} ${total.measure} ${total.key}`, total.value);
  }
  const perPage = new Map<string, Partial<Record<VitalName, Weighted[]>>>();
  for (const total of totals) {
    const name = vitalNames.find((vital) => total.measure === vitalMeasure(vital, 'p75'));
    if (name === undefined) continue;
    const weight = samplesOf.get(`${total.day} ${vitalMeasure(name, 'samples')} ${total.key}`) ?? 0;
    const vitals = perPage.get(total.key) ?? {};
    perPage.set(total.key, vitals);
    (vitals[name] ??= []).push({ value: total.value, weight });
  }
  return [...perPage.keys()].sort().map((path) => {
    const row: InsightReport['vitals'][number] = { path };
    for (const name of vitalNames) {
      const own = perPage.get(path)?.[name] ?? [];
      const p75 = percentile(own, 0.75);
      if (p75 === undefined) continue;
      // Rated as shown: 2,500.4 ms shown as 2,500 ms is good, as the thresholds read.
      const shown = name === 'cls' ? Math.round(p75 * 1000) / 1000 : Math.round(p75);
      row[name] = {
        p75: shown,
        rating: ratingOf(name, shown),
        samples: own.reduce((sum, sample) => sum + sample.weight, 0),
      };
    }
    return row;
  });
}

/**
 * The last `days` days (UTC), today included: what `npm run insight` prints. Every step is one
 * pass over what it reads, a day at a time: the store's size never holds the event loop.
 */
export async function readInsightReport(
  store: Store,
  { days, now }: { days: number; now: number },
): Promise<InsightReport> {
  const range = { from: dayOf(now) - days + 1, to: dayOf(now) };
  const totals = await totalsOf(store, range);
  const leads = await leadFunnel(store, range);
  const sums = new Map<string, number>();
  const perKey = new Map<string, Map<string, number>>();
  for (const { day, measure, key, value } of totals) {
    sums.set(measure, (sums.get(measure) ?? 0) + value);
    sums.set(`${day} ${measure}`, (sums.get(`${day} ${measure}`) ?? 0) + value);
    let counts = perKey.get(measure);
    if (!counts) perKey.set(measure, (counts = new Map()));
    counts.set(key, (counts.get(key) ?? 0) + value);
  }
  const sum = (measure: string) => sums.get(measure) ?? 0;
  const ranked = (measure: string) => byCount(perKey.get(measure) ?? new Map());
  return {
    period: { from: dateOf(range.from), to: dateOf(range.to), days },
    days: Array.from({ length: days }, (_, index) => ({
      date: dateOf(range.from + index),
      visitors: sum(`${range.from + index} visitors`),
      pageViews: sum(`${range.from + index} views`),
    })),
    topPages: ranked('page'),
    referrers: ranked('referrer'),
    campaigns: ranked('campaign'),
    devices: ranked('device'),
    funnel: {
      visits: sum('visitors'),
      contactViews: sum('contact'),
      formStarted: sum('started'),
      ...leads.funnel,
    },
    leadsBySource: leads.bySource,
    vitals: vitalsOf(totals),
  };
}
