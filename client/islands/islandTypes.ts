import type { ComponentType } from 'react';

export interface YearProps {
  builtIn: number;
}

export interface JumpLinkProps {
  /** id of an element on this page that accepts focus (tabIndex -1) */
  targetId: string;
  label: string;
  className: string;
}

/**
 * Every island by name, with the JSON props the prerender hands to the browser. The components
 * import these contracts from here, never the reverse: the browser's entry pairs names with
 * components (IslandLoaders), so this folder depends on no component.
 */
export interface IslandProps {
  header: Record<string, never>;
  year: YearProps;
  jumpLink: JumpLinkProps;
  contactForm: Record<string, never>;
}

export type IslandName = keyof IslandProps;

export type IslandLoaders = {
  [Name in IslandName]: () => Promise<ComponentType<IslandProps[Name]>>;
};
