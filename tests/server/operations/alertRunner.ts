import type { FastifyBaseLogger } from 'fastify';
import { onTestFinished } from 'vitest';
import type { RetrySchedule } from '../../../server/jobs/retrySchedule';
import { JobRunner } from '../../../server/jobs/runner';
import { LeadEvents } from '../../../server/leadEvents';
import { Alerter, alertPosts } from '../../../server/operations/alerts';
import { alertWatch, type Watch } from '../../../server/operations/alertWatch';
import type { DestinationName } from '../../../server/store/lead';
import type { Store } from '../../../server/store/store';
import { seedLead } from '../storeHelper';

/**
 * One instance's alerts on `clock.now`: its alerter, and a job runner with the alert watch and,
 * with `webhookUrl`, the alerts' posts. `check` runs what is due then, as the runner's poll would.
 */
export function runAlerts(
  store: Store,
  {
    log,
    clock,
    webhookUrl,
    watches = [],
    retry,
  }: {
    log: FastifyBaseLogger;
    clock: { now: number };
    webhookUrl?: string;
    watches?: Watch[];
    retry?: RetrySchedule;
  },
) {
  const now = () => clock.now;
  const alerter = new Alerter({
    store,
    log,
    webhook: webhookUrl !== undefined,
    queued: () => runner.wake(),
  });
  const tasks = [alertWatch({ store, alerter, watches })];
  if (webhookUrl !== undefined) tasks.push(alertPosts(webhookUrl, retry));
  const runner = new JobRunner(store, tasks, new LeadEvents(() => {}), log, { now });
  runner.start();
  onTestFinished(() => runner.stop());
  return { alerter, check: () => runner.runDue() };
}

/** A lead received at `arrived` that waits for `destination` alone: the other one delivered it. */
export async function pendingFor(store: Store, destination: DestinationName, arrived: number) {
  const id = await seedLead(store, 'pending', { receivedAt: new Date(arrived), webhook: true });
  const other = destination === 'email' ? 'webhook' : 'email';
  await store.db.updateTable('jobs').set({ state: 'done' }).where('task', '=', other).execute();
  return id;
}
