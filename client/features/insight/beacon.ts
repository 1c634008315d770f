import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { beaconEndpoint, type BeaconPayload, type DeviceClass, type Vitals } from './beaconPayload';

/** client/navigation/pageShown.ts's subscription: at once with the page on screen, then each one shown. */
export type OnPageShown = (listener: (path: string) => void) => void;

const contactPath = '/api/send-email';

/** What the visit's every beacon carries: where it came from, and on what kind of device. */
type VisitContext = Pick<BeaconPayload, 'referrer' | 'utm' | 'device'>;

function deviceClass(): DeviceClass {
  if (!matchMedia('(pointer: coarse)').matches) return 'desktop';
  return Math.min(screen.width, screen.height) < 600 ? 'mobile' : 'tablet';
}

/** Not URL.canParse: it is Safari 17+, and the site serves Safari 14 up (vite.config.ts). */
function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * The referrer's origin, the landing query's tags (the server cuts them as a lead's are cut) and
 * the device class. attributionParts' reader is not shared: a chunk of its own for it weighed more
 * on every page than it saved here.
 */
function visitContext(landing: URL): VisitContext {
  const referrer = originOf(document.referrer);
  const tag = (name: string) => landing.searchParams.get(`utm_${name}`)?.trim() || undefined;
  const [source, medium, campaign] = [tag('source'), tag('medium'), tag('campaign')];
  return {
    ...(referrer !== undefined && referrer !== location.origin && { referrer }),
    ...((source ?? medium ?? campaign) !== undefined && { utm: { source, medium, campaign } }),
    device: deviceClass(),
  };
}

/** The page on screen, and what of it the server has not heard yet. */
interface ShownPage {
  path: string;
  viewSent: boolean;
  started: boolean;
  startedSent: boolean;
}

const metricNames: Record<Metric['name'], keyof Vitals | undefined> = {
  LCP: 'lcp',
  INP: 'inp',
  CLS: 'cls',
  TTFB: 'ttfb',
  FCP: undefined,
};

/**
 * Sends what the server has not heard yet when the visitor moves to another page (client-side)
 * and when the page is hidden (tab switched or closed), with sendBeacon, which outlives the page.
 * The Web Vitals belong to the page that was loaded, whichever page is on screen when they are
 * ready; each is sent once, as first reported. No cookie, no storage, no identifier.
 */
export function startBeacon(landingHref: string, onPageShown: OnPageShown): void {
  const landing = new URL(landingHref);
  const visit = visitContext(landing);
  const loadedPath = landing.pathname;
  const sent = new Set<keyof Vitals>();
  let vitals: Vitals = {};
  // The page loaded, even when a link followed before the idle moment this loads in moved on.
  let page: ShownPage = { path: loadedPath, viewSent: false, started: false, startedSent: false };

  const send = (payload: Omit<BeaconPayload, keyof VisitContext>) =>
    navigator.sendBeacon(beaconEndpoint, JSON.stringify({ ...payload, ...visit }));

  function flush(): void {
    const measured = Object.keys(vitals).length > 0;
    if (!page.viewSent || page.started !== page.startedSent) {
      const withVitals = measured && page.path === loadedPath;
      send({
        path: page.path,
        view: !page.viewSent,
        started: page.started,
        ...(withVitals && { vitals }),
      });
      page.viewSent = true;
      page.startedSent = page.started;
      if (withVitals) vitals = {};
    }
    if (Object.keys(vitals).length > 0) {
      send({ path: loadedPath, view: false, started: false, vitals });
      vitals = {};
    }
  }

  const record = (metric: Metric) => {
    const name = metricNames[metric.name];
    if (name === undefined || sent.has(name)) return;
    sent.add(name);
    vitals[name] = metric.value;
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onTTFB(record);

  onPageShown((path) => {
    if (path === page.path) return;
    flush();
    page = { path, viewSent: false, started: false, startedSent: false };
  });
  // The contact form is the one that posts to /api/send-email (on VITE_API_BASE_URL or here):
  // matched by its action, so the form's own code stays as it is and off this chunk.
  const started = (event: Event) => {
    const form = (event.target as Element | null)?.closest?.('form');
    if (form?.action.endsWith(contactPath)) page.started = true;
  };
  document.addEventListener('focusin', started, { passive: true });
  document.addEventListener('input', started, { passive: true });
  // On window, where the event arrives last: web-vitals reports on the same event first.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
