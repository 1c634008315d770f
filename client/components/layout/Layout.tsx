import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Island } from '../../islands/Island';
import { Footer } from './Footer';
import { Header } from './Header';
import { mainId } from './landmarks';
import { SkipLink } from './SkipLink';

/**
 * The shell around every prerendered page. Pages are separate documents (links load them), so the
 * browser itself resets scroll, focus and title on navigation; only the header is hydrated.
 */
export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <div className="relative flex min-h-screen flex-col">
      <SkipLink />
      <Island name="header" component={Header} props={{ path }} />
      <main id={mainId} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
