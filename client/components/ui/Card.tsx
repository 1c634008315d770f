import type { ReactNode } from 'react';
import { tw } from '../../lib/tw';

/** The raised white surface of every card; link cards add their own hover on top. */
export const cardSurface = tw`rounded-paper bg-paper shadow-card ring-1 ring-primary-dark/5`;

interface CardProps {
  as?: 'div' | 'li' | 'figure';
  className?: string;
  children: ReactNode;
}

export function Card({ as: Element = 'div', className = '', children }: CardProps) {
  return <Element className={`${cardSurface} ${className}`}>{children}</Element>;
}
