import { createElement, startTransition, StrictMode, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Header } from '../components/layout/Header';
import { Year } from '../components/layout/CopyrightYear';
import { JumpLink } from '../components/ui/JumpLink';
import type { IslandName, IslandProps } from './islandTypes';
import { lazyIslands } from './lazyIslands';

type Loaders = { [Name in IslandName]: () => Promise<ComponentType<IslandProps[Name]>> };

const loaders: Loaders = {
  header: async () => Header,
  year: async () => Year,
  jumpLink: async () => JumpLink,
  contactForm: async () => (await lazyIslands.contactForm.load()).default,
};

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && name in loaders;
}

/** A task boundary: the browser may paint and handle input before what follows. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

async function hydrateIsland<Name extends IslandName>(element: HTMLElement, name: Name) {
  const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps[Name];
  const component = await loaders[name]();
  // Each island starts in a task of its own, after the one that evaluated the bundle, and as a
  // transition its hydration yields every few milliseconds: hydrating adds no long task.
  await nextTask();
  startTransition(() => {
    hydrateRoot(element, createElement(StrictMode, null, createElement(component, props)));
  });
}

/** Hydrates each island the prerender marked; everything around them stays static HTML. */
export function hydrateIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
    void hydrateIsland(element, name);
  }
}
