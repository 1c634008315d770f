import { insightCopy } from '../content/insight';

interface Bar {
  key: string;
  count: number;
}

const width = 400;
const rowHeight = 34;
const shown = 10;

/**
 * Counts as horizontal bars, the label above each bar, at most ten (the CLI's cut). The SVG is a
 * picture; the table carries the numbers for screen readers.
 */
export function BarChart({
  title,
  keyLabel,
  bars,
}: {
  title: string;
  keyLabel: string;
  bars: Bar[];
}) {
  if (bars.length === 0) return <p>{insightCopy.none}</p>;
  const rows = bars.slice(0, shown);
  const max = Math.max(1, ...rows.map((bar) => bar.count));
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${rows.length * rowHeight}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        {rows.map((bar, index) => (
          <g key={bar.key} transform={`translate(0 ${index * rowHeight})`}>
            <text x="0" y="12" className="fill-ink text-[12px]">
              {bar.key}
            </text>
            <text x={width} y="12" textAnchor="end" className="fill-ink text-[12px]">
              {bar.count.toLocaleString('en-US')}
            </text>
            <rect
              x="0"
              y="17"
              height="10"
              width={Math.max(2, (bar.count / max) * width)}
              className="fill-primary-dark"
            />
          </g>
        ))}
      </svg>
      {bars.length > shown && (
        <figcaption className="mt-1 text-sm text-ink-muted">
          {insightCopy.more(bars.length - shown)}
        </figcaption>
      )}
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{keyLabel}</th>
            <th scope="col">{insightCopy.count}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.key}</th>
              <td>{bar.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
