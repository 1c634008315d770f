import type { Config } from '../config';
import { checkedId, CommandError, noMoreArguments, type CommandContext } from './command';
import { escapeControlsInJson, showControls } from '../controlCharacters';
import { isMissing } from '../fileErrors';
import { ConsentStore, recordConsentOf } from '../outbox/consentStore';
import { isStale, readLockFile } from '../outbox/outboxLock';
import { defaultSenderLockTimings } from '../outbox/senderLock';
import { folders, Outbox, type Folder } from '../outbox/outbox';
import { listOrEmpty, readBacklog } from './backlog';
import { markPendingChanged } from './backlogMonitor';
import { consent } from './consentLookup';
import { parseDuration } from './duration';
import { asRecipientSees, parseLead, summarizeLead, type LeadSummary } from './leadFile';
import { describeScreen } from './screenSummary';
import { readRelayState } from './relayState';
import { purgeFolder } from './retention';
import { webhookColumn, webhookCommands, queueForWebhook } from './webhookCommands';
import { readWebhookBacklog } from './webhookBacklog';

const usage = `Usage: npm run outbox -- <command>
  status                          counts per folder, oldest pending, last delivery error, SMTP
  list [pending|sent|failed|spam] [--json]
                                  messages, newest first (all folders when none is named)
  show <id>                       a message as the recipient sees it
  retry <id> | retry --all-failed failed/ back to pending/, for the running server to relay
  release <id>                    a message wrongly held as spam to pending/, to be relayed
  replay <id> | replay --since <duration>
                                  send leads to the CRM webhook again, under the same webhook-id
  retry-webhook <id> | retry-webhook --all-failed
                                  leads the CRM webhook refused or gave up on, tried again
  purge --older-than <duration>   delete delivered and spam messages older than e.g. 90m, 12h, 30d, 4w
  consent <phone or e-mail> [--json]
                                  every SMS consent record for that number or address`;

