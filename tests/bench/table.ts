import type { ByteSizes } from './bytes';
import { cls, kb, score, seconds, milliseconds } from './format';
import type { LighthouseMetrics } from './lighthouse';
import type { BenchResult, RouteResult } from './results';
import { missesTarget } from './targets';

interface Column {
  group: string;
  header: string;
  cell(route: RouteResult): string;
  /** marks the cell with ✗ when the value misses its target */
  missed?(route: RouteResult): boolean;
}

const columnGap = ' ';
const groupGap = ' │ ';

function byteColumns(group: string, pick: (route: RouteResult) => ByteSizes): Column[] {
  return (['raw', 'gzip', 'brotli'] as const).map((encoding) => ({
    group,
    header: { raw: 'raw', gzip: 'gz', brotli: 'br' }[encoding],
    cell: (route) => kb(pick(route)[encoding]),
  }));
}

function lighthouseColumn(
  header: string,
  metric: keyof LighthouseMetrics,
  show: (value: number | null) => string,
): Column {
  const metrics = (route: RouteResult) => route.lighthouse?.median;
  return {
    group: 'Lighthouse',
    header,
    cell: (route) => show(metrics(route)?.[metric] ?? null),
    missed: (route) => {
      const measured = metrics(route);
      return measured !== undefined && missesTarget(measured, metric);
    },
  };
}

const columns: Column[] = [
  { group: '', header: 'route', cell: (route) => route.path },
  ...byteColumns('JS KB', (route) => route.bytes.js),
  ...byteColumns('inline CSS KB', (route) => route.bytes.css),
  ...byteColumns('HTML KB', (route) => route.bytes.html),
  lighthouseColumn('perf', 'performance', score),
  lighthouseColumn('a11y', 'accessibility', score),
  lighthouseColumn('bp', 'bestPractices', score),
  lighthouseColumn('seo', 'seo', score),
  lighthouseColumn('FCP s', 'fcpMs', seconds),
  lighthouseColumn('LCP s', 'lcpMs', seconds),
  lighthouseColumn('TBT ms', 'tbtMs', milliseconds),
  lighthouseColumn('CLS', 'cls', cls),
];

/** One row per route; numbers right-aligned, a ✗ right of any value that misses its target. */
export function routeTable(result: BenchResult): string {
  const body = result.routes.map((route) =>
    columns.map((column) => `${column.cell(route)}${column.missed?.(route) ? '✗' : ' '}`),
  );
  const widths = columns.map((column, index) =>
    Math.max(column.header.length + 1, ...body.map((row) => (row[index] as string).length)),
  );
  const align = (text: string, index: number) =>
    index === 0 ? text.padEnd(widths[index] as number) : text.padStart(widths[index] as number);

  const gapBefore = (index: number) =>
    index === 0 ? '' : columns[index]?.group === columns[index - 1]?.group ? columnGap : groupGap;
  const join = (cells: string[]) =>
    cells.map((cell, index) => `${gapBefore(index)}${cell}`).join('');

  // Each group title spans its columns and the gaps between them.
  const groups: { title: string; width: number }[] = [];
  columns.forEach((column, index) => {
    const width = widths[index] as number;
    const current = groups.at(-1);
    if (current && index > 0 && gapBefore(index) === columnGap) {
      current.width += columnGap.length + width;
    } else groups.push({ title: column.group, width });
  });
  const groupLine = groups.map((group) => group.title.padEnd(group.width)).join(groupGap);
  const headerLine = join(columns.map((column, index) => align(`${column.header} `, index)));
  const rows = body.map((row) => join(row.map(align)));
  return [groupLine, headerLine, ...rows].join('\n');
}
