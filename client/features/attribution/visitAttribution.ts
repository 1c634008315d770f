import type { Attribution } from './attribution';
import { firstAndLatest, referrerOf, tagsOf } from './attributionParts';

/** The visit so far: what the form sends, less the seconds to send, plus when it landed. */
type Visit = Omit<Attribution, 'secondsToSend'> & { landedAt: number };

/**
 * Per tab, and gone with it: a full page load in the same tab goes on with the same visit, and
 * nothing outlives it (never a cookie, never localStorage). With storage off, this document only.
 */
const storageKey = 'attribution';
let unstored: Visit | undefined;

/** performance.timeOrigin is Safari 15+ (the site serves 14 up): the same moment from the clock. */
function pageStart(): number {
  const origin = performance.timeOrigin as number | undefined;
  return origin ?? Date.now() - performance.now();
}

function readVisit(): Visit | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as Visit | null;
    // Anything else there is not a visit this code wrote: start a new one.
    return Array.isArray(stored?.pagesSeen) ? stored : unstored;
  } catch {
    return unstored;
  }
}

function keepVisit(visit: Visit): void {
  unstored = visit;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(visit));
  } catch {
    // Storage turned off or full: this document still knows the visit.
  }
}

/**
 * Starts or goes on with the visit, once the browser is idle: a page load arriving with UTM tags,
 * an ad click id or another site as referrer starts a new one (the latest source is the one that
 * brought the lead); a reload, Back/Forward or any other load goes on with the tab's visit. Then
 * records each page shown, as `onPageShown` (client/navigation/pageShown.ts) tells them. The
 * document's navigation entry is read, not `location`, which a client-side navigation before the
 * browser was idle has moved on.
 */
export function startVisitAttribution(
  onPageShown: (listener: (path: string) => void) => void,
): void {
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const landing = new URL(load?.name ?? location.href);
  const tags = tagsOf(landing.searchParams);
  const referrer = referrerOf(document.referrer, landing.origin);
  const loadedAgain = load?.type === 'reload' || load?.type === 'back_forward';
  if ((!loadedAgain && (tags.utm || tags.clickId || referrer)) || !readVisit()) {
    keepVisit({
      landingPage: landing.pathname,
      ...(referrer && { referrer }),
      ...tags,
      pagesSeen: [],
      landedAt: Math.round(pageStart()),
    });
  }
  const seen = (path: string) => {
    const visit = readVisit();
    // A page shown again in a row (a reload, a link to itself) is one page seen.
    if (!visit || visit.pagesSeen[visit.pagesSeen.length - 1] === path) return;
    keepVisit({ ...visit, pagesSeen: firstAndLatest([...visit.pagesSeen, path]) });
  };
  seen(landing.pathname);
  onPageShown(seen);
}

/** What the form sends with the message: the visit, and the seconds since it landed. */
export function attributionForSending(): Attribution | undefined {
  const visit = readVisit();
  if (!visit) return undefined;
  const { landedAt, ...attribution } = visit;
  return { ...attribution, secondsToSend: Math.max(0, Math.round((Date.now() - landedAt) / 1000)) };
}
