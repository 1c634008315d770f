import { resolve } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Config } from '../config';
import { escapeControlsInJson, showControls } from '../controlCharacters';
import {
  countDelivered,
  countHeld,
  readDestinationBacklog,
  readLastOutcomes,
} from '../store/backlog';
import { requeueDelivery } from '../store/leadMoves';
import { describeImport, importLegacyOutbox, readImports } from '../store/legacyImport';
import { folderOf, folders, listHeldLeads, type Folder, type StoredLead } from '../store/leads';
import { eachLead, readLeadPage, type LeadCursor } from '../store/leadPages';
import type { Store } from '../store/store';
import { purgeLeads } from '../store/retention';
import { audit, type AuditEntry } from '../store/audit';
import {
  checkedId,
  CommandError,
  leadIdOf,
  noMoreArguments,
  onStore,
  parseDuration,
  readArguments,
  type CommandContext,
} from './command';
import { consent } from './consentLookup';
import { emlOf, leadOrRefuse, noWebhook, releaseHeld, retryFailed } from './leadOperations';
import { mailHeldDigest } from './heldDigest';
import { ageSeconds } from './metrics';
import { dayMs } from './retention';
import { asRecipientSees, describeScreen, listColumns } from './leadView';

const usage = `Usage: npm run outbox -- <command>
  status                          counts per state, oldest pending, last delivery error, SMTP
  list [pending|sent|failed|spam] [--json]
                                  leads, newest first (every state when none is named)
  show <id> [--eml]               a message as the recipient sees it; --eml: the whole message,
                                  for any mail client (npm run outbox -- show <id> --eml > lead.eml)
  retry <id> | retry --all-failed failed e-mail sent again, by whichever server runs
  release <id>                    a message wrongly held as spam, to be delivered
  replay <id> | replay --since <duration>
                                  send leads to the CRM webhook again, under the same webhook-id
  retry-webhook <id> | retry-webhook --all-failed
                                  leads the CRM webhook refused or gave up on, tried again
  purge --older-than <duration>   delete delivered and spam leads older than e.g. 90m, 12h, 30d, 4w
  consent <phone or e-mail> [--json]
                                  every SMS consent record for that number or address
  digest                          mail the company the digest of what was held in the last day,
                                  now (none when nothing was held)
  import <folder>                 the old file outbox's messages and records into the store, once;
                                  a file it cannot read is named and left in place`;

type Command = (context: CommandContext, store: Store, args: string[]) => Promise<void>;

function formatAge(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return `${seconds} s`;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}

const oldestNote = (since: number | undefined, now: number) =>
  since === undefined ? '' : `, oldest waiting ${formatAge(ageSeconds(since, now))}`;

function relayNote(config: Config): string {
  return config.smtpUrl === undefined
    ? 'No SMTP_URL is configured: it waits until a server runs with one.'
    : 'A running server relays it within seconds (or on its next start).';
}

const wakeNote = 'A running server sends it within seconds (or on its next start).';

const status: Command = async ({ config, print, now = Date.now }, store, args) => {
  noMoreArguments(readArguments(args, {}).positionals);
  const at = now();
  const [email, sent, held, last, imports] = await Promise.all([
    readDestinationBacklog(store, 'email'),
    countDelivered(store, 'email'),
    countHeld(store),
    readLastOutcomes(store, 'email'),
    readImports(store),
  ]);
  const lastError = last.lastError
    ? `${new Date(last.lastError.at).toISOString()}, message ${last.lastError.leadId}: ${last.lastError.reason}`
    : 'none recorded';
  const lines = [
    `Store:               ${store.location}`,
    `Pending:             ${email.pending}${oldestNote(email.oldestPendingAt, at)}`,
    `Sent:                ${sent}`,
    `Failed:              ${email.failed}`,
    `Spam:                ${held}`,
    `SMTP:                ${config.smtpUrl === undefined ? 'not configured (SMTP_URL unset): messages wait as pending' : `configured, relaying to ${config.mailTo.join(', ')}`}`,
    `Last delivery:       ${last.lastDeliveredAt === undefined ? 'none recorded' : new Date(last.lastDeliveredAt).toISOString()}`,
    `Last delivery error: ${lastError}`,
    `Retention:           sent ${config.retentionDays} days, spam ${config.spamRetentionDays} days, consent ${config.consentRetentionDays} days`,
    ...imports.map(
      (imported) =>
        `Imported:            ${imported.summary} from ${imported.folder} on ${new Date(imported.importedAt).toISOString()}`,
    ),
  ];
  if (config.leadWebhook !== undefined) {
    const [crm, crmSent] = await Promise.all([
      readDestinationBacklog(store, 'webhook'),
      countDelivered(store, 'webhook'),
    ]);
    lines.push(
      `CRM webhook:         configured, sending to ${new URL(config.leadWebhook.url).origin}`,
      `Webhook pending:     ${crm.pending}${oldestNote(crm.oldestPendingAt, at)}`,
      `Webhook sent:        ${crmSent}`,
      `Webhook failed:      ${crm.failed}`,
    );
  }
  print(lines.join('\n'));
};

