import type { HeaderProps } from '../components/layout/Header';
import type { YearProps } from '../components/layout/CopyrightYear';
import type { JumpLinkProps } from '../components/ui/JumpLink';

/** Every island by name, with the JSON props the prerender hands to the browser. */
export interface IslandProps {
  header: HeaderProps;
  year: YearProps;
  jumpLink: JumpLinkProps;
  contactForm: Record<string, never>;
}

export type IslandName = keyof IslandProps;
