import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Store } from '../store/store';
import { percentile, type Weighted } from './percentile';
import { vitalNames, type VitalName } from './vitals';

/** One number of one day, as insight_daily keeps it once the day's raw rows are gone. */
export interface DailyTotal {
  day: number;
  measure: string;
  key: string;
  value: number;
}

export interface DayRange {
  from: number;
  to: number;
}

/** `visitors` of the day are distinct visitor hashes: a visitor on two days is two visits. */
const countMeasures = {
  visitors: sql<number>`count(distinct visitor)`,
  views: sql<number>`sum(view)`,
};

const tagSeparator = ' / ';

/**
 * Each measure's SQL: what it counts and by which key, over the rows that qualify. The campaign
 * key reads as a lead's sourceOf does, its tags that are present: "newsletter / email / spring".
 */
const keyedMeasures: Record<
  string,
  { key: RawBuilder<string>; count: RawBuilder<number>; where: RawBuilder<SqlBool> }
> = {
  page: { key: sql<string>`path`, count: sql<number>`sum(view)`, where: sql<SqlBool>`view = 1` },
  referrer: {
    key: sql<string>`referrer`,
    count: sql<number>`count(distinct visitor)`,
    where: sql<SqlBool>`referrer is not null`,
  },
  campaign: {
    key: sql<string>`coalesce(utm_source, '') || ${tagSeparator} || coalesce(utm_medium, '') || ${tagSeparator} || coalesce(utm_campaign, '')`,
    count: sql<number>`count(distinct visitor)`,
    where: sql<SqlBool>`coalesce(utm_source, utm_medium, utm_campaign) is not null`,
  },
  device: {
    key: sql<string>`device`,
    count: sql<number>`count(distinct visitor)`,
    where: sql<SqlBool>`1 = 1`,
  },
  contact: {
    key: sql<string>`''`,
    count: sql<number>`count(distinct visitor)`,
    where: sql<SqlBool>`view = 1 and path = '/contact'`,
  },
  started: {
    key: sql<string>`''`,
    count: sql<number>`count(distinct visitor)`,
    where: sql<SqlBool>`form_started = 1`,
  },
};

export const vitalMeasure = (name: VitalName, part: 'p75' | 'samples') => `${name}-${part}`;

/** One page load's measurement of one vital, or (weight > 1) a rolled-up day's p75 of that many. */
export interface VitalSample extends Weighted {
  path: string;
  name: VitalName;
}

/** The raw measurements of these days, each of weight 1. */
export async function vitalSamplesOf(
  store: Store,
  { from, to }: DayRange,
): Promise<(VitalSample & { day: number })[]> {
  const rows = await store.db
    .selectFrom('insight_views')
    .select(['day', 'path', ...vitalNames])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .where((eb) => eb.or(vitalNames.map((name) => eb(name, 'is not', null))))
    .execute();
  return rows.flatMap((row) =>
    vitalNames.flatMap((name) => {
      const value = row[name];
      return value === null ? [] : [{ day: row.day, path: row.path, name, value, weight: 1 }];
    }),
  );
}

/** Per day, path and vital: the p75 and how many samples it was taken over. */
export function vitalTotalsOf(samples: (VitalSample & { day: number })[]): DailyTotal[] {
  const groups = new Map<string, (VitalSample & { day: number })[]>();
  for (const sample of samples) {
    const id = JSON.stringify([sample.day, sample.path, sample.name]);
    groups.set(id, [...(groups.get(id) ?? []), sample]);
  }
  return [...groups.values()].flatMap((group) => {
    const { day, path, name } = group[0] as VitalSample & { day: number };
    return [
      { day, measure: vitalMeasure(name, 'p75'), key: path, value: percentile(group, 0.75) ?? 0 },
      { day, measure: vitalMeasure(name, 'samples'), key: path, value: group.length },
    ];
  });
}

/** The visit counts the raw rows of these days add up to, per day (vitals apart). */
export async function countTotalsOf(store: Store, range: DayRange): Promise<DailyTotal[]> {
  const base = () =>
    store.db
      .selectFrom('insight_views')
      .where('day', '>=', range.from)
      .where('day', '<=', range.to);
  const totals: DailyTotal[] = [];
  for (const [measure, count] of Object.entries(countMeasures)) {
    const rows = await base()
      .select(['day', count.as('value')])
      .groupBy('day')
      .execute();
    totals.push(
      ...rows.map((row) => ({ day: row.day, measure, key: '', value: Number(row.value) })),
    );
  }
  for (const [measure, { key, count, where }] of Object.entries(keyedMeasures)) {
    const rows = await base()
      .where(where)
      .select(['day', key.as('key'), count.as('value')])
      .groupBy(['day', sql`2`])
      .execute();
    for (const row of rows) {
      const key =
        measure === 'campaign'
          ? row.key.split(tagSeparator).filter(Boolean).join(tagSeparator)
          : row.key;
      totals.push({ day: row.day, measure, key, value: Number(row.value) });
    }
  }
  return mergedTotals(totals);
}

/** Tags absent in one place and empty in none read alike: their counts become one. */
function mergedTotals(totals: DailyTotal[]): DailyTotal[] {
  const merged = new Map<string, DailyTotal>();
  for (const total of totals) {
    const id = JSON.stringify([total.day, total.measure, total.key]);
    const seen = merged.get(id);
    if (seen) seen.value += total.value;
    else merged.set(id, { ...total });
  }
  return [...merged.values()];
}
