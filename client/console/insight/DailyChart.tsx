import { insightCopy } from '../content/insight';

interface Day {
  date: string;
  visitors: number;
  pageViews: number;
}

const width = 600;
const height = 200;
const top = 4;

/**
 * Page views as columns, visitors as a line over them, one slot per day. The SVG is a picture for
 * sighted readers; the table beside it carries the same numbers for screen readers.
 */
export function DailyChart({ days }: { days: Day[] }) {
  const max = Math.max(1, ...days.map((day) => Math.max(day.visitors, day.pageViews)));
  const slot = width / Math.max(1, days.length);
  const y = (value: number) => top + (height - top) * (1 - value / max);
  const line = days.map((day, index) => `${(index + 0.5) * slot},${y(day.visitors)}`).join(' ');
  return (
    <figure>
      <div aria-hidden="true">
        <p className="text-sm text-ink-muted">{max.toLocaleString('en-US')}</p>
        {/* Stretched to the width it is given; the labels stay HTML so they keep their size. */}
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="block h-48 w-full"
          focusable="false"
        >
          {days.map((day, index) => (
            <rect
              key={day.date}
              x={index * slot + slot * 0.15}
              width={slot * 0.7}
              y={y(day.pageViews)}
              height={height - y(day.pageViews)}
              className="fill-primary-dark/25"
            />
          ))}
          <line
            x1="0"
            x2={width}
            y1={height}
            y2={height}
            className="stroke-ink-muted"
            vectorEffect="non-scaling-stroke"
          />
          <polyline
            points={line}
            fill="none"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
            className="stroke-primary-dark"
          />
        </svg>
        <p className="mt-1 flex justify-between text-sm text-ink-muted">
          <span>{days[0]?.date}</span>
          <span>{days.at(-1)?.date}</span>
        </p>
      </div>
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
