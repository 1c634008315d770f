import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';

export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const footerRef = useRef<HTMLElement>(null);
  // Compared rather than flagged so StrictMode's double-run on mount is not taken for a navigation.
  const shownPath = useRef(path);

  useEffect(() => {
    // On the first render the browser already set the title, scroll and focus from the page.
    if (shownPath.current === path) return;
    shownPath.current = path;
    window.scrollTo({ top: 0, behavior: 'instant' });
    // Page metadata carries every service's copy: load it on navigation, not in the first bundle.
    void import('../../content/pageMeta').then(({ pageMeta }) => {
      document.title = pageMeta(path).title;
    });
    // Keyboard and screen-reader users start reading the new page, not the link they left. A frame
    // later, so a drawer unmounted by this navigation has handed focus back first (in a microtask).
    const frame = requestAnimationFrame(() => mainRef.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [path]);

  return (
    <div className="relative flex min-h-screen flex-col">
      <SkipLink />
      <Header footerRef={footerRef} />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer ref={footerRef} />
    </div>
  );
}
