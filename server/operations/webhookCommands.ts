import type { Config } from '../config';
import { WebhookQueue, type WebhookFolder } from '../destinations/webhook/webhookQueue';
import { receivedAtOf } from '../outbox/messageId';
import type { Folder, Outbox } from '../outbox/outbox';
import { listOrEmpty } from './backlog';
import { markPendingChanged } from './backlogMonitor';
import { checkedId, CommandError, noMoreArguments, type CommandContext } from './command';
import { parseDuration } from './duration';

/** Stored leads the CRM may get: spam/ goes nowhere until it is released. */
const leadFolders: Folder[] = ['pending', 'sent', 'failed'];

function queueOf(config: Config, outbox: Outbox): WebhookQueue {
  if (config.leadWebhook === undefined) {
    throw new CommandError('No LEAD_WEBHOOK_URL is configured: there is no CRM webhook to send to');
  }
  return new WebhookQueue(outbox);
}

async function isStoredLead(outbox: Outbox, id: string): Promise<boolean> {
  for (const folder of leadFolders) if (await outbox.has(folder, id)) return true;
  return false;
}

const wakeNote = 'The running server sends it within seconds (or on its next start).';

/** Queues a lead released from spam/ for the CRM too, before it moves (a crash keeps it queued). */
export async function queueForWebhook(config: Config, outbox: Outbox, id: string): Promise<void> {
  if (config.leadWebhook !== undefined) await new WebhookQueue(outbox).enqueue(id);
}

/** The webhook's state of each lead for `list`; undefined without LEAD_WEBHOOK_URL. */
export function webhookColumn(
  config: Config,
  outbox: Outbox,
): ((id: string) => Promise<WebhookFolder | 'not queued'>) | undefined {
  if (config.leadWebhook === undefined) return undefined;
  const queue = new WebhookQueue(outbox);
  return async (id) => (await queue.folderOf(id)) ?? 'not queued';
}

/** Queues one lead again under its webhook-id; `from` tells what it was. */
async function requeue(queue: WebhookQueue, outbox: Outbox, id: string): Promise<string> {
  const folder = await queue.folderOf(id);
  if (folder === 'pending') return `${id} is already waiting for the CRM`;
  if (!(await isStoredLead(outbox, id))) {
    throw new CommandError(`No lead with id ${id} in pending/, sent/ or failed/ of ${outbox.dir}`);
  }
  if (folder === undefined) await queue.enqueue(id);
  else await queue.requeue(id, folder);
  return `Queued ${id} for the CRM webhook again (was ${folder ?? 'never sent'})`;
}

/** replay <id> | replay --since <duration>: send delivered leads again, same webhook-id. */
async function replay(
  { config, print, now = Date.now }: CommandContext,
  outbox: Outbox,
  args: string[],
) {
  const queue = queueOf(config, outbox);
  let ids: string[];
  if (args[0] === '--since') {
    const [, text, ...extra] = args;
    noMoreArguments(extra);
    const sinceMs = text === undefined ? undefined : parseDuration(text);
    if (sinceMs === undefined) {
      throw new CommandError(
        `replay --since needs a duration like 90m, 12h, 30d or 4w, got ${JSON.stringify(text ?? '')}`,
        2,
      );
    }
    const from = now() - sinceMs;
    const stored = (
      await Promise.all(leadFolders.map((folder) => listOrEmpty(outbox, folder)))
    ).flat();
    ids = stored.filter((id) => (receivedAtOf(id)?.getTime() ?? -Infinity) >= from).sort();
  } else {
    const [raw, ...extra] = args;
    noMoreArguments(extra);
    ids = [checkedId(raw, 'replay')];
  }
  for (const id of ids) print(await requeue(queue, outbox, id));
  if (ids.length === 0) print('No leads received in that time');
  else {
    await markPendingChanged(outbox);
    print(wakeNote);
  }
}

/** retry-webhook <id> | --all-failed: webhook/failed back to the queue, fresh tries. */
async function retryWebhook({ config, print }: CommandContext, outbox: Outbox, args: string[]) {
  const queue = queueOf(config, outbox);
  const [which, ...extra] = args;
  const ids =
    which === '--all-failed' ? await queue.list('failed') : [checkedId(which, 'retry-webhook')];
  noMoreArguments(extra);
  for (const id of ids) {
    if ((await queue.folderOf(id)) !== 'failed') {
      throw new CommandError(
        `Lead ${id} is not in webhook/failed (see \`npm run outbox -- list\`)`,
      );
    }
    await queue.requeue(id, 'failed');
    print(`Queued ${id} for the CRM webhook again`);
  }
  if (ids.length === 0) print('No leads in webhook/failed');
  else {
    await markPendingChanged(outbox);
    print(wakeNote);
  }
}

export const webhookCommands = { replay, 'retry-webhook': retryWebhook } as const;
