import { expect, it, onTestFinished } from 'vitest';
import { JobRunner } from '../../../server/jobs/runner';
import type { Outcome, Task } from '../../../server/jobs/task';
import { LeadEvents } from '../../../server/leadEvents';
import { describeEachEngine } from '../engines';
import { waitFor } from '../helper';
import { openTestStore } from '../storeHelper';

const quietLog = { info: () => {}, error: () => {}, warn: () => {} } as never;
/** Timers never fire early, but Date.now() may read a millisecond behind them. */
const clockSkewMs = 2;

describeEachEngine('a scheduled task', (engine) => {
  it('runs once for its key, and its retry at its time, long before the runner’s next poll', async () => {
    const store = await openTestStore(engine);
    const tries: number[] = [];
    const task: Task = {
      name: 'tick',
      retry: { initialDelayMs: 300, maxDelayMs: 300, giveUpAfterMs: 60_000 },
      leaseMs: 5000,
      scheduled: (now) => ({ key: 'the-one', runAt: now }),
      async run(): Promise<Outcome> {
        tries.push(Date.now());
        return tries.length === 1
          ? { kind: 'retry', reason: 'not yet', taskDown: false }
          : { kind: 'done' };
      },
    };
    // Two instances, both inserting the run.
    const runners = [1, 2].map(
      () => new JobRunner(store, [task], new LeadEvents(() => {}), quietLog),
    );
    for (const runner of runners) {
      runner.start();
      onTestFinished(() => runner.stop());
    }

    const jobs = () => store.db.selectFrom('jobs').select(['task', 'key', 'state']).execute();
    await waitFor(() => tries.length === 2);
    expect((tries[1] ?? 0) - (tries[0] ?? 0)).toBeGreaterThanOrEqual(300 - clockSkewMs);
    // The try has returned; its settlement is the runner's next statement, not yet in the store.
    const settled = async () => !['queued', 'sending'].includes((await jobs())[0]?.state ?? '');
    await waitFor(settled);
    expect(await jobs()).toEqual([{ task: 'tick', key: 'the-one', state: 'done' }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(tries).toHaveLength(2);
  });
});
