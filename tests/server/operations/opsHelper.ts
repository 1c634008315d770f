import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../../server/config';
import { composeMessage } from '../../../server/destinations/email/composeMessage';
import { Outbox, type Folder } from '../../../server/outbox/outbox';
import { newMessageId } from '../../../server/outbox/messageId';
import { runOutboxCommand } from '../../../server/operations/outboxCommands';
import { validMessage } from '../helper';

export const files = (dir: string, folder: Folder) => readdir(join(dir, folder));

/** A message as the relay would have stored it, arrived at `receivedAt`, put in `folder`. */
export async function storeMessage(
  config: Config,
  folder: Folder,
  receivedAt: Date,
  message = validMessage,
): Promise<string> {
  const outbox = new Outbox(config.outboxDir);
  await outbox.init();
  const id = newMessageId(receivedAt);
  await outbox.store(
    folder,
    id,
    await composeMessage({ id, message, receivedAt, settings: config }),
  );
  return id;
}

/** Runs one `npm run outbox` command in-process and captures what it prints. */
export async function outboxCommand(config: Config, ...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runOutboxCommand(argv, {
    config,
    print: (text) => (stdout += `${text}\n`),
    printError: (line) => (stderr += `${line}\n`),
  });
  return { code, stdout, stderr };
}

export const messageIdOf = (raw: string) => /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim();