const list: Command = async ({ config, print }, store, args) => {
  const { values, positionals } = readArguments(args, { json: { type: 'boolean' } });
  const json = values.json === true;
  const [chosen, ...extra] = positionals;
  noMoreArguments(extra);
  if (chosen !== undefined && !folders.includes(chosen as Folder)) {
    throw new CommandError(`Unknown folder ${chosen}: expected one of ${folders.join(', ')}`, 2);
  }
  const filter = chosen === undefined ? {} : { folder: chosen as Folder };
  const webhook = config.leadWebhook !== undefined;
  // A page at a time, so a million leads print in the memory of 500; each page's table is
  // aligned on its own. The last JSON item waits for the next page: a comma follows it only if
  // another item comes, and the leads a running server delivers meanwhile may leave that page empty.
  let after: LeadCursor | undefined;
  let printed = false;
  let last: string | undefined;
  do {
    const page = await readLeadPage(store, filter, { after, limit: 500 });
    after = page.next;
    const { rows, table } = listColumns(page.leads, webhook);
    if (json && rows.length > 0) {
      const items = rows.map((row) => JSON.stringify(row, null, 2).replace(/^/gm, '  '));
      const followed = [...(last === undefined ? [] : [last]), ...items.slice(0, -1)];
      last = items.at(-1);
      if (followed.length > 0) {
        print(escapeControlsInJson(`${printed ? '' : '[\n'}${followed.join(',\n')},`));
        printed = true;
      }
    } else if (!json && page.leads.length > 0) {
      print(printed ? table.slice(table.indexOf('\n') + 1) : table);
      printed = true;
    }
  } while (after);
  if (json) {
    print(escapeControlsInJson(last === undefined ? '[]' : `${printed ? '' : '[\n'}${last}\n]`));
  } else if (!printed) print(`No messages in ${chosen ?? 'any state'}`);
};

const show: Command = async ({ config, print }, store, args) => {
  const { values, positionals } = readArguments(args, { eml: { type: 'boolean' } });
  const id = checkedId(positionals, 'show');
  const lead = await leadOrRefuse(store, id);
  const message = await emlOf(lead, config);
  if (values.eml === true) {
    // Line ends as a mail client reads a file; a terminal would show each CR as \x0d.
    return print(message.replace(/\r\n/g, '\n'));
  }
  const screen = describeScreen(lead.screen);
  print(
    `Folder:      ${folderOf(lead)}\n${screen && `Screen:      ${screen}\n`}${asRecipientSees(await simpleParser(message))}`,
  );
};

const changedNote = (id: string) => `Skipped: ${id} changed while this command ran; not queued`;

const allFailed = { 'all-failed': { type: 'boolean' } } as const;

const retry: Command = async ({ config, print }, store, args) => {
  const { values, positionals } = readArguments(args, allFailed);
  if (values['all-failed'] !== true) {
    const id = checkedId(positionals, 'retry');
    await retryFailed(store, config, id, 'email');
    return print(`Queued ${id} for the inbox again. ${relayNote(config)}`);
  }
  noMoreArguments(positionals);
  let failed = 0;
  let queued = 0;
  for await (const lead of eachLead(store, { folder: 'failed' })) {
    failed += 1;
    if (lead.deliveries.email?.failure === 'unconfirmed') {
      // Its send was cut off: the SMTP server may have it. Only a person can tell.
      print(
        `Skipped: ${lead.id} may have been delivered (its send was cut off); check the inbox for its Message-ID, then \`retry ${lead.id}\``,
      );
      continue;
    }
    // One lead changed meanwhile (retried by someone else, purged) holds up none of the rest.
    if (await requeueDelivery(store, lead.id, 'email', ['failed'])) queued += 1;
    else print(changedNote(lead.id));
  }
  print(
    queued > 0
      ? `Queued ${queued} failed message(s) for the inbox again. ${relayNote(config)}`
      : failed === 0
        ? 'No failed messages to retry'
        : 'Nothing queued',
  );
};

