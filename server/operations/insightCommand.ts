import { escapeControlsInJson, oneLine, showControls } from '../controlCharacters';
import { vitalNames, type VitalName } from '../insight/dailyTotals';
import { readInsightReport, type InsightReport } from '../insight/report';
import {
  CommandError,
  openCommandStore,
  readArguments,
  refusalAsExit,
  textTable,
  type CommandContext,
} from './command';

const shownRanks = 10;

const number = (value: number) => value.toLocaleString('en-US');

const table = (rows: string[][], indent = '  ') => textTable(rows, { indent, numbers: true });

function rankedLines(
  title: string,
  rows: { key: string; count: number }[],
  unit: string,
): string[] {
  if (rows.length === 0) return [`${title}: none`];
  const more = rows.length > shownRanks ? [`  … and ${rows.length - shownRanks} more`] : [];
  return [
    `${title} (${unit})`,
    ...table(rows.slice(0, shownRanks).map((row) => [oneLine(row.key), number(row.count)])),
    ...more,
  ];
}

function vitalCell(name: VitalName, summary: InsightReport['vitals'][number][VitalName]): string {
  if (!summary) return '–';
  // CLS as the report has it (up to three decimals): cut to two, 0.104 would read 0.10, a good one.
  const value = name === 'cls' ? number(summary.p75) : `${number(summary.p75)} ms`;
  return `${value} ${summary.rating} (${number(summary.samples)})`;
}

/**
 * The report as an owner reads it in a terminal. Paths, hosts and campaigns came from visitors,
 * some stored before they were checked as strictly as now: each is written on one line, its
 * line breaks and controls as escapes, so none can pass for a line of the report.
 */
export function insightReportText(report: InsightReport): string {
  const { period, funnel } = report;
  const total = (key: 'visitors' | 'pageViews') =>
    number(report.days.reduce((sum, day) => sum + day[key], 0));
  const percentOf = (part: number, whole: number) =>
    whole === 0 ? '' : ` (${Math.round((part / whole) * 100)} %)`;
  return [
    `Visits ${period.from} to ${period.to} (${period.days} days, UTC). A visit: one visitor on one day.`,
    '',
    ...table(
      [
        ['Day', 'Visitors', 'Page views'],
        ...report.days.map((day) => [day.date, number(day.visitors), number(day.pageViews)]),
        ['Total', total('visitors'), total('pageViews')],
      ],
      '',
    ),
    '',
    ...rankedLines('Top pages', report.topPages, 'page views'),
    '',
    ...rankedLines('Referring sites', report.referrers, 'visits'),
    '',
    ...rankedLines('UTM campaigns', report.campaigns, 'visits'),
    '',
    ...rankedLines('Devices', report.devices, 'visits'),
    '',
    'Contact funnel',
    ...table([
      ['Visits', number(funnel.visits)],
      [
        '/contact views',
        `${number(funnel.contactViews)}${percentOf(funnel.contactViews, funnel.visits)}`,
      ],
      [
        'Form started',
        `${number(funnel.formStarted)}${percentOf(funnel.formStarted, funnel.contactViews)}`,
      ],
      ['Sent', number(funnel.sent)],
      ['Delivered', number(funnel.delivered)],
    ]),
    `  Held as spam, apart: ${number(funnel.held)}`,
    '',
    ...rankedLines('Leads per source', report.leadsBySource, 'leads'),
    '',
    ...(report.vitals.length === 0
      ? ['Web Vitals: no measurements']
      : [
          "Web Vitals, p75 per route: rating against Google's thresholds (samples)",
          ...table([
            ['Route', ...vitalNames.map((name) => name.toUpperCase())],
            ...report.vitals.map((row) => [
              oneLine(row.path),
              ...vitalNames.map((name) => vitalCell(name, row[name])),
            ]),
          ]),
        ]),
  ].join('\n');
}

const usage = `Usage: npm run insight -- [--days N] [--json]
  visitors and page views per day, top pages, sources, the contact funnel, leads per source and
  Web Vitals p75 per route, over the last N days (30 by default, today included, UTC)`;

function parseArguments(argv: string[]): { days: number; json: boolean; help: boolean } {
  const { values, positionals } = readArguments(argv, {
    days: { type: 'string', default: '30' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  const [word] = positionals;
  const help = values.help || word === 'help';
  if (!help && word !== undefined) {
    throw new CommandError(`Unexpected argument: ${word}\n${usage}`, 2);
  }
  const text = values.days;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 3660) {
    throw new CommandError(
      `--days needs a whole number from 1 to 3660, got ${JSON.stringify(text)}`,
      2,
    );
  }
  return { days: Number(text), json: values.json, help };
}

/**
 * `npm run insight`: the report on the store the server uses. Paths, hosts and campaigns come
 * from visitors: a terminal must not obey what they contain.
 */
export async function runInsightCommand(
  argv: string[],
  context: CommandContext & { printError(line: string): void },
): Promise<number> {
  const { config, print, printError, now = Date.now } = context;
  return refusalAsExit(printError, async () => {
    const options = parseArguments(argv);
    if (options.help) return print(usage);
    const store = await openCommandStore(config);
    try {
      const report = await readInsightReport(store, { days: options.days, now: now() });
      print(
        options.json
          ? escapeControlsInJson(JSON.stringify(report, null, 2))
          : showControls(insightReportText(report)),
      );
    } finally {
      await store.close();
    }
  });
}
