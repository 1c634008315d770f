import { insightCopy } from '../content/insight';

interface Bar {
  key: string;
  count: number;
}

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
      {/* The labels are HTML, so they read at the page's own size whatever the chart's width. */}
      <ol aria-hidden="true" className="grid gap-2">
        {rows.map((bar) => (
          <li key={bar.key}>
            <div className="flex justify-between gap-3 text-sm">
              <span className="min-w-0 break-all">{bar.key}</span>
              <span>{bar.count.toLocaleString('en-US')}</span>
            </div>
            <svg className="block h-2.5 w-full" focusable="false">
              <rect
                height="100%"
                width={`${Math.max(0.5, (bar.count / max) * 100)}%`}
                className="fill-primary-dark"
              />
            </svg>
          </li>
        ))}
      </ol>
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
