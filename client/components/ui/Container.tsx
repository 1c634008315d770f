import type { ReactNode } from 'react';
import { shellContainer } from '../layout/shellStyles';

/** The same centred width and gutters as the header and footer, so edges line up. */
export function Container({
  className = '',
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return <div className={`${shellContainer} ${className}`}>{children}</div>;
}