const release: Command = async ({ config, print }, store, args) => {
  const id = checkedId(readArguments(args, {}).positionals, 'release');
  const { consentRecorded } = await releaseHeld(store, config, id);
  print(
    `Released ${id} from spam.${consentRecorded ? ' Its SMS consent is now recorded.' : ''} ${relayNote(config)}`,
  );
};

function requireWebhook(config: Config): void {
  if (config.leadWebhook === undefined) throw new CommandError(noWebhook);
}

const replay: Command = async ({ config, print, now = Date.now }, store, args) => {
  requireWebhook(config);
  const { values, positionals } = readArguments(args, { since: { type: 'string' } });
  const text = values.since;
  let leads: StoredLead[];
  if (text !== undefined) {
    noMoreArguments(positionals);
    const sinceMs = parseDuration(text);
    if (sinceMs === undefined) {
      throw new CommandError(
        `replay --since needs a duration like 90m, 12h, 30d or 4w, got ${JSON.stringify(text)}`,
        2,
      );
    }
    leads = [];
    for await (const lead of eachLead(store, { from: now() - sinceMs })) {
      if (lead.status === 'taken') leads.push(lead);
    }
    leads.reverse();
  } else {
    leads = [await leadOrRefuse(store, checkedId(positionals, 'replay'))];
  }
  for (const lead of leads) {
    const was = lead.deliveries.webhook?.state;
    if (lead.status !== 'taken') {
      throw new CommandError(`Lead ${lead.id} is held as spam: release it first`);
    }
    if (was === 'queued' || was === 'sending') print(`${lead.id} is already waiting for the CRM`);
    else if (await requeueDelivery(store, lead.id, 'webhook', ['sent', 'failed', 'none'])) {
      print(`Queued ${lead.id} for the CRM webhook again (was ${was ?? 'never sent'})`);
    } else if (text !== undefined) print(changedNote(lead.id));
    else throw new CommandError(`Lead ${lead.id} changed while this command ran; nothing queued`);
  }
  print(leads.length === 0 ? 'No leads received in that time' : wakeNote);
};

const retryWebhook: Command = async ({ config, print }, store, args) => {
  requireWebhook(config);
  const { values, positionals } = readArguments(args, allFailed);
  const all = values['all-failed'] === true;
  const ids: string[] = [];
  if (!all) ids.push(checkedId(positionals, 'retry-webhook'));
  else {
    noMoreArguments(positionals);
    for await (const lead of eachLead(store, { state: 'failed' })) {
      if (lead.deliveries.webhook?.state === 'failed') ids.push(lead.id);
    }
    ids.reverse();
  }
  let queued = 0;
  for (const id of ids) {
    if (!all) await retryFailed(store, config, id, 'webhook');
    else if (!(await requeueDelivery(store, id, 'webhook', ['failed']))) {
      // One lead changed meanwhile (retried by someone else, purged) holds up none of the rest.
      print(changedNote(id));
      continue;
    }
    queued += 1;
    print(`Queued ${id} for the CRM webhook again`);
  }
  print(
    ids.length === 0 ? 'No leads the CRM webhook failed' : queued > 0 ? wakeNote : 'Nothing queued',
  );
};

const purge: Command = async ({ config, print, now = Date.now }, store, args) => {
  const { values, positionals } = readArguments(args, { 'older-than': { type: 'string' } });
  const text = values['older-than'];
  if (text === undefined) {
    throw new CommandError('purge needs --older-than <duration>, e.g. purge --older-than 30d', 2);
  }
  noMoreArguments(positionals);
  const maxAgeMs = parseDuration(text);
  if (maxAgeMs === undefined) {
    throw new CommandError(
      `Bad duration ${JSON.stringify(text)}: expected a positive number and a unit, like 90m, 12h, 30d or 4w`,
      2,
    );
  }
  const before = now() - maxAgeMs;
  const removed = await purgeLeads(store, {
    sentBefore: before,
    spamBefore: before,
    webhook: config.leadWebhook !== undefined,
  });
  print(
    `Removed ${removed.sent} delivered and ${removed.spam} spam message(s) older than ${text}; pending and failed ones are never purged`,
  );
};

