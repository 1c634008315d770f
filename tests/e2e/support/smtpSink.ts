/** A real SMTP server on loopback for the e2e run: every message it accepts becomes a file the specs read. */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const dir = process.env.SMTP_SINK_DIR;
const port = Number(process.env.SMTP_SINK_PORT);
if (!dir || !port) throw new Error('SMTP_SINK_DIR and SMTP_SINK_PORT are required');

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
      const name = `${Date.now()}-${received}`;
      // Written under another name, then renamed: a spec polling the folder never reads half a mail.
      writeFileSync(
        join(dir, `${name}.part`),
        `X-Envelope-To: ${recipients}\r\n${Buffer.concat(chunks).toString('utf8')}`,
      );
      renameSync(join(dir, `${name}.part`), join(dir, `${name}.eml`));
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
