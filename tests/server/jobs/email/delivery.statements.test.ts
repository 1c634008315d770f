import { expect, it, onTestFinished } from 'vitest';
import { emailDestination } from '../../../../server/jobs/email/emailDestination';
import { createSmtpSender, defaultSmtpTimeouts } from '../../../../server/jobs/email/smtpSender';
import { JobRunner } from '../../../../server/jobs/runner';
import type { Task } from '../../../../server/jobs/task';
import { LeadEvents } from '../../../../server/leadEvents';
import { fastRetry, startSmtpSink, waitFor } from '../../helper';
import { describeEachEngine } from '../../engines';
import { leadsIn, openTestStore, seedLead, withQueryLog } from '../../storeHelper';

const leads = 10;

describeEachEngine('the store statements of an e-mail try', (engine) => {
  it('are three: the claim with the lead, past the point of no return, the settlement', async () => {
    const smtp = await startSmtpSink();
    onTestFinished(() => smtp.close());
    const plain = await openTestStore(engine);
    const ids: string[] = [];
    for (let lead = 0; lead < leads; lead += 1) ids.push(await seedLead(plain, 'pending'));
    const { store, log } = withQueryLog(plain);
    const settings = { mailFrom: 'website@company.test', mailTo: ['leads@company.test'] };
    const email = emailDestination({
      sender: createSmtpSender(smtp.url, settings.mailFrom, defaultSmtpTimeouts),
      settings: { ...settings, siteUrl: 'https://www.example.com' },
      schedule: { ...fastRetry, pollEveryMs: 60_000 },
      leaseMs: 15_000,
    });
    // A task with nothing to do beside it, as the digest's is most of the day.
    const idleTask: Task = {
      name: 'idle',
      retry: { ...fastRetry, pollEveryMs: 60_000 },
      leaseMs: 15_000,
      run: () => Promise.reject(new Error('the idle task has no job to run')),
    };
    const runner = new JobRunner(
      store,
      [email, idleTask],
      new LeadEvents(() => {}),
      console as never,
    );

    runner.start();
    await waitFor(() => smtp.received.length === leads);
    await runner.stop();

    expect((await leadsIn(plain, 'sent')).sort()).toEqual([...ids].sort());
    const claims = log.filter((statement) => statement.sql.includes('"lead_fields"'));
    // Between tries the runner asks for what is due next and parks cut-off tries: once as it
    // starts and once the queue is empty, not per try. An idle task is not asked for again
    // after every e-mail try: that read past the whole e-mail queue each time.
    const idle = log.filter(
      (statement) =>
        (claims.includes(statement) && statement.rows === 0) ||
        statement.sql.startsWith('select min(case') ||
        statement.sql.endsWith('returning "task", "key", "payload"'),
    );
    const perTry = log.filter((statement) => !idle.includes(statement));
    expect(perTry.filter((statement) => claims.includes(statement))).toHaveLength(leads);
    expect(perTry).toHaveLength(3 * leads);
    expect(idle.length).toBeLessThanOrEqual(6);
  });
});
