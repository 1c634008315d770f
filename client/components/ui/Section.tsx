import type { ReactNode } from 'react';
import { Container } from './Container';
import { tw } from '../../lib/tw';

const tones = {
  background: '',
  paper: tw`bg-paper`,
};

interface SectionProps {
  /** id of the heading that names the section */
  labelledBy: string;
  tone?: keyof typeof tones;
  id?: string;
  /** -1 when a link moves focus here */
  tabIndex?: number;
  className?: string;
  children: ReactNode;
}

export function Section({
  labelledBy,
  tone = 'background',
  id,
  tabIndex,
  className = '',
  children,
}: SectionProps) {
  return (
    <section
      id={id}
      tabIndex={tabIndex}
      aria-labelledby={labelledBy}
      className={`py-16 outline-none md:py-24 ${tones[tone]} ${className}`}
    >
      <Container>{children}</Container>
    </section>
  );
}
