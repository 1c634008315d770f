import { createElement, startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { IslandLoaders, IslandName, IslandProps } from './islandTypes';

/** A task boundary: the browser may paint and handle input before what follows. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

export interface Islands {
  /** Hydrates each island the prerender marked in `scope`; everything around them stays static HTML. */
  hydrate(scope: ParentNode): void;
  /** Unmounts the islands inside `scope`: their effects clean up before their markup goes. */
  unmount(scope: Node): void;
  /** Starts fetching the code of the islands in a page's markup, ahead of showing it. */
  preload(html: string): void;
}

export function islandHydrator(loaders: IslandLoaders): Islands {
  /** Every island root alive in the page, so a client-side navigation can unmount the old page's. */
  const roots = new Map<HTMLElement, Root>();
  const isIslandName = (name: string | undefined): name is IslandName =>
    name !== undefined && name in loaders;

  async function hydrateIsland<Name extends IslandName>(element: HTMLElement, name: Name) {
    const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps[Name];
    const component = await loaders[name]();
    // Each island starts in a task of its own, after the one that evaluated the bundle, and as a
    // transition its hydration yields every few milliseconds: hydrating adds no long task.
    await nextTask();
    // A client-side navigation may have replaced the page while the island's code loaded.
    if (!element.isConnected || roots.has(element)) return;
    startTransition(() => {
      const root = hydrateRoot(
        element,
        createElement(StrictMode, null, createElement(component, props)),
      );
      roots.set(element, root);
    });
  }

  return {
    hydrate(scope) {
      for (const element of scope.querySelectorAll<HTMLElement>('[data-island]')) {
        const name = element.dataset.island;
        if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
        void hydrateIsland(element, name);
      }
    },
    unmount(scope) {
      for (const [element, root] of roots) {
        if (!scope.contains(element)) continue;
        root.unmount();
        roots.delete(element);
      }
    },
    preload(html) {
      for (const [, name] of html.matchAll(/data-island="(\w+)"/g)) {
        if (isIslandName(name)) loaders[name]().catch(() => undefined);
      }
    },
  };
}
