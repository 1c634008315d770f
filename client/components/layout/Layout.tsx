import type { ReactNode } from 'react';
import { Island } from '../../islands/Island';
import { Footer } from './Footer';
import { Header } from './Header';
import { mainId } from './landmarks';
import { SkipLink } from './SkipLink';

/**
 * The shell around every prerendered page. Only its islands (the header, the footer's year) hydrate;
 * client-side navigation swaps the content of `<main>` and moves focus there (client/navigation/).
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-screen flex-col">
      <SkipLink />
      <Island name="header" component={Header} props={{}} />
      <main id={mainId} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
