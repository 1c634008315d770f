/** A coarse class from the screen and pointer alone: enough to split the report, never to single anyone out. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** The page load's Core Web Vitals, as web-vitals measures them: milliseconds, CLS unitless. */
export type Vitals = Partial<Record<'lcp' | 'inp' | 'cls' | 'ttfb', number>>;

/**
 * What one beacon tells of one page: that it was shown (`view`), that the contact form on it was
 * started, and/or the Web Vitals of its load. The visit's referrer and UTM ride along on each.
 */
export interface BeaconPayload {
  path: string;
  view: boolean;
  started: boolean;
  /** the referring site's origin; absent when none or the site itself */
  referrer?: string;
  utm?: { source?: string; medium?: string; campaign?: string };
  device: DeviceClass;
  vitals?: Vitals;
}

/** Where the beacon goes: the site's own origin, always. */
export const beaconEndpoint = '/api/beacon';
