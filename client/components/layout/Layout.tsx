import type { ReactNode } from 'react';

// TEMPORARY skeleton: replaced by the layout work.
export function Layout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
