import type { ReactNode } from 'react';

/** A state the style guide shows without the pointer or keyboard: see specimenStates.ts. */
export type ForcedState = 'hover' | 'focus-visible' | 'active';

interface SpecimenProps {
  label: string;
  state?: ForcedState;
  dark?: boolean;
  children: ReactNode;
}

export function Specimen({ label, state, dark = false, children }: SpecimenProps) {
  return (
    <figure className="flex flex-col gap-3">
      <div
        data-force-state={state}
        className={`flex min-h-24 items-center justify-center rounded-paper p-6 ${dark ? 'bg-primary-dark' : 'bg-paper shadow-card'}`}
      >
        {children}
      </div>
      <figcaption className="text-sm text-ink-muted">{label}</figcaption>
    </figure>
  );
}

export function SpecimenGrid({ children }: { children: ReactNode }) {
  return <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">{children}</div>;
}
