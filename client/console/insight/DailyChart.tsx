import { insightCopy } from '../content/insight';

interface Day {
  date: string;
  visitors: number;
  pageViews: number;
}

const width = 600;
const height = 200;
const top = 16;
const bottom = 24;

/**
 * Page views as columns, visitors as a line over them, one slot per day. The SVG is a picture for
 * sighted readers; the table beside it carries the same numbers for screen readers.
 */
export function DailyChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((day) => Math.max(day.visitors, day.pageViews)));
  const slot = width / Math.max(1, days.length);
  const y = (value: number) => top + (height - top - bottom) * (1 - value / max);
  const line = days.map((day, index) => `${(index + 0.5) * slot},${y(day.visitors)}`).join(' ');
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        <text x="0" y="11" className="fill-ink-muted text-[11px]">
          {max.toLocaleString('en-US')}
        </text>
        <line
          x1="0"
          x2={width}
          y1={height - bottom}
          y2={height - bottom}
          className="stroke-ink-muted"
        />
        {days.map((day, index) => (
          <rect
            key={day.date}
            x={index * slot + slot * 0.15}
            width={slot * 0.7}
            y={y(day.pageViews)}
            height={height - bottom - y(day.pageViews)}
            className="fill-primary-dark/25"
          />
        ))}
        <polyline points={line} fill="none" strokeWidth="2" className="stroke-primary-dark" />
        <text x="0" y={height - 6} className="fill-ink-muted text-[11px]">
          {days[0]?.date}
        </text>
        <text x={width} y={height - 6} textAnchor="end" className="fill-ink-muted text-[11px]">
          {days.at(-1)?.date}
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-ink-muted" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-3 w-4 bg-primary-dark/25" />
          {insightCopy.pageViews}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block h-0.5 w-4 bg-primary-dark" />
          {insightCopy.visitors}
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>{insightCopy.daily}</caption>
        <thead>
          <tr>
            <th scope="col">{insightCopy.date}</th>
            <th scope="col">{insightCopy.visitors}</th>
            <th scope="col">{insightCopy.pageViews}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.visitors}</td>
              <td>{day.pageViews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
