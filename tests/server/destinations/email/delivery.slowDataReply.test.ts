import { expect, it } from 'vitest';
import { defaultSmtpTimeouts } from '../../../../server/destinations/email/smtpSender';
import {
  buildRelayingApp,
  buildTestApp,
  postJson,
  startSmtpSink,
  validMessage,
  waitFor,
} from '../../helper';
import { expectParkedAfterOneSend, files, recordOf, restart, spawnServer } from './deliveryHelper';

/** Short up to the data, so a test shows in a second what the old 8 s socket timeout did in 8. */
const shortTimeouts = {
  ...defaultSmtpTimeouts,
  connectMs: 1000,
  greetingMs: 1000,
  handOverMs: 1000,
};

const after = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(resolve, ms, undefined));

it('a server slower to answer the final dot than any other command gets the message once', async () => {
  const { app, config, smtp } = await buildRelayingApp({}, { smtpTimeouts: shortTimeouts });
  let dots = 0;
  smtp.respond = () => {
    dots += 1;
    return after(2500);
  };

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

  await waitFor(async () => (await files(config.outboxDir, 'sent')).length === 1, 10_000);
  await after(500); // a resend would show up by now
  expect(dots).toBe(1);
  expect(smtp.received).toHaveLength(1);
  expect(await recordOf(config.outboxDir, id)).toMatchObject({ state: 'sent', attempts: 1 });
}, 20_000);

it('a send cut off after the whole message went out is kept for a person as unconfirmed, never retried', async () => {
  const { app, config, smtp } = await buildRelayingApp(
    {},
    { smtpTimeouts: { ...shortTimeouts, dataReplyMs: 300 } },
  );
  let dots = 0;
  smtp.respond = () => {
    dots += 1;
    return after(3000);
  };

  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

  await waitFor(async () => (await files(config.outboxDir, 'failed')).length === 1, 10_000);
  await after(500);
  expect(dots).toBe(1);
  expect(await files(config.outboxDir, 'pending')).toEqual([]);
  expect(await recordOf(config.outboxDir, id)).toMatchObject({
    state: 'failed',
    failure: 'unconfirmed',
  });
}, 20_000);

it('a shutdown while the server holds back its answer to the dot never turns into a resend', async () => {
  const { app, config } = await buildTestApp({ smtpUrl: undefined });
  const { id } = (await postJson(app, validMessage)).json<{ id: string }>();
  await app.close();
  const smtp = await startSmtpSink();
  let dots = 0;
  let answer: (reply: undefined) => void = () => {};
  smtp.respond = () => {
    dots += 1;
    return dots > 1 ? undefined : new Promise((resolve) => (answer = resolve));
  };

  // Production timeouts: SIGTERM during the wait, which outlasts the 10 s shutdown deadline.
  const server = spawnServer({ ...config, smtpUrl: smtp.url });
  await waitFor(() => dots === 1, 45_000);
  server.child.kill('SIGTERM');
  await server.exited;
  answer(undefined);

  await restart({ ...config, smtpUrl: smtp.url });

  await expectParkedAfterOneSend(config.outboxDir, id, () => dots, {
    state: 'failed',
    failure: 'unconfirmed',
  });
  await smtp.close();
}, 60_000);
