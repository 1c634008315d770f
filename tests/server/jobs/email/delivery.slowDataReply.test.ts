import { connect, createServer, type Socket } from 'node:net';
import { expect, it, onTestFinished } from 'vitest';
import { defaultSmtpTimeouts } from '../../../../server/jobs/email/smtpSender';
import {
  buildTestApp,
  postJson,
  startSmtpSink,
  validMessage,
  waitFor,
  type SmtpSink,
} from '../../helper';
import { describeEachEngine, latestStoreFor } from '../../engines';
import { openStoreOf } from '../../storeHelper';
import {
  arrivalsAt,
  deliveryOf,
  expectParkedAfterOneSend,
  relayingAppOn,
  resendWindow,
} from '../deliveryHelper';

/**
 * Short up to the data, so a test shows in seconds what a slow step does; not so short that a
 * loaded machine's send runs past them before its final dot.
 */
const shortTimeouts = {
  ...defaultSmtpTimeouts,
  connectMs: 2500,
  greetingMs: 2500,
  handOverMs: 2500,
};

const after = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(resolve, ms, undefined));

/**
 * `smtp` behind a link that, once the client has sent the final dot, passes the server's answer
 * on one byte every `byteEveryMs`: never idle for long, never done in time. Returns its URL.
 */
async function trickleAnswersToTheDot(smtp: SmtpSink, byteEveryMs: number): Promise<string> {
  const sockets = new Set<Socket>();
  const link = createServer((client) => {
    const server = connect(smtp.port, '127.0.0.1');
    sockets.add(client).add(server);
    let lastBytes = '';
    let dotSent = false;
    const held: number[] = [];
    const drip = setInterval(() => {
      const byte = held.shift();
      if (byte !== undefined) client.write(Buffer.of(byte));
    }, byteEveryMs);
    client.on('data', (chunk: Buffer) => {
      lastBytes = (lastBytes + chunk.toString('latin1')).slice(-5);
      dotSent ||= lastBytes === '\r\n.\r\n';
      server.write(chunk);
    });
    server.on('data', (chunk: Buffer) => {
      if (dotSent) held.push(...chunk);
      else client.write(chunk);
    });
    const close = () => {
      clearInterval(drip);
      client.destroy();
      server.destroy();
    };
    client.on('close', close).on('error', close);
    server.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => link.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        link.close(() => resolve());
      }),
  );
  const address = link.address();
  return `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** A send cut off after the message went out: parked for a person after its one try. */
const unconfirmedAfterOneTry = () => ({
  attempts: 1,
  failure: 'unconfirmed' as const,
  lastError: expect.stringMatching(/^unconfirmed: /),
});

describeEachEngine('the answer to the final dot', (engine) => {
  it('a server slower to answer the final dot than any other command gets the message once', async () => {
    const { app, smtp, store } = await relayingAppOn(engine, {}, { smtpTimeouts: shortTimeouts });
    const arrivals = arrivalsAt(smtp, () => after(4000));

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    await resendWindow();
    expect(arrivals).toHaveLength(1);
    expect(await deliveryOf(store, id)).toMatchObject({ attempts: 1 });
  });

  it('an answer held back past dataReplyMs: parked as unconfirmed, never sent again', async () => {
    const { app, smtp, store } = await relayingAppOn(
      engine,
      {},
      { smtpTimeouts: { ...shortTimeouts, dataReplyMs: 300 } },
    );
    const arrivals = arrivalsAt(smtp, () => after(3000));

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await expectParkedAfterOneSend(store, id, arrivals, unconfirmedAfterOneTry());
  });

  it('an answer trickling in a byte at a time is cut at dataReplyMs overall: unconfirmed, never sent again', async () => {
    const smtp = await startSmtpSink();
    onTestFinished(() => smtp.close());
    const arrivals = arrivalsAt(smtp);
    // "250 OK: message queued", a byte every 100 ms: 2.5 s, yet never 500 ms without one.
    const { app, config } = await buildTestApp(
      {
        smtpUrl: await trickleAnswersToTheDot(smtp, 100),
        ...(await latestStoreFor(engine)),
      },
      { smtpTimeouts: { ...shortTimeouts, dataReplyMs: 500 } },
    );
    const store = await openStoreOf(config);

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await expectParkedAfterOneSend(store, id, arrivals, unconfirmedAfterOneTry());
  });
});
