/** The id of the JSON list of the modules a page's islands need, entry first. */
export const islandModulesId = 'island-modules';

/**
 * Starts the islands once the page has painted. The prerender compiles this file on its own and
 * inlines it into every page as a module script, so it must stay self-contained: no imports.
 *
 * Fetching the island bundle only after the first contentful paint leaves a slow network to the
 * HTML and the font until the text is on screen; the menu and the form are inert markup until
 * hydrated either way. Where paint timing is missing (Safari before 14.1) the load event stands
 * in, and three seconds after load is the backstop should a paint never be reported.
 */
export function bootIslands(
  listId: string,
  load: (module: string) => Promise<unknown> = (module) => import(/* @vite-ignore */ module),
): void {
  const list = document.getElementById(listId);
  const modules = JSON.parse(list?.textContent ?? '[]') as string[];
  let started = false;
  function start() {
    if (started || modules.length === 0) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void load(modules[0] as string);
  }
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    window.addEventListener('load', start);
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
  window.addEventListener('load', () => setTimeout(start, 3000));
}
