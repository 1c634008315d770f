import { commonCopy } from '../content/common';

export function Loading() {
  return (
    <p role="status" className="text-ink-muted">
      {commonCopy.loading}
    </p>
  );
}
