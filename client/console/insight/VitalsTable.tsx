import type { InsightReport } from '../api/types';
import { insightCopy } from '../content/insight';
import { tw } from '../../lib/tw';
import { cellClass, TableScroll } from '../ui/TableScroll';

type Row = InsightReport['vitals'][number];
const names = ['lcp', 'inp', 'cls', 'ttfb'] as const;
type Summary = NonNullable<Row[(typeof names)[number]]>;

const ratingLook: Record<Summary['rating'], string> = {
  good: tw`bg-green-100 text-green-900`,
  'needs improvement': tw`bg-amber-100 text-amber-900`,
  poor: tw`bg-red-100 text-red-900`,
};

function Cell({ name, summary }: { name: (typeof names)[number]; summary: Summary | undefined }) {
  if (!summary) return <td className={cellClass}>–</td>;
  const value =
    name === 'cls' ? summary.p75.toFixed(2) : `${summary.p75.toLocaleString('en-US')} ms`;
  return (
    <td className={cellClass}>
      <span className="block font-medium">{value}</span>
      <span className={`inline-block rounded-full px-2 text-sm ${ratingLook[summary.rating]}`}>
        {summary.rating}
      </span>
      <span className="block text-sm text-ink-muted">{insightCopy.samples(summary.samples)}</span>
    </td>
  );
}

/** p75 per route, each rated in words (never by colour alone). */
export function VitalsTable({ vitals }: { vitals: Row[] }) {
  if (vitals.length === 0) return <p>{insightCopy.noVitals}</p>;
  return (
    <TableScroll label={insightCopy.vitals}>
      <table className="w-full min-w-[36rem] border-collapse">
        <caption className="sr-only">{insightCopy.vitals}</caption>
        <thead>
          <tr>
            <th scope="col" className={cellClass}>
              {insightCopy.route}
            </th>
            {names.map((name) => (
              <th key={name} scope="col" className={cellClass}>
                {insightCopy.vitalLabels[name]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {vitals.map((row) => (
            <tr key={row.path}>
              <th scope="row" className={`${cellClass} break-all font-normal`}>
                {row.path}
              </th>
              {names.map((name) => (
                <Cell key={name} name={name} summary={row[name]} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
