/**
 * `npm run dev` only (server/dev/livePagePlugin.ts adds it to every page it serves): when a module
 * the server renders with changes, fetch this page again and patch it in place.
 */
import { morphChildren } from './morphChildren';
import { pageChangedEvent } from './pageChangedEvent';

async function refresh(): Promise<void> {
  const response = await fetch(location.href, { headers: { accept: 'text/html' } });
  // A failed render has already reached Vite's error overlay; the next good save comes back here.
  if (!response.ok) return;
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const liveRoot = document.getElementById('root');
  const nextRoot = next.getElementById('root');
  if (!liveRoot || !nextRoot || !morphChildren(liveRoot, nextRoot)) {
    // The browser keeps the scroll position across a reload.
    location.reload();
    return;
  }
  document.title = next.title;
  document.querySelector('vite-error-overlay')?.remove();
}

let queue = Promise.resolve();

if (import.meta.hot) {
  const { hot } = import.meta;
  // Swapping the stylesheet after a save re-lays out the page, and the browser's scroll
  // anchoring can move it a few pixels: put it back where the developer was.
  let scrolledTo: number | undefined;
  hot.on('vite:beforeUpdate', () => (scrolledTo ??= window.scrollY));
  hot.on('vite:afterUpdate', () =>
    requestAnimationFrame(() => {
      if (scrolledTo !== undefined) window.scrollTo({ top: scrolledTo, behavior: 'instant' });
      scrolledTo = undefined;
    }),
  );
  hot.on(pageChangedEvent, () => {
    // One refresh at a time, in save order: the last one shows the last save.
    queue = queue.then(refresh).catch((error: unknown) => console.error('[live page]', error));
  });
}
