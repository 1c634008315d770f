import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { readLeadPage, type LeadFilter } from '../../server/store/leadPages';
import { newMessageId } from '../../server/store/lead';
import { openStore } from '../../server/store/openStore';
import type { Engine, Store } from '../../server/store/store';
import { onCleanup } from './cleanup';
import { median } from './median';
import { postgresSchema } from './storeLoad';

const leadCount = 100_000;
const runs = 5;

export interface ConsoleListTimes {
  engine: Engine;
  leads: number;
  /** median ms of each query: the inbox's first page, a search, a state's first page */
  firstPageMs: number;
  searchMs: number;
  stateMs: number;
}

/** 100,000 leads as the store holds them, one in a hundred from a company the search looks for. */
async function seed(store: Store): Promise<void> {
  const start = Date.now() - leadCount * 60_000;
  for (let batch = 0; batch < leadCount; batch += 500) {
    const leads = Array.from({ length: 500 }, (_, index) => {
      const at = start + (batch + index) * 60_000;
      const n = batch + index;
      return {
        id: newMessageId(new Date(at)),
        received_at: at,
        status: n % 50 === 0 ? ('held' as const) : ('taken' as const),
        fields: JSON.stringify({
          name: `Person ${n}`,
          email: `person${n}@example.com`,
          phone: '+1 480 555 0100',
          company: n % 100 === 7 ? 'Fjordline Logistics' : `Company ${n % 997}`,
          message: `We need help with project ${n}: moving our ERP to the cloud, and staffing for it.`,
        }),
        source: JSON.stringify({
          page: '/contact',
          ip: '203.0.113.7',
          userAgent: 'bench',
          javascript: true,
        }),
        consent: null,
        screen: null,
        visitor: `v${n}`,
        attribution: null,
        eml: null,
      };
    });
    await store.db.insertInto('leads').values(leads).execute();
    await store.db
      .insertInto('jobs')
      .values(
        leads
          .filter((lead) => lead.status === 'taken')
          .map((lead) => ({
            task: 'email',
            key: lead.id,
            payload: null,
            state: 'done' as const,
            run_at: lead.received_at,
            attempts: 1,
            first_attempt_at: lead.received_at,
            last_attempt_at: lead.received_at,
            claimed_until: null,
            claim: null,
            last_error: null,
            failure: null,
            result: null,
          })),
      )
      .execute();
  }
}

async function timed(store: Store, filter: LeadFilter): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await readLeadPage(store, filter, { limit: 50 });
    times.push(performance.now() - started);
  }
  return median(times) ?? Number.NaN;
}

async function measure(engine: Engine, databaseUrl: string | undefined): Promise<ConsoleListTimes> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-console-'));
  onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  const store = await openStore({ dataDir, databaseUrl });
  try {
    await seed(store);
    // What autovacuum does soon after a bulk load: the planner's statistics.
    await sql.raw('analyze').execute(store.db);
    return {
      engine,
      leads: leadCount,
      firstPageMs: await timed(store, {}),
      searchMs: await timed(store, { q: 'fjordline' }),
      stateMs: await timed(store, { state: 'held' }),
    };
  } finally {
    await store.close();
  }
}

/** The console's inbox at 100,000 leads: SQLite, and PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names one. */
export async function measureConsoleList(): Promise<ConsoleListTimes[]> {
  const postgres = await postgresSchema();
  return [
    await measure('sqlite', undefined),
    ...(postgres ? [await measure('postgres', postgres)] : []),
  ];
}

export function consoleListLines(times: ConsoleListTimes[]): string[] {
  return [
    `console leads list at ${times[0]?.leads.toLocaleString('en-US')} leads, median of ${runs} (ms): first page · search · held`,
    ...times.map(
      (time) =>
        `  ${time.engine.padEnd(8)} ${time.firstPageMs.toFixed(1)} · ${time.searchMs.toFixed(1)} · ${time.stateMs.toFixed(1)}`,
    ),
  ];
}
