import fc from 'fast-check';
import { expect, it } from 'vitest';
import {
  claimJob,
  forgetOldJobs,
  markPastPointOfNoReturn,
  parkCutOffJobs,
  scheduleJobs,
  settleJob,
  type ClaimedJob,
} from '../../../server/store/jobs';
import { deleteLead, releaseLead, requeueDelivery } from '../../../server/store/leadMoves';
import { purgeLeads } from '../../../server/store/retention';
import type { JobState } from '../../../server/store/schema';
import type { Store } from '../../../server/store/store';
import { describeEachEngine } from '../engines';
import { openTestStore, seedLead } from '../storeHelper';

const day = 24 * 60 * 60 * 1000;
const leaseMs = 15_000;
const leases = { email: leaseMs, webhook: leaseMs, retention: leaseMs };

/** How a try ends: settled each way, cut off before or after its point of no return, or lapsed. */
const outcome = fc.constantFrom(
  'done',
  'retry',
  'failed',
  'crash',
  'crash-after-mark',
  'lapsed',
) satisfies fc.Arbitrary<string>;

/** Every path of the server and the commands that changes jobs, on leads picked by index. */
const operation = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('take' as const),
      held: fc.boolean(),
      old: fc.boolean(),
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('try' as const), outcome }) },
  fc.record({
    kind: fc.constantFrom(
      'retry' as const,
      'replay' as const,
      'retry-webhook' as const,
      'release' as const,
      'delete' as const,
    ),
    lead: fc.nat(7),
  }),
  fc.record({ kind: fc.constant('purge' as const), webhook: fc.boolean() }),
  fc.constantFrom(
    { kind: 'park' as const },
    { kind: 'schedule' as const },
    { kind: 'forget' as const },
  ),
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

interface World {
  leads: string[];
  now: number;
}

/**
 * Claims run on the store's clock: `ms` more of it gone by for them, as the world's clock moves
 * on, brings each claim's end of the jobs in `states` (all, when none are named) `ms` nearer.
 */
async function ageClaims(store: Store, ms: number, states?: JobState[]) {
  await store.db
    .updateTable('jobs')
    .set((eb) => ({ claimed_until: eb('claimed_until', '-', ms) }))
    .where('claimed_until', 'is not', null)
    .$if(states !== undefined, (query) => query.where('state', 'in', states ?? []))
    .execute();
}

async function tryOnce(store: Store, world: World, how: string) {
  world.now += 1000;
  await ageClaims(store, 1000);
  const job = await claimJob(store, leases, world.now);
  if (job === undefined) return;
  const settle = (claimed: ClaimedJob, state: string) =>
    settleJob(
      store,
      claimed,
      state === 'done'
        ? { state: 'done' }
        : state === 'retry'
          ? { state: 'queued', runAt: world.now, lastError: 'try again' }
          : { state: 'failed', failure: 'refused', lastError: 'refused' },
    );
  if (how === 'crash') return;
  if (how === 'crash-after-mark') {
    await markPastPointOfNoReturn(store, job, leaseMs);
    return;
  }
  if (how === 'lapsed') {
    // Its runner stalls past its claim; another takes the job over and settles it first.
    world.now += leaseMs + 1;
    await ageClaims(store, leaseMs + 1);
    const other = await claimJob(store, leases, world.now);
    if (other !== undefined) await settle(other, 'done');
    await settle(job, 'failed');
    return;
  }
  await settle(job, how);
}

async function apply(store: Store, world: World, step: Operation) {
  const lead = 'lead' in step ? world.leads[step.lead % Math.max(world.leads.length, 1)] : '';
  switch (step.kind) {
    case 'take':
      world.leads.push(
        await seedLead(store, step.held ? 'spam' : 'pending', {
          webhook: true,
          receivedAt: new Date(world.now - (step.old ? 90 : 1) * day - world.leads.length),
        }),
      );
      return;
    case 'try':
      return tryOnce(store, world, step.outcome);
    case 'retry':
      if (lead) await requeueDelivery(store, lead, 'email', ['failed']);
      return;
    case 'replay':
      if (lead) await requeueDelivery(store, lead, 'webhook', ['sent', 'failed', 'none']);
      return;
    case 'retry-webhook':
      if (lead) await requeueDelivery(store, lead, 'webhook', ['failed']);
      return;
    case 'release':
      if (lead) await releaseLead(store, lead, ['email', 'webhook']);
      return;
    case 'delete':
      if (lead) await deleteLead(store, lead);
      return;
    case 'purge':
      await purgeLeads(
        store,
        {
          sentBefore: world.now - 30 * day,
          spamBefore: world.now - 30 * day,
          webhook: step.webhook,
        },
        2,
      );
      return;
    case 'park':
      // Looked at from far enough ahead that every cut-off try's claim has run out.
      await ageClaims(store, leaseMs * 10, ['sending']);
      await parkCutOffJobs(store, 'cut off');
      return;
    case 'schedule':
      await scheduleJobs(store, [
        { task: 'retention', key: String(world.now), runAt: world.now - day },
      ]);
      return;
    case 'forget':
      await forgetOldJobs(store, ['retention'], world.now);
      return;
  }
}

/** Each task's done and failed jobs: counted the long way, and as job_totals keeps them. */
async function totals(store: Store) {
  const counted = await store.db
    .selectFrom('jobs')
    .select((eb) => ['task', 'state', eb.fn.countAll<number>().as('count')])
    .where('state', 'in', ['done', 'failed'])
    .groupBy(['task', 'state'])
    .execute();
  const kept = await store.db.selectFrom('job_totals').selectAll().execute();
  const tasks = [...new Set([...counted, ...kept].map((row) => row.task))].sort();
  const count = (task: string, state: string) =>
    Number(counted.find((row) => row.task === task && row.state === state)?.count ?? 0);
  const keptOf = (task: string) => kept.find((row) => row.task === task);
  return {
    counted: tasks.map((task) => ({
      task,
      done: count(task, 'done'),
      failed: count(task, 'failed'),
    })),
    kept: tasks.map((task) => ({
      task,
      done: Number(keptOf(task)?.done ?? 0),
      failed: Number(keptOf(task)?.failed ?? 0),
    })),
  };
}

describeEachEngine('job_totals after any sequence of what changes jobs', (engine) => {
  it('matches a count of the jobs: takes, tries (settled, cut off, lapsed), retry, replay, release, delete, purge, park, forget', async () => {
    const store = await openTestStore(engine);
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 40 }), async (steps) => {
        await store.db.deleteFrom('jobs').execute();
        await store.db.deleteFrom('leads').execute();
        const world: World = { leads: [], now: Date.now() };
        for (const step of steps) await apply(store, world, step);
        const { counted, kept } = await totals(store);
        expect(kept).toEqual(counted);
      }),
      { numRuns: 25 },
    );
  });
});
