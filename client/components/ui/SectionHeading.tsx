import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  title: string;
  intro?: ReactNode;
  align?: 'center' | 'start';
}

export function SectionHeading({ id, title, intro, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <h2 id={id} className="text-3xl tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-ink-muted">{intro}</p>}
    </div>
  );
}
