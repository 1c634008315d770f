import type { MouseEvent } from 'react';
import type { JumpLinkProps } from '../../islands/islandTypes';

/**
 * A plain in-page anchor, so it works before hydration and without JS. The browser jumps (smoothly
 * unless the visitor prefers reduced motion: styles.css) and puts the jump in the history, so Back
 * returns to where the visitor pressed it. With JS it also moves focus to the target, so keyboard
 * and screen reader users land there too.
 */
export function JumpLink({ targetId, label, className }: JumpLinkProps) {
  function focusTarget(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }

  return (
    <a href={`#${targetId}`} onClick={focusTarget} className={className}>
      {label}
    </a>
  );
}
