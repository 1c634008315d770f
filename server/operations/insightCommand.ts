import { escapeControlsInJson, showControls } from '../controlCharacters';
import { readInsightReport } from '../insight/report';
import { openStore } from '../store/openStore';
import { CommandError, type CommandContext } from './command';
import { insightReportText } from './insightReportText';

const usage = `Usage: npm run insight -- [--days N] [--json]
  visitors and page views per day, top pages, sources, the contact funnel, leads per source and
  Web Vitals p75 per route, over the last N days (30 by default, today included, UTC)`;

function parseArguments(argv: string[]): { days: number; json: boolean } {
  let days = 30;
  let json = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--json') json = true;
    else if (arg === '--days') {
      const text = argv[(index += 1)];
      if (text === undefined || !/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 3660) {
        throw new CommandError(
          `--days needs a whole number from 1 to 3660, got ${JSON.stringify(text ?? '')}`,
          2,
        );
      }
      days = Number(text);
    } else throw new CommandError(`Unexpected argument: ${arg}\n${usage}`, 2);
  }
  return { days, json };
}

/**
 * `npm run insight`: the report on the store the server uses. Paths, hosts and campaigns come
 * from visitors: a terminal must not obey what they contain.
 */
export async function runInsightCommand(
  argv: string[],
  {
    config,
    print,
    printError,
    now = Date.now,
  }: CommandContext & { printError(line: string): void },
): Promise<number> {
  if (argv.includes('--help') || argv.includes('help')) {
    print(usage);
    return 0;
  }
  let options: { days: number; json: boolean };
  try {
    options = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    printError(showControls(error.message));
    return error.exitCode;
  }
  const store = await openStore(config);
  try {
    const report = await readInsightReport(store, { days: options.days, now: now() });
    print(
      options.json
        ? escapeControlsInJson(JSON.stringify(report, null, 2))
        : showControls(insightReportText(report)),
    );
    return 0;
  } finally {
    await store.close();
  }
}
