import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps a keyboard's focus in a container (a group with tabIndex -1) through an action: the
 * pressed button may be gone once its data is read again (or the focus lost on the way, a dialog
 * closing), and the focus would fall to the page's body, the next Tab starting again from the top.
 * `keep()` after a failure; `keepOnReload()` before asking for the data `data` will become.
 */
export function useKeptFocus(data: unknown) {
  const container = useRef<HTMLDivElement>(null);
  const reloading = useRef(false);
  const keep = useCallback(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) container.current?.focus();
  }, []);
  // In the commit that may remove the focused button: focus is never seen on the body in between.
  useLayoutEffect(() => {
    if (!reloading.current) return;
    reloading.current = false;
    keep();
  }, [data, keep]);
  const keepOnReload = useCallback(() => {
    reloading.current = true;
  }, []);
  return { container, keep, keepOnReload };
}
