import { afterAll, beforeAll, vi } from 'vitest';
import { startClientNavigation } from '../../../client/navigation/clientNavigation';

/**
 * The file's tests run on /contact with one link, to /about, whose page cannot be shown in place
 * (a deploy, a failed fetch): following it loads the page instead. They run on the page's own
 * clock, so what "meanwhile" and "by then" mean does not depend on a busy machine. Returns the page
 * loads asked for, which jsdom never does but reports, each as not implemented.
 */
export function onPageWithUnfetchableLink(): string[] {
  const pageLoads: string[] = [];
  beforeAll(() => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/contact');
    document.body.innerHTML = '<main id="main"><a href="/about">About</a></main>';
    const jsdomConsole = (window as unknown as { _virtualConsole: NodeJS.EventEmitter })
      ._virtualConsole;
    jsdomConsole.on('jsdomError', ({ message }: Error) => {
      if (message.includes('navigation')) pageLoads.push(message);
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    startClientNavigation({ hydrate: () => {}, unmount: () => {}, preload: () => {} });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return pageLoads;
}
