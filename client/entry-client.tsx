import { Header } from './components/layout/Header';
import { Year } from './components/layout/CopyrightYear';
import { startInsightWhenIdle } from './features/insight/startInsight';
import { JumpLink } from './components/ui/JumpLink';
import { islandHydrator } from './islands/hydrateIslands';
import { lazyIslands } from './islands/lazyIslands';
import { startClientNavigation } from './navigation/clientNavigation';

const islands = islandHydrator({
  header: async () => Header,
  year: async () => Year,
  jumpLink: async () => JumpLink,
  contactForm: async () => (await lazyIslands.contactForm.load()).default,
});

// First, while the page is still its prerendered markup: navigation keeps it for coming Back.
startClientNavigation(islands);
islands.hydrate(document);
startInsightWhenIdle();
