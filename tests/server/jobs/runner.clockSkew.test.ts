import { expect, it, onTestFinished } from 'vitest';
import { JobRunner } from '../../../server/jobs/runner';
import type { Task } from '../../../server/jobs/task';
import { LeadEvents } from '../../../server/leadEvents';
import { scheduleJobs } from '../../../server/store/jobs';
import { waitFor } from '../helper';
import { describeEachEngine } from '../engines';
import { openTestStore } from '../storeHelper';

const quietLog = { info: () => {}, error: () => {}, warn: () => {} } as never;
const leaseMs = 10_000;
/** The other instance's clock runs this far ahead: NTP gone on a VM, a host clock set by hand. */
const skewMs = 30_000;

describeEachEngine('an instance whose clock runs ahead', (engine) => {
  it("neither takes another instance's live claim for lapsed nor parks its try in flight as unconfirmed", async () => {
    const store = await openTestStore(engine);
    const gates = [0, 1].map(() => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });
    let tries = 0;
    const task: Task = {
      name: 'slow',
      retry: { initialDelayMs: 1000, maxDelayMs: 1000, giveUpAfterMs: 60_000 },
      leaseMs,
      async run({ pastPointOfNoReturn }) {
        tries += 1;
        await gates[0]?.promise;
        await pastPointOfNoReturn();
        await gates[1]?.promise;
        return { kind: 'done' };
      },
    };
    const runner = (now: () => number) => {
      const started = new JobRunner(store, [task], new LeadEvents(() => {}), quietLog, { now });
      started.start();
      onTestFinished(() => {
        for (const gate of gates) gate.resolve();
        return started.stop();
      });
      return started;
    };
    const stateOf = async () =>
      (await store.db.selectFrom('jobs').select(['state', 'failure']).executeTakeFirst())?.state;
    await scheduleJobs(store, [{ task: 'slow', key: 'the job', runAt: Date.now() }]);

    runner(Date.now);
    await waitFor(() => tries === 1);
    const ahead = runner(() => Date.now() + skewMs);
    // What it claims it tries, until a gate opens: a second try shows itself within a second.
    await Promise.race([ahead.runDue(), new Promise((resolve) => setTimeout(resolve, 1000))]);
    expect(tries).toBe(1);

    gates[0]?.resolve();
    await waitFor(async () => (await stateOf()) === 'sending');
    await ahead.runDue();
    expect(await stateOf()).toBe('sending');

    gates[1]?.resolve();
    await waitFor(async () => (await stateOf()) === 'done');
    expect(tries).toBe(1);
  });
});
