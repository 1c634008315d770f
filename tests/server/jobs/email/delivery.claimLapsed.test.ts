import { expect, it, onTestFinished } from 'vitest';
import { defaultSmtpTimeouts } from '../../../../server/jobs/email/smtpSender';
import {
  buildTestApp,
  headersOf,
  postJson,
  startSmtpSink,
  validMessage,
  waitFor,
} from '../../helper';
import { describeEachEngine, latestStoreFor } from '../../engines';
import { openStoreOf } from '../../storeHelper';
import type { Store } from '../../../../server/store/store';
import { deliveryOf, instanceStartMs, shortLease, spawnInstance } from '../deliveryHelper';

/**
 * Stops `instance` where it holds no lock on the lead's job. A stop in the middle of one of its
 * writes (a claim renewal, every few hundred ms here) would hold SQLite's one write lock, or the
 * job's row on PostgreSQL, and no other instance could ever claim the job: a write of the row
 * that goes through shows that it holds none; one that waits, that it does.
 */
async function stallHoldingNoLock(
  instance: ReturnType<typeof spawnInstance>,
  store: Store,
  id: string,
) {
  for (;;) {
    instance.stall();
    const write = store.db
      .updateTable('jobs')
      .set((eb) => ({ attempts: eb.ref('attempts') }))
      .where('task', '=', 'email')
      .where('key', '=', id)
      .execute()
      .then(
        () => true,
        () => false,
      );
    const wait = new Promise<false>((resolve) => setTimeout(() => resolve(false), 1_000));
    if (await Promise.race([write, wait])) return;
    instance.resume();
    await write;
  }
}

describeEachEngine('an instance that stalls past its claim', (engine) => {
  it('stops before DATA once another instance has mailed the lead: the inbox gets one Message-ID', async () => {
    const smtp = await startSmtpSink();
    onTestFinished(() => smtp.close());
    // The lead is stored by an instance without SMTP_URL: it waits for the two below.
    const { app, config } = await buildTestApp(await latestStoreFor(engine));
    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
    await app.close();
    const store = await openStoreOf(config);
    const relaying = { ...config, smtpUrl: smtp.url };
    let recipients = 0;
    smtp.respondToRecipient = () => {
      recipients += 1;
      return undefined;
    };

    // Instance A claims the lead and connects; the SMTP server is slow to greet it, and A's
    // event loop stalls there, well past its lease.
    let greet = () => {};
    smtp.holdGreeting = () => new Promise((resolve) => (greet = resolve));
    // A greeting that comes late is not a failure here: A must reach DATA after waking up. Nor is
    // a send that has taken long: A's stall lasts until B has mailed the lead, which took over
    // 30 s (the hand-over deadline) on a loaded CI machine, and A gave up before RCPT TO. Its
    // deadlines are past the test's own, so only the lost claim may stop A's send. nodemailer
    // ends the greeting's wait at the connect deadline too: at the default 5 s, a stall longer
    // than that woke A to a timer that beat the greeting to it whenever A ran before the sink.
    const long = 10 * 60_000;
    const first = spawnInstance(relaying, {
      ...shortLease,
      smtpTimeouts: { ...defaultSmtpTimeouts, connectMs: long, greetingMs: long, handOverMs: long },
    });
    await waitFor(() => smtp.connectedAt.length === 1, instanceStartMs);
    // On SQLite a process stalled inside a transaction (its start's retention run) would hold
    // the one write lock: it stalls once that is done. Its start's runs were in the store before
    // it claimed the lead; a sleep would be too short on a loaded machine.
    await waitFor(async () => {
      const others = await store.db
        .selectFrom('jobs')
        .select('state')
        .where('task', '!=', 'email')
        .execute();
      return others.every((job) => job.state === 'done');
    }, 30_000);
    await stallHoldingNoLock(first, store, id);
    smtp.holdGreeting = undefined;
    await new Promise((resolve) => setTimeout(resolve, 3 * shortLease.emailLeaseMs));

    // Instance B claims the lapsed lead and mails it (beside a full run it took over 20 s once).
    await buildTestApp(relaying, shortLease);
    await waitFor(() => smtp.received.length === 1, 40_000);

    // A wakes up and goes on with its try, which must stop before the message goes out.
    greet();
    first.resume();
    await waitFor(() => recipients === 2 * config.mailTo.length);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const messageIds = smtp.received.map((mail) => headersOf(mail.raw).get('message-id'));
    expect(messageIds).toHaveLength(1);
    expect(smtp.received[0]?.raw).toContain(id);
    expect(await deliveryOf(store, id)).toMatchObject({ state: 'sent' });
  }, 300_000);
});
