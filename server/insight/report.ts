import type { Store } from '../store/store';
import {
  countTotalsOf,
  vitalMeasure,
  vitalSamplesOf,
  type DailyTotal,
  type DayRange,
  type VitalSample,
} from './dailyTotals';
import { dateOf, dayOf } from './day';
import { leadFunnel, type LeadFunnel } from './leadFunnel';
import { percentile } from './percentile';
import { ratingOf, vitalNames, type Rating, type VitalName } from './vitals';

interface Ranked {
  key: string;
  count: number;
}

interface VitalSummary {
  p75: number;
  rating: Rating;
  samples: number;
}

export interface InsightReport {
  period: { from: string; to: string; days: number };
  /** every day of the period, oldest first; visitors are distinct per day */
  days: { date: string; visitors: number; pageViews: number }[];
  /** page views per path */
  topPages: Ranked[];
  /** visits (daily visitors) per referring host, and per UTM source / medium / campaign */
  referrers: Ranked[];
  campaigns: Ranked[];
  /** visits per device class */
  devices: Ranked[];
  /** visits → /contact views → form started (as visits), then sent → delivered leads; held apart */
  funnel: { visits: number; contactViews: number; formStarted: number } & Omit<
    LeadFunnel,
    'bySource'
  >;
  /** leads taken in the period, by sourceOf their attribution ("direct" without one) */
  leadsBySource: Ranked[];
  vitals: ({ path: string } & Partial<Record<VitalName, VitalSummary>>)[];
}

const isVital = (measure: string) => vitalNames.some((name) => measure.startsWith(`${name}-`));

/**
 * Rolled-up days as stored: their counts, and each day's p75 weighted by its samples (the day's
 * distribution itself is gone).
 */
async function storedTotals(store: Store, range: DayRange) {
  const rows = (
    await store.db
      .selectFrom('insight_daily')
      .selectAll()
      .where('day', '>=', range.from)
      .where('day', '<=', range.to)
      .execute()
  ).map((row) => ({ ...row, value: Number(row.value) }));
  const samplesOf = (row: DailyTotal, name: VitalName) =>
    rows.find(
      (other) =>
        other.day === row.day &&
        other.key === row.key &&
        other.measure === vitalMeasure(name, 'samples'),
    )?.value ?? 0;
  const vitals: VitalSample[] = rows.flatMap((row) => {
    const name = vitalNames.find((vital) => row.measure === vitalMeasure(vital, 'p75'));
    return name === undefined
      ? []
      : [{ path: row.key, name, value: row.value, weight: samplesOf(row, name) }];
  });
  return { counts: rows.filter((row) => !isVital(row.measure)), vitals };
}

function ranked(totals: DailyTotal[], measure: string): Ranked[] {
  const counts = new Map<string, number>();
  for (const total of totals) {
    if (total.measure === measure)
      counts.set(total.key, (counts.get(total.key) ?? 0) + total.value);
  }
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

const sumOf = (totals: DailyTotal[], measure: string) =>
  totals.filter((total) => total.measure === measure).reduce((sum, total) => sum + total.value, 0);

function vitalsOf(samples: VitalSample[]): InsightReport['vitals'] {
  const paths = [...new Set(samples.map((sample) => sample.path))].sort();
  return paths.map((path) => {
    const row: InsightReport['vitals'][number] = { path };
    for (const name of vitalNames) {
      const own = samples.filter((sample) => sample.path === path && sample.name === name);
      const p75 = percentile(own, 0.75);
      if (p75 === undefined) continue;
      row[name] = {
        p75: name === 'cls' ? Math.round(p75 * 1000) / 1000 : Math.round(p75),
        rating: ratingOf(name, p75),
        samples: own.reduce((sum, sample) => sum + sample.weight, 0),
      };
    }
    return row;
  });
}

/** The last `days` days (UTC), today included: what `npm run insight` prints. */
export async function readInsightReport(
  store: Store,
  { days, now }: { days: number; now: number },
): Promise<InsightReport> {
  const range = { from: dayOf(now) - days + 1, to: dayOf(now) };
  const stored = await storedTotals(store, range);
  const counts = [...stored.counts, ...(await countTotalsOf(store, range))];
  const leads = await leadFunnel(store, range);
  return {
    period: { from: dateOf(range.from), to: dateOf(range.to), days },
    days: Array.from({ length: days }, (_, index) => {
      const ofDay = counts.filter((total) => total.day === range.from + index);
      return {
        date: dateOf(range.from + index),
        visitors: sumOf(ofDay, 'visitors'),
        pageViews: sumOf(ofDay, 'views'),
      };
    }),
    topPages: ranked(counts, 'page'),
    referrers: ranked(counts, 'referrer'),
    campaigns: ranked(counts, 'campaign'),
    devices: ranked(counts, 'device'),
    funnel: {
      visits: sumOf(counts, 'visitors'),
      contactViews: sumOf(counts, 'contact'),
      formStarted: sumOf(counts, 'started'),
      sent: leads.sent,
      delivered: leads.delivered,
      held: leads.held,
    },
    leadsBySource: leads.bySource,
    vitals: vitalsOf([...stored.vitals, ...(await vitalSamplesOf(store, range))]),
  };
}
