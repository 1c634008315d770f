import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from './islandTypes';

interface IslandElementProps<Name extends IslandName> {
  name: Name;
  component: ComponentType<IslandProps[Name]>;
  props: IslandProps[Name];
  /** For islands inside phrasing content (a paragraph), where a div would break the HTML. */
  inline?: boolean;
}

/**
 * Marks an interactive part of a prerendered page. Only islands are hydrated in the browser (see
 * entry-client.tsx); the rest of the page is static HTML and ships no JS. An island is its own React
 * root there, so it must not use useId (ids would differ from the prerender's) and its props must be JSON.
 */
export function Island<Name extends IslandName>({
  name,
  component: Component,
  props,
  inline = false,
}: IslandElementProps<Name>) {
  const Wrapper = inline ? 'span' : 'div';
  return (
    <Wrapper data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </Wrapper>
  );
}
