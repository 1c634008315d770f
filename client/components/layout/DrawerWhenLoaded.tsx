import { createElement, startTransition, useEffect, useState, type ComponentProps } from 'react';
import { whenIdle } from '../../lib/whenIdle';
import type MobileDrawer from './MobileDrawer';

type Drawer = typeof MobileDrawer;

/**
 * Headless UI only ships with the drawer, so it stays out of the first load. Its code is fetched
 * ahead of the tap and kept here, so the drawer is rendered closed as soon as it is in and the tap
 * only opens it: React.lazy would suspend on first render even with the module in, and React
 * holds a suspended reveal back by about 300 ms.
 */
let loaded: Drawer | undefined;
/** Resolves to whether the code came in. */
let loading: Promise<boolean> | undefined;
const listeners = new Set<() => void>();

/** Starts loading the drawer's code, once; a failed load may be tried again. */
function loadDrawer(): Promise<boolean> {
  loading ??= import('./MobileDrawer').then(
    (module) => {
      loaded = module.default;
      for (const listener of listeners) listener();
      return true;
    },
    () => {
      loading = undefined;
      return false;
    },
  );
  return loading;
}

const preloadDrawer = () => void loadDrawer();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the drawer's code before the menu is tapped, on narrow screens where the menu shows: when
 * the browser is first idle, or at the first pointer or key press anywhere, whichever is first.
 */
export function usePreloadedDrawer(narrowScreen: string): void {
  useEffect(() => {
    if (!window.matchMedia(narrowScreen).matches) return;
    whenIdle(preloadDrawer);
    const early = { capture: true, once: true, passive: true };
    window.addEventListener('pointerdown', preloadDrawer, early);
    window.addEventListener('keydown', preloadDrawer, early);
    return () => {
      window.removeEventListener('pointerdown', preloadDrawer, early);
      window.removeEventListener('keydown', preloadDrawer, early);
    };
  }, [narrowScreen]);
}

/**
 * The drawer as soon as its code is in, open or closed: loaded ahead, it waits closed for the tap;
 * opened before that, its code is fetched then.
 */
export function DrawerWhenLoaded(props: ComponentProps<Drawer>) {
  const [drawer, setDrawer] = useState(() => loaded);
  // Rendered as a transition, in slices that yield to input: the first render of Headless UI's
  // dialog was one task of about 60 ms on a 4x slowed phone, which a tap could land in.
  useEffect(
    () =>
      subscribe(() => {
        startTransition(() => setDrawer(() => loaded));
      }),
    [],
  );
  const { open, onClose } = props;
  useEffect(() => {
    if (!open || loaded) return;
    let pressed = true;
    // Code the connection dropped leaves no menu: it is closed again (the button no longer says
    // expanded), so the next press opens it, asking for the code once more.
    void loadDrawer().then((ok) => {
      if (!ok && pressed) onClose();
    });
    return () => {
      pressed = false;
    };
  }, [open, onClose]);
  // One component for the page's life, set once at module level: no remount between renders.
  return drawer ? createElement(drawer, props) : null;
}
