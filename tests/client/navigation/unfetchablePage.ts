import { vi } from 'vitest';
import { startClientNavigation } from '../../../client/navigation/clientNavigation';

/**
 * /contact with one link, to /about, whose page cannot be shown in place (a deploy, a failed
 * fetch): following it loads the page instead. Returns the page loads asked for, which jsdom
 * never does but reports, each as not implemented.
 */
export function startWithUnfetchableLink(): string[] {
  const pageLoads: string[] = [];
  history.replaceState(null, '', '/contact');
  document.body.innerHTML = '<main id="main"><a href="/about">About</a></main>';
  const jsdomConsole = (window as unknown as { _virtualConsole: NodeJS.EventEmitter })
    ._virtualConsole;
  jsdomConsole.on('jsdomError', ({ message }: Error) => {
    if (message.includes('navigation')) pageLoads.push(message);
  });
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  startClientNavigation({ hydrate: () => {}, unmount: () => {}, preload: () => {} });
  return pageLoads;
}
