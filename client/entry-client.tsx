import { Header } from './components/layout/Header';
import { Year } from './components/layout/CopyrightYear';
import { startInsightWhenIdle } from './features/insight/startInsight';
import { JumpLink } from './components/ui/JumpLink';
import { islandHydrator } from './islands/hydrateIslands';
import { lazyIslands } from './islands/lazyIslands';
import { whenIdle } from './lib/whenIdle';
import { startClientNavigation } from './navigation/clientNavigation';
import { onPageShown } from './navigation/pageShown';

const islands = islandHydrator({
  header: async () => Header,
  year: async () => Year,
  jumpLink: async () => JumpLink,
  contactForm: async () => (await lazyIslands.contactForm.load()).default,
});

// First, while the page is still its prerendered markup: navigation keeps it for coming Back.
startClientNavigation(islands);
islands.hydrate(document);
// Off the page's start: where the visit came from waits until nothing else does.
whenIdle(
  () =>
    // Offline before the page was idle: the visit goes without its source, as it would anyway.
    void import('./features/attribution/visitAttribution').then(
      (visit) => visit.startVisitAttribution(onPageShown),
      () => undefined,
    ),
);
startInsightWhenIdle(onPageShown);
