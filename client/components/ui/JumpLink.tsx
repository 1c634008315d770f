import type { MouseEvent } from 'react';
import type { JumpLinkProps } from '../../islands/islandTypes';

/**
 * A plain in-page anchor, so it works before hydration and without JS. With JS it also honours
 * reduced motion and moves focus to the target, so keyboard and screen reader users land there too.
 */
export function JumpLink({ targetId, label, className }: JumpLinkProps) {
  function jump(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  }

  return (
    <a href={`#${targetId}`} onClick={jump} className={className}>
      {label}
    </a>
  );
}
