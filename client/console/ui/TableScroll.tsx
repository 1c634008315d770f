import type { ReactNode } from 'react';

/**
 * Lets a wide table scroll sideways on a phone instead of widening the page; focusable so a
 * keyboard can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      {children}
    </div>
  );
}

export const cellClass = 'border-b border-background px-3 py-2 text-left align-top';
