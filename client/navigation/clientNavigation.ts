import { navigate } from 'wouter/use-browser-location';
import { mainId } from '../components/layout/landmarks';
import { shellCopy } from '../content/navigation';
import { notify } from '../components/notices/notices';
import type { Islands } from '../islands/hydrateIslands';
import { pageLoadsAllowed } from '../lib/pageLoadHold';
import { provideDraftForgetter } from '../lib/sentDrafts';
import { fieldValues, restoreFieldValues } from './formMemory';
import { clientNavigationUrl } from './linkRules';
import {
  contentOfDocument,
  fetchPageContent,
  pageHeadSelector,
  readSite,
  type PageContent,
  type Site,
} from './pageContent';
import { pageShown } from './pageShown';
import { prefetchInView, prefetchOnIntent } from './prefetch';
import type { PrefetchReason } from './prefetchPolicy';
import { endProgress, startProgress } from './progressBar';

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
let shown = { entry: '', page: '', href: '' };
let latestNavigation = 0;
/** Where the shown entry was scrolled to by the last scroll event, before any jump moved it. */
let shownScroll = 0;
let islands: Islands;
let site: Site = {};

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
    content = fetchPageContent(url, site);
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

function rememberShownEntry(scroll = window.scrollY): void {
  memories.set(shown.entry, { scroll, fields: fieldValues(main()) });
}

/** For Back to the shown entry to find its fields as the page was served: their message was sent. */
function draftForgetterOfShownEntry(): () => void {
  const { entry } = shown;
  return () => {
    const memory = memories.get(entry);
    if (memory) memories.set(entry, { ...memory, fields: [] });
  };
}

function hashTarget(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

/**
 * Moves focus to where the visitor landed, so keyboard and screen-reader users go on from there:
 * a screen reader reads out what gets focus, which is the navigation's one announcement. A
 * heading or section takes focus only with a tabindex; an element focused already is blurred
 * first, or Back to a page would move nothing and say nothing.
 */
function focusLanding(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
  }
  if (document.activeElement === element) element.blur();
  element.focus({ preventScroll: true });
}

// Instant, as a page load lands: the stylesheet's smooth scrolling is for jumps within a page.
const scrollTop = (top: number) => window.scrollTo({ top, behavior: 'instant' });

function show(
  content: PageContent,
  url: URL,
  memory: EntryMemory | undefined,
  enterHistory: () => void,
): void {
  const container = main();
  // A new page starts at the top (then at its #hash target, if any): scrolled while the old page's
  // layout is still valid, the scroll costs nothing, where after the swap it would lay out the new
  // page at once.
  if (!memory) scrollTop(0);
  // The old page leaves whole, its islands still mounted: they unmount once the new page shows.
  const range = document.createRange();
  range.selectNodeContents(container);
  const old = range.extractContents();
  container.append(parsedMain(content).content.cloneNode(true));
  if (memory) restoreFieldValues(container, memory.fields);
  islands.hydrate(container);
  const target = hashTarget(url.hash);
  if (memory) scrollTop(memory.scroll);
  else target?.scrollIntoView({ behavior: 'instant' });
  // What the first frame of the new page does not show waits until it is on screen (a task queued
  // from requestAnimationFrame runs after that frame): the history entry and with it wouter's
  // location (pushState, its event and the header's render of its active link were a third of a
  // prefetched tap's click on the 4x-slowed phone), the old islands' clean-up, the head (nothing
  // in it shows on the page), and focus, which comes after the islands' reactions to the new
  // location too (a closing drawer returns focus to its button).
  requestAnimationFrame(() =>
    setTimeout(() => {
      enterHistory();
      islands.unmount(old);
      updateHead(content.head);
      // Focus on <main> reads out its name: the new title, as a page load's would be.
      container.setAttribute('aria-label', document.title);
      focusLanding((!memory && target) || container);
    }),
  );
}

type HistoryStep = 'push' | 'replace' | 'traverse';

async function navigateTo(url: URL, step: HistoryStep): Promise<void> {
  const navigation = ++latestNavigation;
  // Until the page shows, a tap on a slow connection would otherwise seem to do nothing.
  startProgress();
  let content: PageContent;
  try {
    content = await load(url);
  } catch {
    // Offline, a page load shows only the browser's offline page: the visitor stays, told why.
    // The failed fetch is forgotten, so the link works again once they are back online.
    if (step !== 'traverse' && !navigator.onLine) {
      if (navigation === latestNavigation) {
        endProgress();
        void notify('error', shellCopy.offline, 'offline');
      }
      return;
    }
    // Whatever went wrong, a page load of the same URL does what a link would have done, once
    // nothing it would cut off is on its way.
    await pageLoadsAllowed();
    if (navigation === latestNavigation) {
      // The browser shows the page load's progress itself; and a page kept for Back
      // (back/forward cache) would come back with the bar still on it.
      endProgress();
      if (step === 'traverse') location.reload();
      else location.assign(url);
    }
    return;
  }
  if (navigation !== latestNavigation) return;
  const entry = step === 'traverse' ? (entryState().entry ?? newEntryId()) : newEntryId();
  const memory = step === 'traverse' ? memories.get(entry) : undefined;
  if (step !== 'traverse') rememberShownEntry();
  shown = { entry, page: pageOf(url), href: url.href };
  endProgress();
  show(content, url, memory, () => {
    // Back and Forward have moved the entry already; wouter hears of it from popstate.
    if (step !== 'traverse') navigate(url, { replace: step === 'replace', state: { entry } });
    pageShown(url.pathname);
  });
}

