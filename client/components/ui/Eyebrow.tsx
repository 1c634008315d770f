import type { ReactNode } from 'react';

/** The small label above a heading; the accent bar carries the brand colour, the text stays readable. */
export function Eyebrow({ onDark = false, children }: { onDark?: boolean; children: ReactNode }) {
  return (
    <p
      className={`flex items-center gap-3 text-sm font-semibold uppercase tracking-wider ${onDark ? 'text-white/80' : 'text-primary-dark'}`}
    >
      <span aria-hidden="true" className="h-0.5 w-8 rounded-full bg-primary" />
      {children}
    </p>
  );
}
