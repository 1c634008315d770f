import { attributionSchema, sourceOf } from '../../client/features/attribution/attribution';
import type { Store } from '../store/store';
import type { DayRange } from './dailyTotals';
import { startOf } from './day';

export interface LeadFunnel {
  /** leads taken (not held by the spam screen) */
  sent: number;
  /** of those, the ones the inbox has */
  delivered: number;
  /** held as spam: apart from the funnel */
  held: number;
  bySource: { key: string; count: number }[];
}

function sourceOfStored(attribution: string | null): string {
  if (attribution === null) return sourceOf(undefined);
  try {
    const parsed = attributionSchema.safeParse(JSON.parse(attribution));
    return sourceOf(parsed.success ? parsed.data : undefined);
  } catch {
    return sourceOf(undefined);
  }
}

/** The leads received in these days: the funnel's last steps, and where each came from. */
export async function leadFunnel(store: Store, { from, to }: DayRange): Promise<LeadFunnel> {
  const leads = await store.db
    .selectFrom('leads')
    .leftJoin('jobs', (join) =>
      join.onRef('jobs.key', '=', 'leads.id').on('jobs.task', '=', 'email'),
    )
    .select(['leads.status', 'leads.attribution', 'jobs.state'])
    .where('leads.received_at', '>=', startOf(from))
    .where('leads.received_at', '<', startOf(to + 1))
    .execute();
  const taken = leads.filter((lead) => lead.status === 'taken');
  const bySource = new Map<string, number>();
  for (const lead of taken) {
    const source = sourceOfStored(lead.attribution);
    bySource.set(source, (bySource.get(source) ?? 0) + 1);
  }
  return {
    sent: taken.length,
    delivered: taken.filter((lead) => lead.state === 'done').length,
    held: leads.length - taken.length,
    bySource: [...bySource]
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
  };
}
