import { expect, it, onTestFinished } from 'vitest';
import { JobRunner } from '../../../server/jobs/runner';
import type { Outcome, Task } from '../../../server/jobs/task';
import { LeadEvents } from '../../../server/leadEvents';
import { postJson, validMessage, waitFor } from '../helper';
import { describeEachEngine } from '../engines';
import { openTestStore, seedLead } from '../storeHelper';
import { buildWebhookApp, fastWebhook, startWebhookReceiver } from './webhook/webhookReceiver';

const burstWait = { quietMs: 300, maxWaitMs: 1000 };
/** Timers never fire early, but Date.now() may read a millisecond behind them. */
const clockSkewMs = 2;
const quietLog = { info: () => {}, error: () => {}, warn: () => {} } as never;

describeEachEngine('the runner waits for a burst to end', (engine) => {
  it('sends a single lead posted to the app once quietMs have passed without another, not before', async () => {
    const receiver = await startWebhookReceiver();
    // A maxWaitMs beyond the wait below: a runner waiting that out instead never sends it. No
    // poll either (see below): a lead it claims before the app tells of it starts no burst.
    const { app } = await buildWebhookApp(engine, receiver, {
      timings: {
        ...fastWebhook,
        retry: { ...fastWebhook.retry, pollEveryMs: 60 * 60_000 },
        burstWait: { ...burstWait, maxWaitMs: 60_000 },
      },
    });

    const postedAt = Date.now();
    expect((await postJson(app, validMessage)).statusCode).toBe(202);

    await waitFor(() => receiver.requests.length === 1);
    const waited = (receiver.requests[0]?.at ?? 0) - postedAt;
    expect(waited).toBeGreaterThanOrEqual(burstWait.quietMs - clockSkewMs);
  });

  /**
   * The runner on its own clock, which only `at` moves, with a CRM task that notes the time of
   * each send: a burst is leads close together in time, and a loaded machine would spread them.
   * Its poll is an hour apart, so no pass but the test's runs between a lead's commit and its
   * `notify`: on CI's loaded machine a poll there claimed the burst's first lead at once.
   */
  async function runnerWithBurstWait() {
    const store = await openTestStore(engine);
    const startedAt = Date.now();
    let now = startedAt;
    const sentAt: number[] = [];
    const task: Task = {
      name: 'webhook',
      retry: { ...fastWebhook.retry, pollEveryMs: 60 * 60_000 },
      leaseMs: 15_000,
      burstWait,
      async run(): Promise<Outcome> {
        sentAt.push(now - startedAt);
        return { kind: 'done' };
      },
    };
    const runner = new JobRunner(store, [task], new LeadEvents(() => {}), quietLog, {
      now: () => now,
    });
    runner.start();
    onTestFinished(() => runner.stop());
    return {
      sentAt,
      /** Moves the clock to `ms` after the start and has the runner do what is due. */
      async at(ms: number) {
        now = startedAt + ms;
        await runner.runDue();
      },
      /** A lead stored and the runner told, as the app does on a POST. */
      async post() {
        await seedLead(store, 'pending', { receivedAt: new Date(now), webhook: true });
        runner.notify();
      },
    };
  }

  it('holds a burst until it ends, then sends all of it', async () => {
    const { sentAt, at, post } = await runnerWithBurstWait();

    for (const ms of [0, 100, 200, 300]) {
      await at(ms);
      await post();
    }
    await at(300 + burstWait.quietMs - 1);
    expect(sentAt).toEqual([]);

    await at(300 + burstWait.quietMs);
    expect(sentAt).toEqual([600, 600, 600, 600]);
  });

  it('never holds a lead longer than maxWaitMs while leads keep coming', async () => {
    const { sentAt, at, post } = await runnerWithBurstWait();

    for (let ms = 0; ms < 1600; ms += 100) {
      await at(ms);
      await post();
    }

    // Sent while leads still came (waiting for the burst to end would send them at 1800), and
    // not before maxWaitMs.
    expect(sentAt[0]).toBe(burstWait.maxWaitMs);
  });
});
