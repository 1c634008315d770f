import type { ReactNode } from 'react';

/**
 * Cards one under another, each an `<li>`. The one column may shrink to the screen (`grid-cols-1`
 * is minmax(0, 1fr)): an implicit column grows to the widest unbreakable word, and one lead with
 * a long e-mail address pushed every card past a phone's 375 px.
 */
export function CardList({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-1 gap-3">{children}</ul>;
}
