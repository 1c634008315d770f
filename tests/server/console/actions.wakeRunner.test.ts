import { expect, it } from 'vitest';
import type { ScreenResult } from '../../../server/store/lead';
import { buildRelayingApp, fastRetry, validMessage, waitFor } from '../helper';
import { openStoreOf, seedLead } from '../storeHelper';
import { post, signedInMember } from './consoleHelper';

/**
 * A person's action in the console queues a job on this very instance: it runs now, not at the
 * runner's next look at the store (a minute here, as a quiet server's may be).
 */
async function consoleOnAQuietServer() {
  const { app, config, smtp } = await buildRelayingApp(
    { siteUrl: 'http://localhost' },
    { retry: { ...fastRetry, pollEveryMs: 60_000 } },
  );
  const store = await openStoreOf(config);
  const { cookie } = await signedInMember(app, store);
  return { app, store, smtp, cookie };
}

const heldScreen: ScreenResult = {
  held: true,
  verdict: 'held',
  score: 10,
  reasons: [{ layer: 'content', points: 10, why: 'links' }],
};

it('a released lead is mailed at once', async () => {
  const { app, store, smtp, cookie } = await consoleOnAQuietServer();
  const id = await seedLead(store, 'spam', { screen: heldScreen });

  expect((await post(app, `/leads/${id}/release`, {}, cookie)).statusCode).toBe(200);

  await waitFor(() => smtp.received.some((mail) => mail.raw.includes(validMessage.email)));
});

it('leads released together from the held list are mailed at once', async () => {
  const { app, store, smtp, cookie } = await consoleOnAQuietServer();
  const ids = [
    await seedLead(store, 'spam', { screen: heldScreen }),
    await seedLead(store, 'spam', { screen: heldScreen }),
  ];

  expect((await post(app, '/held/release', { ids }, cookie)).json()).toEqual({
    done: ids,
    skipped: [],
  });

  await waitFor(() => smtp.received.length === 2);
});

it('a failed delivery retried is tried at once', async () => {
  const { app, store, smtp, cookie } = await consoleOnAQuietServer();
  const id = await seedLead(store, 'failed', { failure: 'refused' });

  expect((await post(app, `/leads/${id}/retry`, { destination: 'email' }, cookie)).statusCode).toBe(
    200,
  );

  await waitFor(() => smtp.received.some((mail) => mail.raw.includes(validMessage.email)));
});
