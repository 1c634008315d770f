import { loadConfig, type Config } from '../../../server/config';
import { runOutboxCommand } from '../../../server/operations/outboxCommands';
import type { Engine } from '../../../server/store/store';
import { latestStoreFor } from '../engines';
import { openStoreOf } from '../storeHelper';

/**
 * The settings of a fresh store of `engine`, as the outbox command reads them, and the
 * store opened beside it to seed leads (storeHelper's seedLead) and look at them (leadsIn).
 */
export async function commandStore(engine: Engine, overrides: Partial<Config> = {}) {
  const config: Config = {
    ...loadConfig({}),
    ...(await latestStoreFor(engine)),
    mailTo: ['leads@company.test'],
    mailFrom: 'website@company.test',
    ...overrides,
  };
  return { config, store: await openStoreOf(config) };
}

/** Runs one `npm run outbox` command in-process, at `now` when given, and captures what it prints. */
export async function outboxCommandAt(now: number | undefined, config: Config, argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runOutboxCommand(argv, {
    config,
    ...(now !== undefined && { now: () => now }),
    print: (text) => (stdout += `${text}\n`),
    printError: (line) => (stderr += `${line}\n`),
  });
  return { code, stdout, stderr };
}

export const outboxCommand = (config: Config, ...argv: string[]) =>
  outboxCommandAt(undefined, config, argv);

export const messageIdOf = (raw: string) => /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim();

/** The value of one series in Prometheus' text format; labels must match exactly. */
export function sample(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