function formatAge(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return `${seconds} s`;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

async function foldersHolding(outbox: Outbox, id: string): Promise<Folder[]> {
  const found: Folder[] = [];
  for (const folder of folders) if (await outbox.has(folder, id)) found.push(folder);
  return found;
}

function relayNote(config: Config): string {
  return config.smtpUrl === undefined
    ? 'No SMTP_URL is configured: it waits in pending/ until the server runs with one.'
    : 'The running server relays it within seconds (or on its next start).';
}

/**
 * Moves one message into pending/. A message also in sent/ was delivered already: it is refused,
 * since the relay would send it again. The move is one rename: the file is in one folder or the
 * other, never half-moved, and a message moved by someone else meanwhile is reported, not lost.
 */
async function moveToPending(outbox: Outbox, id: string, from: 'failed' | 'spam'): Promise<void> {
  const holding = await foldersHolding(outbox, id);
  if (holding.length === 0) throw new CommandError(`No message with id ${id} in ${outbox.dir}`);
  if (holding.includes('sent')) {
    throw new CommandError(
      `Message ${id} was delivered already (it is in sent/): not sending it twice`,
    );
  }
  if (!holding.includes(from)) {
    const hint = holding.includes('spam') ? ` (use \`release ${id}\`)` : '';
    throw new CommandError(`Message ${id} is in ${holding[0]}/, not in ${from}/${hint}`);
  }
  try {
    await outbox.move(id, from, 'pending');
  } catch (error) {
    if (!isMissing(error)) throw error;
    throw new CommandError(`Message ${id} left ${from}/ while this command ran; nothing moved`);
  }
  await markPendingChanged(outbox);
}

async function status(
  { config, print, now = Date.now }: CommandContext,
  outbox: Outbox,
  args: string[],
) {
  noMoreArguments(args);
  const [backlog, state, lock] = await Promise.all([
    readBacklog(outbox, now()),
    readRelayState(config.outboxDir),
    readLockFile(config.outboxDir),
  ]);
  const { counts, oldestPendingAgeSeconds } = backlog;
  const sender =
    lock === undefined || (await isStale(lock, defaultSenderLockTimings.expiresAfterMs))
      ? 'no server is running on this outbox'
      : `server process ${lock.holder.pid} on ${lock.holder.host}, since ${lock.holder.since}`;
  const lastError = state.lastError
    ? `${state.lastError.at}, message ${state.lastError.messageId}: ${state.lastError.reason}`
    : 'none recorded';
  print(
    [
      `Outbox:              ${config.outboxDir}`,
      `Pending:             ${counts.pending}${oldestPendingAgeSeconds === undefined ? '' : `, oldest waiting ${formatAge(oldestPendingAgeSeconds)}`}`,
      `Sent:                ${counts.sent}`,
      `Failed:              ${counts.failed}`,
      `Spam:                ${counts.spam}`,
      `SMTP:                ${config.smtpUrl === undefined ? 'not configured (SMTP_URL unset): messages stay in pending/' : `configured, relaying to ${config.mailTo.join(', ')}`}`,
      `Sender:              ${sender}`,
      `Last delivery:       ${state.lastDeliveredAt ?? 'none recorded'}`,
      `Last delivery error: ${lastError}`,
      `Retention:           sent/ ${config.retentionDays} days, spam/ ${config.spamRetentionDays} days, consent/ ${config.consentRetentionDays} days`,
      ...(await webhookStatusLines(config, outbox, now())),
    ].join('\n'),
  );
}

async function webhookStatusLines(config: Config, outbox: Outbox, at: number): Promise<string[]> {
  if (config.leadWebhook === undefined) return [];
  const { pending, sent, failed, oldestPendingAgeSeconds } = await readWebhookBacklog(outbox, at);
  const oldest =
    oldestPendingAgeSeconds === undefined
      ? ''
      : `, oldest waiting ${formatAge(oldestPendingAgeSeconds)}`;
  return [
    `CRM webhook:         configured, sending to ${new URL(config.leadWebhook.url).origin}`,
    `Webhook pending:     ${pending}${oldest}`,
    `Webhook sent:        ${sent}`,
    `Webhook failed:      ${failed}`,
  ];
}

type ListedLead = LeadSummary & { webhook?: string };

function table(leads: ListedLead[]): string {
  const columns: [string, (lead: ListedLead) => string][] = [
    ['ID', (lead) => lead.id],
    ['FOLDER', (lead) => lead.folder],
    ['RECEIVED', (lead) => lead.receivedAt],
    ['NAME', (lead) => lead.name],
    ['EMAIL', (lead) => lead.email],
    ['COMPANY', (lead) => lead.company],
    ['SIZE', (lead) => String(lead.size)],
    ['SCREEN', (lead) => lead.screen],
    ...(leads.some((lead) => lead.webhook !== undefined)
      ? [['WEBHOOK', (lead: ListedLead) => lead.webhook ?? ''] satisfies [string, unknown]]
      : []),
  ];
  const rows = [
    columns.map(([title]) => title),
    ...leads.map((lead) => columns.map(([, cell]) => cell(lead))),
  ];
  const widths = columns.map((_, index) => Math.max(...rows.map((row) => row[index]?.length ?? 0)));
  return rows
    .map((row) =>
      row
        .map((cell, index) => cell.padEnd(widths[index] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function list({ config, print }: CommandContext, outbox: Outbox, args: string[]) {
  const json = args.includes('--json');
  const rest = args.filter((arg) => arg !== '--json');
  const [folderArg, ...extra] = rest;
  noMoreArguments(extra);
  if (folderArg !== undefined && !folders.includes(folderArg as Folder)) {
    throw new CommandError(`Unknown folder ${folderArg}: expected one of ${folders.join(', ')}`, 2);
  }
  const chosen = folderArg === undefined ? folders : [folderArg as Folder];
  const leads: ListedLead[] = [];
  const webhookStateOf = webhookColumn(config, outbox);
  for (const folder of chosen) {
    for (const id of await listOrEmpty(outbox, folder)) {
      try {
        const lead = await summarizeLead(outbox, folder, id);
        leads.push(webhookStateOf ? { ...lead, webhook: await webhookStateOf(id) } : lead);
      } catch (error) {
        // Relayed or purged between the listing and the read.
        if (!isMissing(error)) throw error;
      }
    }
  }
  leads.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id.localeCompare(a.id));
  if (json) print(escapeControlsInJson(JSON.stringify(leads, null, 2)));
  else if (leads.length === 0)
    print(`No messages in ${chosen.map((folder) => `${folder}/`).join(', ')}`);
  else print(table(leads));
}

async function show({ print }: CommandContext, outbox: Outbox, args: string[]) {
  const [raw, ...extra] = args;
  const id = checkedId(raw, 'show');
  noMoreArguments(extra);
  const [folder] = await foldersHolding(outbox, id);
  if (folder === undefined) throw new CommandError(`No message with id ${id} in ${outbox.dir}`);
  const screen = describeScreen((await outbox.readLead(id))?.screen);
  print(
    `Folder:      ${folder}/\n${screen && `Screen:      ${screen}\n`}${asRecipientSees(await parseLead(outbox, folder, id))}`,
  );
}

async function retry({ config, print }: CommandContext, outbox: Outbox, args: string[]) {
  if (args[0] === '--all-failed') {
    noMoreArguments(args.slice(1));
    const ids = await listOrEmpty(outbox, 'failed');
    let moved = 0;
    for (const id of ids) {
      if ((await outbox.readRecord(id))?.failure === 'unconfirmed') {
        // Its send was cut off: the SMTP server may have it. Only a person can tell.
        print(
          `Skipped: ${id} may have been delivered (its send was cut off); check the inbox for its Message-ID, then \`retry ${id}\``,
        );
        continue;
      }
      try {
        await moveToPending(outbox, id, 'failed');
        moved += 1;
      } catch (error) {
        if (!(error instanceof CommandError)) throw error;
        print(`Skipped: ${error.message}`);
      }
    }
    print(
      moved === 0
        ? 'No failed messages to retry'
        : `Moved ${moved} message(s) from failed/ to pending/. ${relayNote(config)}`,
    );
    return;
  }
  const [raw, ...extra] = args;
  const id = checkedId(raw, 'retry');
  noMoreArguments(extra);
  await moveToPending(outbox, id, 'failed');
  print(`Moved ${id} from failed/ to pending/. ${relayNote(config)}`);
}

async function release({ config, print }: CommandContext, outbox: Outbox, args: string[]) {
  const [raw, ...extra] = args;
  const id = checkedId(raw, 'release');
  noMoreArguments(extra);
  if (await outbox.has('spam', id)) await queueForWebhook(config, outbox, id);
  await moveToPending(outbox, id, 'spam');
  // Held, its consent was never claimed; taken now, it is (a crash here is completed at start).
  const recorded = await recordConsentOf(outbox, new ConsentStore(outbox.dir), id);
  print(
    `Moved ${id} from spam/ to pending/.${recorded ? ' Its SMS consent is now recorded.' : ''} ${relayNote(config)}`,
  );
}

async function purge({ print, now = Date.now }: CommandContext, outbox: Outbox, args: string[]) {
  const [flag, text, ...extra] = args;
  if (flag !== '--older-than' || text === undefined) {
    throw new CommandError('purge needs --older-than <duration>, e.g. purge --older-than 30d', 2);
  }
  noMoreArguments(extra);
  const maxAgeMs = parseDuration(text);
  if (maxAgeMs === undefined) {
    throw new CommandError(
      `Bad duration ${JSON.stringify(text)}: expected a positive number and a unit, like 90m, 12h, 30d or 4w`,
      2,
    );
  }
  const at = now();
  const sent = await purgeFolder(outbox, 'sent', maxAgeMs, at);
  const spam = await purgeFolder(outbox, 'spam', maxAgeMs, at);
  print(
    `Removed ${sent} delivered and ${spam} spam message(s) older than ${text}; pending/ and failed/ are never purged`,
  );
}

const commands = {
  status,
  list,
  show,
  retry,
  release,
  purge,
  consent,
  ...webhookCommands,
} as const;

/** Runs one command of `npm run outbox`; returns the process's exit code. */
export async function runOutboxCommand(
  argv: string[],
  { print, printError, ...context }: CommandContext & { printError(line: string): void },
): Promise<number> {
  const [name, ...args] = argv;
  // Every line, whatever it quotes (a lead, an SMTP reply, a mistyped argument), reaches a terminal.
  const terminal = { ...context, print: (text: string) => print(showControls(text)) };
  if (name === undefined || name === 'help' || name === '--help') {
    terminal.print(usage);
    return name === undefined ? 2 : 0;
  }
  const outbox = new Outbox(context.config.outboxDir);
  try {
    if (!Object.hasOwn(commands, name)) {
      throw new CommandError(
        `Unknown command ${name}: expected one of ${Object.keys(commands).join(', ')}`,
        2,
      );
    }
    await commands[name as keyof typeof commands](terminal, outbox, args);
    return 0;
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    printError(showControls(error.message));
    return error.exitCode;
  }
}
