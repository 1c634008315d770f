import { commonCopy } from '../content/common';

/** A stored value as text: the console never renders what a lead sent as HTML. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined || value === '') return commonCopy.none;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  return JSON.stringify(value);
}

/**
 * Every entry of a stored record, the known keys first under their labels, then any other key
 * as it is named (so a field added later still shows).
 */
export function DataList({
  record,
  labels,
}: {
  record: Record<string, unknown>;
  labels: Record<string, string>;
}) {
  const keys = [
    ...Object.keys(labels).filter((key) => key in record),
    ...Object.keys(record).filter((key) => !(key in labels)),
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {keys.map((key) => (
        <div key={key} className="contents">
          <dt className="font-medium text-ink-muted">{labels[key] ?? key}</dt>
          <dd className="whitespace-pre-wrap break-words">{textOf(record[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