function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  const url = clientNavigationUrl(event, link, location);
  if (!url) return;
  event.preventDefault();
  // A link to the page on screen replaces its entry, as the browser does; so does a second tap
  // that comes while the page the first one showed waits for its first frame to enter the history.
  const onScreen = url.href === location.href || url.href === shown.href;
  void navigateTo(url, onScreen ? 'replace' : 'push');
}

function onPopState(): void {
  // The last scroll event's position: a jump within the page has already moved the page.
  rememberShownEntry(shownScroll);
  if (pageOf(location) === shown.page) {
    // The visitor went on within this page: a link followed before, its page still on its way
    // (or its load waiting for a message to go), must not carry them off once it comes.
    latestNavigation += 1;
    endProgress();
    adoptEntry();
    const memory = memories.get(shown.entry);
    // Back or Forward to an entry of this page goes where the visitor left it: with scroll
    // restoration manual, the browser does not. A new jump (#hash) is the browser's to scroll.
    if (memory) window.scrollTo({ top: memory.scroll, behavior: 'instant' });
    else focusJumpTarget();
    return;
  }
  void navigateTo(new URL(location.href), 'traverse');
}

/** A jump within the page lands focus on its target, which the browser does only for controls. */
function focusJumpTarget(): void {
  const target = hashTarget(location.hash);
  if (target && target !== document.activeElement) focusLanding(target);
}

/** Gives the current history entry an id, so what the visitor leaves on it can be found again. */
function adoptEntry(): void {
  const entry = entryState().entry ?? newEntryId();
  if (entryState().entry !== entry) history.replaceState({ ...entryState(), entry }, '');
  shown = { entry, page: pageOf(location), href: location.href };
}

/**
 * Where the tab's entries keep their memories across documents: a reload takes the document that
 * remembered them, and Chromium then goes Back to the other entries within the new document.
 */
const memoriesKey = 'navigation:entries';

/**
 * An older build, an extension or a half-written value may have left anything there: what is not
 * an entry's memory is dropped, so it can neither stop the page nor fill a form with junk.
 */
function isStoredMemory(value: unknown): value is [string, EntryMemory] {
  if (!Array.isArray(value) || typeof value[0] !== 'string') return false;
  const memory = value[1] as Partial<EntryMemory> | null;
  return (
    Number.isFinite(memory?.scroll) &&
    Array.isArray(memory?.fields) &&
    memory.fields.every((field) => typeof field === 'string' || typeof field === 'boolean')
  );
}

function storedMemories(): [string, EntryMemory][] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(memoriesKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isStoredMemory) : [];
  } catch {
    return [];
  }
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

/**
 * Turns links between the site's pages into client-side navigations: the next page's content
 * (prefetched in view or on intent) replaces `<main>` and the page's head tags, its islands
 * hydrate, and the header follows through wouter's location. Call before the islands hydrate: the
 * page's markup is kept as it was prerendered, for coming Back to it.
 */
export function startClientNavigation(pageIslands: Islands): void {
  pageShown(location.pathname);
  const content = contentOfDocument(document);
  if (!content) return;
  islands = pageIslands;
  site = readSite(document);
  pages.set(location.pathname, Promise.resolve(content));
  adoptEntry();
  provideDraftForgetter(draftForgetterOfShownEntry);
  // Scroll positions are restored here, once the page they belong to is back on screen; a
  // reload is a new document, which finds its position where the old one left it.
  history.scrollRestoration = 'manual';
  const scroll = sessionValue(`scroll:${shown.entry}`);
  if (scroll) window.scrollTo({ top: Number(scroll), behavior: 'instant' });
  for (const [entry, memory] of storedMemories()) memories.set(entry, memory);
  window.addEventListener('pagehide', () => {
    sessionValue(`scroll:${shown.entry}`, String(window.scrollY));
    sessionValue(memoriesKey, JSON.stringify([...memories]));
  });
  shownScroll = window.scrollY;
  window.addEventListener('scroll', () => (shownScroll = window.scrollY), { passive: true });
  // In the capture phase: the drawer's panel (Headless UI) stops clicks from bubbling out of it.
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener('popstate', onPopState);
  prefetchOnIntent(prefetch);
  prefetchInView(prefetch);
}
