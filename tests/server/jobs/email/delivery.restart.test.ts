import { createServer, type Socket } from 'node:net';
import { expect, it, onTestFinished } from 'vitest';
import { freePort } from '../../../bench/freePort';
import {
  buildTestApp,
  headersOf,
  postJson,
  startSmtpSink,
  validMessage,
  waitFor,
} from '../../helper';
import { describeEachEngine, latestStoreFor } from '../../engines';
import { leadsIn, openStoreOf } from '../../storeHelper';
import {
  arrivalsAt,
  copiesOf,
  deliveryOf,
  expectParkedAfterOneSend,
  instanceStartMs,
  resendWindow,
  shortLease,
  spawnInstance,
} from '../deliveryHelper';

/** An SMTP server that takes connections and never says a word. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, connections: () => sockets.size };
}

describeEachEngine('e-mail across restarts', (engine) => {
  /** The app on `engine` with `smtpUrl`, having stored a lead from each of `names`. */
  async function appWithLeads(smtpUrl: string | undefined, names: string[]) {
    const { app, config } = await buildTestApp(
      { smtpUrl, ...(await latestStoreFor(engine)) },
      shortLease,
    );
    const ids: string[] = [];
    for (const name of names) {
      ids.push((await postJson(app, { ...validMessage, name })).json<{ id: string }>().id);
    }
    return { app, config, ids, store: await openStoreOf(config) };
  }

  it('without SMTP_URL a lead waits in the store; a start with SMTP_URL relays it, exactly once', async () => {
    const { app, config, ids, store } = await appWithLeads(undefined, ['Jane Doe', 'John Roe']);
    await app.close();
    expect(await leadsIn(store, 'pending')).toEqual(ids);

    const smtp = await startSmtpSink();
    await buildTestApp({ ...config, smtpUrl: smtp.url });

    await waitFor(async () => (await leadsIn(store, 'sent')).length === 2);
    await resendWindow();
    expect(smtp.received.map((mail) => headersOf(mail.raw).get('subject')?.[0])).toEqual([
      'New inquiry from Jane Doe (Acme Inc.)',
      'New inquiry from John Roe (Acme Inc.)',
    ]);
    await smtp.close();
  });

  it('kill -9 during a send: that lead is parked unconfirmed once its claim lapses, never sent again; the next start delivers the others', async () => {
    const { app, config, ids, store } = await appWithLeads(undefined, [
      'Jane Doe',
      'John Roe',
      'Ann Poe',
    ]);
    await app.close();
    const [cutOff = '', ...others] = ids;
    const smtp = await startSmtpSink();
    let answer: (reply: undefined) => void = () => {};
    const arrivals = arrivalsAt(smtp, (raw) =>
      raw.includes(cutOff) ? new Promise((resolve) => (answer = resolve)) : undefined,
    );

    // Killed while the SMTP server holds back its 250 for the whole first message.
    const instance = spawnInstance({ ...config, smtpUrl: smtp.url }, shortLease);
    await waitFor(() => arrivals.length === 1, instanceStartMs);
    await instance.kill9();
    answer(undefined);
    expect(await deliveryOf(store, cutOff)).toMatchObject({ state: 'sending', attempts: 1 });
    expect(await leadsIn(store, 'pending')).toEqual(ids);

    await buildTestApp({ ...config, smtpUrl: smtp.url }, shortLease);

    await expectParkedAfterOneSend(store, cutOff, arrivals, {
      attempts: 1,
      failure: 'unconfirmed',
      lastError: expect.stringMatching(/^unconfirmed: /),
    });
    // The lapsed claim is found in its own time: the others may still be on their way.
    await waitFor(async () => (await leadsIn(store, 'sent')).length >= others.length);
    expect(await leadsIn(store, 'sent')).toEqual(others);
    expect(others.map((id) => copiesOf(arrivals, id))).toEqual([1, 1]);
    await smtp.close();
  }, 300_000);

  it('kill -9 before the message went out (the SMTP server had not even greeted): the next start sends it, once', async () => {
    const { app, config, ids, store } = await appWithLeads(undefined, ['Jane Doe']);
    await app.close();
    const [id = ''] = ids;
    const silent = await silentServer();

    const instance = spawnInstance({ ...config, smtpUrl: silent.url }, shortLease);
    await waitFor(() => silent.connections() === 1, instanceStartMs);
    await instance.kill9();
    const smtp = await startSmtpSink();
    await buildTestApp({ ...config, smtpUrl: smtp.url }, shortLease);

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    await resendWindow();
    expect(smtp.received).toHaveLength(1);
    expect(await deliveryOf(store, id)).toMatchObject({ attempts: 2 });
    await smtp.close();
  }, 300_000);

  it('SMTP down at start, then up: every stored lead is delivered, exactly once', async () => {
    const port = await freePort();
    const { ids, store } = await appWithLeads(`smtp://127.0.0.1:${port}`, ['Jane Doe', 'John Roe']);
    await resendWindow();
    expect(await leadsIn(store, 'pending')).toEqual(ids);

    const smtp = await startSmtpSink(port);

    await waitFor(async () => (await leadsIn(store, 'sent')).length === 2);
    await resendWindow();
    expect(smtp.received).toHaveLength(2);
    await smtp.close();
  });

  it('closing the app stops the worker and keeps undelivered mail pending', async () => {
    const { app, ids, store } = await appWithLeads('smtp://127.0.0.1:9', ['Jane Doe']);

    await app.close();

    expect(await leadsIn(store, 'pending')).toEqual(ids);
  });
});
