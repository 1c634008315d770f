import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, onTestFinished } from 'vitest';
import type { AppOptions } from '../../../server/app';
import type { Config } from '../../../server/config';
import type { DestinationName } from '../../../server/store/lead';
import { readLead, type DeliveryView } from '../../../server/store/leads';
import type { Engine, Store } from '../../../server/store/store';
import { latestStoreFor } from '../engines';
import { buildRelayingApp, fastRetry, waitFor, type SmtpSink } from '../helper';
import { openStoreOf } from '../storeHelper';
import type { InstanceSettings } from './instanceProcess';

/** An e-mail claim that lapses within a second of its worker's death. */
export const shortLease = { emailLeaseMs: 600 };

/** The app relaying to a fresh SMTP sink on `engine`, with its store opened beside it. */
export async function relayingAppOn(
  engine: Engine,
  overrides: Partial<Config> = {},
  options: AppOptions = {},
) {
  const built = await buildRelayingApp(
    { ...(await latestStoreFor(engine)), ...overrides },
    options,
  );
  return { ...built, store: await openStoreOf(built.config) };
}

/** Lead `id`'s delivery to `destination`, as the store holds it. */
export async function deliveryOf(
  store: Store,
  id: string,
  destination: DestinationName = 'email',
): Promise<DeliveryView | undefined> {
  return (await readLead(store, id))?.deliveries[destination];
}

/**
 * How many of lead `id`'s tries to `destination` have settled. A try counts an attempt at its
 * claim, long before any answer, and gives the claim up at its settle.
 */
export async function settledTries(
  store: Store,
  id: string,
  destination: DestinationName = 'email',
): Promise<number> {
  const job = await store.db
    .selectFrom('jobs')
    .select(['attempts', 'claim'])
    .where('task', '=', destination)
    .where('key', '=', id)
    .executeTakeFirst();
  if (!job) return 0;
  return job.claim === null ? job.attempts : job.attempts - 1;
}

/** The leads whose delivery to `destination` is in `state`, by id. */
export async function leadsWhose(
  store: Store,
  destination: DestinationName,
  state: DeliveryView['state'],
): Promise<string[]> {
  const rows = await store.db
    .selectFrom('jobs')
    .select('key')
    .where('task', '=', destination)
    .where('state', '=', state === 'sent' ? 'done' : state)
    .orderBy('key')
    .execute();
  return rows.map((row) => row.key);
}

/** A resend, were there one, would have reached the sink by then. */
export const resendWindow = () => new Promise((resolve) => setTimeout(resolve, 300));

/** Every message that reached the final dot, in order; `answer` decides each one's reply. */
export function arrivalsAt(smtp: SmtpSink, answer: SmtpSink['respond'] = () => undefined) {
  const arrivals: string[] = [];
  smtp.respond = (raw) => {
    arrivals.push(raw);
    return answer(raw);
  };
  return arrivals;
}

/** How many of `arrivals` are lead `id`'s message. */
export const copiesOf = (arrivals: string[], id: string) =>
  arrivals.filter((raw) => raw.includes(id)).length;

/**
 * Once lead `id` is parked and a resend would have shown: it reached the SMTP server once and
 * waits for a person with `view`.
 */
export async function expectParkedAfterOneSend(
  store: Store,
  id: string,
  arrivals: string[],
  view: Partial<DeliveryView>,
): Promise<void> {
  await waitFor(async () => (await deliveryOf(store, id))?.state === 'failed');
  await resendWindow();
  expect(copiesOf(arrivals, id)).toBe(1);
  expect(await deliveryOf(store, id)).toMatchObject({ state: 'failed', ...view });
}

/**
 * How long a spawned instance may take to its first act: tsx compiles the server, the store opens,
 * the runner claims. A guard against a hang, not a measure (the tests that wait on it have 300 s):
 * beside a whole Playwright run, two such starts took over 30 s.
 */
export const instanceStartMs = 120_000;

const instanceScript = fileURLToPath(new URL('./instanceProcess.ts', import.meta.url));
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The app on `config` in a child process (instanceProcess.ts), for a test to kill -9 in the
 * middle of a delivery; killed when the test finishes.
 */
export function spawnInstance(config: Config, options: InstanceSettings['options'] = {}) {
  const settings: InstanceSettings = { config, options: { retry: fastRetry, ...options } };
  const child = spawn(process.execPath, ['--import', 'tsx', instanceScript], {
    cwd: projectRoot,
    env: { ...process.env, INSTANCE_SETTINGS: JSON.stringify(settings) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<unknown>((resolve) => child.once('exit', resolve));
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return {
    /** Its event loop stalls (SIGSTOP) until `resume`, as under a long pause or a frozen VM. */
    stall: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
