import { createServer, type AddressInfo } from 'node:net';
import { expect, it, onTestFinished } from 'vitest';
import { buildTestApp, postJson, validMessage, waitFor } from '../../helper';
import { databaseUrlFor, describeEachEngine } from '../../engines';
import { openStoreOf } from '../../storeHelper';
import { deliveryOf, resendWindow } from '../deliveryHelper';

interface Arrival {
  to: string[];
  raw: string;
}

/**
 * An SMTP server on loopback that answers the first DATA command itself with 451, which
 * smtp-server cannot do (it always answers 354 and lets onData answer the final dot).
 */
async function startDataDeferringServer() {
  const arrivals: Arrival[] = [];
  let dataCommands = 0;
  const server = createServer((socket) => {
    let pending = '';
    let to: string[] = [];
    let message: string | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 loopback ESMTP');
    socket.on('data', (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      for (let end = pending.indexOf('\r\n'); end !== -1; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (message !== undefined) {
          if (line !== '.') {
            message += `${line}\r\n`;
            continue;
          }
          arrivals.push({ to, raw: message });
          message = undefined;
          to = [];
          reply('250 Queued');
          continue;
        }
        const verb = line.split(/[ :]/, 1)[0]?.toUpperCase();
        if (verb === 'EHLO') reply('250 loopback');
        else if (verb === 'RCPT') {
          to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 Accepted');
        } else if (verb === 'DATA') {
          dataCommands += 1;
          if (dataCommands === 1) {
            to = [];
            reply('451 4.3.0 Try again later');
          } else {
            message = '';
            reply('354 Go ahead');
          }
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else {
          if (verb === 'RSET') to = [];
          reply('250 OK');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, arrivals };
}

describeEachEngine('e-mail deferred at the DATA command', (engine) => {
  it('is tried again, and every MAIL_TO address gets it once', async () => {
    const smtp = await startDataDeferringServer();
    const { app, config } = await buildTestApp({
      databaseUrl: await databaseUrlFor(engine),
      smtpUrl: smtp.url,
      mailTo: ['sales@company.test', 'ceo@company.test'],
    });
    const store = await openStoreOf(config);

    const { id } = (await postJson(app, validMessage)).json<{ id: string }>();

    await waitFor(async () => (await deliveryOf(store, id))?.state === 'sent');
    await resendWindow();
    expect(smtp.arrivals.map((arrival) => arrival.to)).toEqual([
      ['sales@company.test', 'ceo@company.test'],
    ]);
    expect(smtp.arrivals[0]?.raw).toContain(`<${id}@company.test>`);
    expect(await deliveryOf(store, id)).toMatchObject({
      attempts: 2,
      lastError: expect.stringContaining('451 4.3.0 Try again later'),
    });
  });
});
