import type { InsightReport } from '../insight/report';
import { vitalNames, type VitalName } from '../insight/vitals';

const shownRanks = 10;

const number = (value: number) => value.toLocaleString('en-US');

function table(rows: string[][], indent = '  '): string[] {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
  );
}

function rankedLines(
  title: string,
  rows: { key: string; count: number }[],
  unit: string,
): string[] {
  if (rows.length === 0) return [`${title}: none`];
  const more = rows.length > shownRanks ? [`  … and ${rows.length - shownRanks} more`] : [];
  return [
    `${title} (${unit})`,
    ...table(rows.slice(0, shownRanks).map((row) => [row.key, number(row.count)])),
    ...more,
  ];
}

const vitalLabels: Record<VitalName, string> = { lcp: 'LCP', inp: 'INP', cls: 'CLS', ttfb: 'TTFB' };

function vitalCell(name: VitalName, summary: InsightReport['vitals'][number][VitalName]): string {
  if (!summary) return '–';
  const value = name === 'cls' ? summary.p75.toFixed(2) : `${number(summary.p75)} ms`;
  return `${value} ${summary.rating} (${number(summary.samples)})`;
}

/** The report as an owner reads it in a terminal. */
export function insightReportText(report: InsightReport): string {
  const { period, funnel } = report;
  const totals = report.days.reduce(
    (sum, day) => ({
      visitors: sum.visitors + day.visitors,
      pageViews: sum.pageViews + day.pageViews,
    }),
    { visitors: 0, pageViews: 0 },
  );
  const percentOf = (part: number, whole: number) =>
    whole === 0 ? '' : ` (${Math.round((part / whole) * 100)} %)`;
  return [
    `Visits ${period.from} to ${period.to} (${period.days} days, UTC). A visit: one visitor on one day.`,
    '',
    ...table(
      [
        ['Day', 'Visitors', 'Page views'],
        ...report.days.map((day) => [day.date, number(day.visitors), number(day.pageViews)]),
        ['Total', number(totals.visitors), number(totals.pageViews)],
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
            ['Route', ...vitalNames.map((name) => vitalLabels[name])],
            ...report.vitals.map((row) => [
              row.path,
              ...vitalNames.map((name) => vitalCell(name, row[name])),
            ]),
          ]),
        ]),
  ].join('\n');
}
