import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { commonCopy } from '../content/common';

/**
 * A view's h1. It takes the focus when the view opens, so a screen reader announces the new view
 * and the next Tab starts from it, as after a page load; it also names the tab.
 */
export function ViewHeading({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [path] = useLocation();
  const focusedAt = useRef<string>(undefined);
  useEffect(() => {
    document.title = commonCopy.documentTitle(title);
    // A title that changes at the same address (the record has arrived, on a slow connection
    // seconds later) takes the focus only from nowhere: the reader may have moved on meanwhile.
    const focused = document.activeElement;
    if (focusedAt.current === path && focused && focused !== document.body) return;
    focusedAt.current = path;
    heading.current?.focus({ preventScroll: true });
  }, [title, path]);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 ref={heading} tabIndex={-1} className="text-2xl focus-visible:outline-none">
        {title}
      </h1>
      {children}
    </div>
  );
}
