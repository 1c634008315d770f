import { useSyncExternalStore } from 'react';
import { Island } from '../../islands/Island';
import type { YearProps } from '../../islands/islandTypes';

/** The prerender's year, corrected in the browser: a page built in December is still served in January. */
const neverChanges = () => () => undefined;

export function Year({ builtIn }: YearProps) {
  // Hydrates with the prerender's year, then shows the visitor's.
  const year = useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => builtIn,
  );
  return <>{year}</>;
}

export function CopyrightYear() {
  return (
    <Island inline name="year" component={Year} props={{ builtIn: new Date().getFullYear() }} />
  );
}
