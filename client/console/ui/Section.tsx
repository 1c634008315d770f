import type { ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-6 rounded-paper bg-paper p-4 shadow-card sm:p-6">
      <h2 className="mb-4 text-xl">{title}</h2>
      {children}
    </section>
  );
}