/** The daily digest, now, of the last day; the scheduled one still comes at its hour. */
const digest: Command = async ({ config, print, now = Date.now }, store, args) => {
  noMoreArguments(readArguments(args, {}).positionals);
  if (config.smtpUrl === undefined) {
    throw new CommandError(
      'No SMTP_URL is configured: the digest cannot be mailed (see `npm run outbox -- list spam`)',
    );
  }
  const until = now();
  const period = { since: until - dayMs, until, timeZone: config.spamDigestTimeZone };
  const held = await listHeldLeads(store, period);
  const { outcome } = await mailHeldDigest(held, period, {
    smtpUrl: config.smtpUrl,
    settings: config,
  });
  if (outcome.kind !== 'done') {
    throw new CommandError(`The digest did not reach every MAIL_TO address: ${outcome.reason}`);
  }
  print(
    held.length === 0
      ? 'Nothing was held in the last day: no digest sent'
      : `Mailed the digest of ${held.length} held message(s) to ${config.mailTo.join(', ')}`,
  );
};

/**
 * import <folder>: the old file outbox's folders (pending/, sent/, failed/, spam/ and their
 * records) into the store, once, by an operator, not checked at every start. What cannot be
 * read is named and stays where it is; the rest goes in.
 */
const importOutbox: Command = async ({ config, print, now = Date.now }, store, args) => {
  const [folder, ...extra] = readArguments(args, {}).positionals;
  if (folder === undefined) {
    throw new CommandError(
      'import needs the folder the file outbox wrote (OUTBOX_DIR), e.g. import var/outbox',
      2,
    );
  }
  noMoreArguments(extra);
  const outcome = await importLegacyOutbox(store, resolve(folder), {
    page: `${config.siteUrl}/contact`,
    now: now(),
  });
  if (outcome === undefined) {
    throw new CommandError(
      `No file outbox in ${folder}: none of pending/, sent/, failed/ or spam/ is there`,
    );
  }
  print(
    `Imported ${describeImport(outcome.summary)} from ${folder}; the old files are in ${outcome.aside}. A running server sends what was pending within seconds (or on its next start).`,
  );
  if (outcome.left.length > 0) {
    throw new CommandError(
      [
        `Left in place, not imported (${outcome.left.length} file(s)); fix or remove them, then run import again:`,
        ...outcome.left.map(({ file, why }) => `  ${file}: ${why}`),
      ].join('\n'),
    );
  }
};

/**
 * What changes leads is written to the audit log the console shows ("every action in the console
 * and the CLI"), whether it ran to the end or was refused part-way.
 */
const actOnALead = new Set(['retry', 'release', 'replay', 'retry-webhook']);
const changesLeads = new Set([...actOnALead, 'purge', 'import']);

const commands: Record<string, Command> = {
  status,
  list,
  show,
  retry,
  release,
  replay,
  'retry-webhook': retryWebhook,
  purge,
  consent,
  digest,
  import: importOutbox,
};

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
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (command === undefined) {
    printError(
      showControls(`Unknown command ${name}: expected one of ${Object.keys(commands).join(', ')}`),
    );
    return 2;
  }
  // `retry <id>` and the like name their lead; `--all-failed` and `--since` name none.
  // `--` before an id that starts like an option is no word of the command's.
  const [only, ...more] = args[0] === '--' ? args.slice(1) : args;
  const named = actOnALead.has(name) && only !== undefined && more.length === 0;
  const leadId = named ? leadIdOf(only) : undefined;
  return onStore(context.config, printError, async (store) => {
    if (!changesLeads.has(name)) return command(terminal, store, args);
    const record = (result: AuditEntry['result']) =>
      audit(store, { actor: 'cli', action: name, leadId, detail: args.join(' '), result }).catch(
        (error: unknown) => printError(`Not written to the audit log: ${String(error)}`),
      );
    try {
      await command(terminal, store, args);
    } catch (error) {
      // A mistyped command (exit 2: no id, an unknown option, a bad duration) did nothing to
      // record; one refused once read (no such lead, sent already) is an action refused.
      if (!(error instanceof CommandError && error.exitCode === 2)) await record('refused');
      throw error;
    }
    await record('ok');
  });
}
