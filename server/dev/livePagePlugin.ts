import type { Plugin } from 'vite';
import { pageChangedEvent } from '../../client/dev/pageChangedEvent';

/**
 * Vite hot-updates only modules the browser imported, and most of a page is HTML rendered on the
 * server: a save in a page, a layout component or the copy would reach the open tab only by a
 * manual reload. Any change to a module the server renders with tells the page to fetch itself
 * again and patch its DOM around the live islands (which React Fast Refresh updates in place).
 */
export const livePagePlugin: Plugin = {
  name: 'live-page',
  apply: 'serve',
  transformIndexHtml: {
    order: 'post',
    handler: () => [
      { tag: 'script', attrs: { type: 'module', src: '/dev/livePage.ts' }, injectTo: 'body' },
    ],
  },
  hotUpdate({ modules, timestamp, server }) {
    if (this.environment.name !== 'ssr' || modules.length === 0) return;
    // Vite invalidates them only after every plugin's hook: the page's request must not race it.
    const invalidated = new Set<(typeof modules)[number]>();
    for (const module of modules) {
      this.environment.moduleGraph.invalidateModule(module, invalidated, timestamp, true);
    }
    server.environments.client.hot.send({ type: 'custom', event: pageChangedEvent });
  },
};
