import { navigate } from 'wouter/use-browser-location';
import { mainId } from '../components/layout/landmarks';
import type { Islands } from '../islands/hydrateIslands';
import { fieldValues, restoreFieldValues } from './formMemory';
import { clientNavigationUrl } from './linkRules';
import {
  contentOfDocument,
  fetchPageContent,
  pageHeadSelector,
  readSitePages,
  type PageContent,
} from './pageContent';
import { prefetchInView, prefetchOnIntent } from './prefetch';
import type { PrefetchReason } from './prefetchPolicy';

/** What a history entry's page looked like when the visitor left it, for Back and Forward. */
interface EntryMemory {
  scroll: number;
  fields: ReturnType<typeof fieldValues>;
}

interface EntryState {
  entry?: string;
}

/** Each page's content by path: fetched once per visit, shared by prefetch, click and Back. */
const pages = new Map<string, Promise<PageContent>>();
const memories = new Map<string, EntryMemory>();
let shown = { entry: '', page: '' };
let latestNavigation = 0;
let announcer: HTMLElement | undefined;
let islands: Islands;
let sitePages: ReadonlySet<string> | undefined;

const newEntryId = () => Math.random().toString(36).slice(2);
const pageOf = (url: URL | Location) => url.pathname + url.search;
const entryState = (): EntryState => (history.state ?? {}) as EntryState;
const main = () => document.getElementById(mainId) as HTMLElement;

/** Each page's markup parsed once, off the click's path when it was prefetched: a click clones it. */
const parsedMains = new WeakMap<PageContent, HTMLTemplateElement>();

function parsedMain(content: PageContent): HTMLTemplateElement {
  let template = parsedMains.get(content);
  if (!template) {
    template = document.createElement('template');
    template.innerHTML = content.main;
    parsedMains.set(content, template);
  }
  return template;
}

function load(url: URL): Promise<PageContent> {
  let content = pages.get(url.pathname);
  if (!content) {
    content = fetchPageContent(url, sitePages);
    pages.set(url.pathname, content);
    content.then(
      (loaded) => parsedMain(loaded),
      () => pages.delete(url.pathname),
    );
  }
  return content;
}

/**
 * Content only for a link merely in view; the islands' code too when the visitor shows intent,
 * since a link in view is often never opened and the contact form's code is the largest chunk.
 */
function prefetch(url: URL, reason: PrefetchReason): void {
  const content = load(url);
  if (reason === 'view') content.catch(() => undefined);
  else content.then((loaded) => islands.preload(loaded.main)).catch(() => undefined);
}

/** Swaps the head elements a page owns: equal ones stay, so nothing is re-parsed for nothing. */
function updateHead(html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  const next = [...template.content.children];
  const current = [...document.head.querySelectorAll(pageHeadSelector)];
  for (const element of current) {
    if (!next.some((candidate) => candidate.isEqualNode(element))) element.remove();
  }
  for (const element of next) {
    if (!current.some((candidate) => candidate.isEqualNode(element))) document.head.append(element);
  }
}

function rememberShownEntry(): void {
  memories.set(shown.entry, { scroll: window.scrollY, fields: fieldValues(main()) });
}

function hashTarget(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

function scrollAfterShowing(url: URL, memory: EntryMemory | undefined): void {
  const target = hashTarget(url.hash);
  // Instant, as a page load lands: the stylesheet's smooth scrolling is for jumps within a page.
  if (memory) window.scrollTo({ top: memory.scroll, behavior: 'instant' });
  else if (target) target.scrollIntoView({ behavior: 'instant' });
  else window.scrollTo({ top: 0, behavior: 'instant' });
}

function show(content: PageContent, url: URL, memory: EntryMemory | undefined): void {
  const container = main();
  islands.unmount(container);
  updateHead(content.head);
  container.replaceChildren(parsedMain(content).content.cloneNode(true));
  if (memory) restoreFieldValues(container, memory.fields);
  islands.hydrate(container);
  scrollAfterShowing(url, memory);
  // Focus and an announcement tell keyboard and screen-reader users that the page changed. Focus
  // moves in a task of its own, after the islands' reactions to the new location (a closing
  // drawer returns focus to its button when it unmounts).
  setTimeout(() => container.focus({ preventScroll: true }));
  if (announcer) announcer.textContent = document.title;
}

type HistoryStep = 'push' | 'replace' | 'traverse';

async function navigateTo(url: URL, step: HistoryStep): Promise<void> {
  const navigation = ++latestNavigation;
  let content: PageContent;
  try {
    content = await load(url);
  } catch {
    // Whatever went wrong, a page load of the same URL does what a link would have done.
    if (navigation === latestNavigation) {
      if (step === 'traverse') location.reload();
      else location.assign(url);
    }
    return;
  }
  if (navigation !== latestNavigation) return;
  const entry = step === 'traverse' ? (entryState().entry ?? newEntryId()) : newEntryId();
  const memory = step === 'traverse' ? memories.get(entry) : undefined;
  if (step !== 'traverse') {
    rememberShownEntry();
    navigate(url, { replace: step === 'replace', state: { entry } });
  }
  shown = { entry, page: pageOf(url) };
  show(content, url, memory);
}

function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const url = clientNavigationUrl(event, link, location);
  if (!url) return;
  event.preventDefault();
  // A link to the page on screen replaces its entry, as the browser does.
  void navigateTo(url, url.href === location.href ? 'replace' : 'push');
}

function onPopState(): void {
  if (pageOf(location) === shown.page) {
    // A jump within the page (#hash): the browser scrolls; only the entry's identity changes.
    adoptEntry();
    return;
  }
  rememberShownEntry();
  void navigateTo(new URL(location.href), 'traverse');
}

/** Gives the current history entry an id, so what the visitor leaves on it can be found again. */
function adoptEntry(): void {
  const entry = entryState().entry ?? newEntryId();
  if (entryState().entry !== entry) history.replaceState({ ...entryState(), entry }, '');
  shown = { entry, page: pageOf(location) };
}

/** Reads and clears, or writes, a session value; storage may be turned off, which costs only that. */
function sessionValue(key: string, value?: string): string | null {
  try {
    const stored = sessionStorage.getItem(key);
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
    return stored;
  } catch {
    return null;
  }
}

function createAnnouncer(): HTMLElement {
  const region = document.createElement('div');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.className = 'sr-only';
  document.body.append(region);
  return region;
}

/**
 * Turns links between the site's pages into client-side navigations: the next page's content
 * (prefetched on intent) replaces `<main>` and the page's head tags, its islands hydrate, and the
 * header follows through wouter's location. Call before the islands hydrate: the page's markup is
 * kept as it was prerendered, for coming Back to it.
 */
export function startClientNavigation(pageIslands: Islands): void {
  const content = contentOfDocument(document);
  if (!content) return;
  islands = pageIslands;
  sitePages = readSitePages(document);
  pages.set(location.pathname, Promise.resolve(content));
  adoptEntry();
  // Scroll positions are restored here, once the page they belong to is back on screen; a
  // reload is a new document, which finds its position where the old one left it.
  history.scrollRestoration = 'manual';
  const scroll = sessionValue(`scroll:${shown.entry}`);
  if (scroll) window.scrollTo({ top: Number(scroll), behavior: 'instant' });
  window.addEventListener('pagehide', () =>
    sessionValue(`scroll:${shown.entry}`, String(window.scrollY)),
  );
  announcer = createAnnouncer();
  // In the capture phase: the drawer's panel (Headless UI) stops clicks from bubbling out of it.
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener('popstate', onPopState);
  prefetchOnIntent(prefetch);
  prefetchInView(prefetch);
}
