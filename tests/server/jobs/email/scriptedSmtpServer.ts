import { createServer, type AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

interface Arrival {
  to: string[];
  raw: string;
}

/** Replies as `'451 4.3.0 Try again later'`; undefined takes the usual one. */
interface SmtpScript {
  /** To RCPT TO for `address` (a refused one is not a recipient). */
  rcpt?: (address: string) => string | undefined;
  /** To the `count`th DATA command (a refused one takes no message). */
  data?: (count: number) => string | undefined;
  /** To the final dot of the `count`th message, which has arrived; `hangUp` drops the connection unanswered. */
  dot?: (count: number) => string | 'hangUp' | undefined;
}

/**
 * An SMTP server on loopback that answers as `script` says where smtp-server cannot: DATA itself
 * refused (it always answers 354), or a connection dropped right after the final dot, a send cut
 * off with no deadline to wait for.
 */
export async function startScriptedSmtpServer(script: SmtpScript) {
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
          const answer = script.dot?.(arrivals.length);
          if (answer === 'hangUp') {
            socket.destroy();
            return;
          }
          reply(answer ?? '250 Queued');
          continue;
        }
        const verb = line.split(/[ :]/, 1)[0]?.toUpperCase();
        if (verb === 'EHLO') reply('250 loopback');
        else if (verb === 'RCPT') {
          const address = /<(.*)>/.exec(line)?.[1] ?? '';
          const refusal = script.rcpt?.(address);
          if (refusal === undefined) to.push(address);
          reply(refusal ?? '250 Accepted');
        } else if (verb === 'DATA') {
          dataCommands += 1;
          const refusal = script.data?.(dataCommands);
          if (refusal === undefined) {
            message = '';
            reply('354 Go ahead');
          } else {
            to = [];
            reply(refusal);
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
