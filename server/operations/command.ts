import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Config } from '../config';
import { showControls } from '../controlCharacters';
import { leadIdText } from '../store/lead';
import { openStore } from '../store/openStore';
import type { Store } from '../store/store';

/** One clear line for the operator and the exit code: 2 for a mistyped command, 1 otherwise. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface CommandContext {
  config: Config;
  print(text: string): void;
  now?: () => number;
}

/**
 * The one id a command's `words` name: any the store can hold (with `.eml` after one, as
 * `show --eml` names its file); anything else is simply unknown. A mistyped
 * command (exit 2) is told before an unknown id (exit 1), whichever command it is.
 */
export function checkedId(words: string[], command: string): string {
  const [raw, ...extra] = words;
  noMoreArguments(extra);
  if (raw === undefined) {
    throw new CommandError(`${command} needs a message id (see \`npm run outbox -- list\`)`, 2);
  }
  const id = leadIdOf(raw);
  if (id === undefined) throw new CommandError(`No message with id ${raw}`);
  return id;
}

const leadId = new RegExp(`^${leadIdText}$`, 'u');

/** The lead id a word names (`show`'s file name too), or undefined when it names none. */
export function leadIdOf(word: string): string | undefined {
  const id = word.replace(/\.eml$/, '');
  return leadId.test(id) ? id : undefined;
}

/**
 * A command's options and words, read by node's parseArgs: an option the command does not take,
 * or one missing its value, is the command's one line and exit code 2.
 */
export function readArguments<const T extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: T,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's own advice on quoting a word that starts with '-' is no help to an operator.
    const [line = ''] = (error as Error).message.split('. To specify');
    throw new CommandError(line.replaceAll("'", ''), 2);
  }
}

/** Runs a command's work: 0 when it is done, or its refusal as one line on stderr and its exit code. */
export async function refusalAsExit(
  printError: (line: string) => void,
  work: () => Promise<void>,
): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    printError(showControls(error.message));
    return error.exitCode;
  }
}

/**
 * The store as a command opens it: on PostgreSQL one connection, which its statements take in
 * turn, as SQLite's one does. Each connection is a new backend with its caches cold, a few ms
 * of a command's first page apiece.
 */
export const openCommandStore = (config: Config) =>
  openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, connections: 1 });

/** Runs a command's work on the store the settings name, closed after. */
export async function onStore(
  config: Config,
  printError: (line: string) => void,
  work: (store: Store) => Promise<void>,
): Promise<number> {
  const store = await openCommandStore(config);
  try {
    return await refusalAsExit(printError, () => work(store));
  } finally {
    await store.close();
  }
}

/** Rows as columns two spaces apart; `numbers`: each column after the first aligned right. */
export function textTable(rows: string[][], { indent = '', numbers = false } = {}): string[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, column) =>
          numbers && column > 0
            ? cell.padStart(widths[column] ?? 0)
            : cell.padEnd(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
  );
}

export function noMoreArguments(rest: string[]): void {
  if (rest.length > 0) throw new CommandError(`Unexpected argument: ${rest[0]}`, 2);
}

const unitMs = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** `90m`, `12h`, `30d`, `4w` in milliseconds; undefined for anything else (including zero). */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,6})([mhdw])$/.exec(text.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  return amount > 0 ? amount * unitMs[match[2] as keyof typeof unitMs] : undefined;
}
