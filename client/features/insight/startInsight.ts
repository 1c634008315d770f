import { whenIdle } from '../../lib/whenIdle';
import type { OnPageShown } from './beacon';

/**
 * Loads the beacon (and web-vitals) once the page is idle, never before the first paint or in
 * the way of a tap, and not at all under Global Privacy Control or Do Not Track. The landing
 * address is read now: a client-side navigation before the idle moment would take its UTM tags.
 * `onPageShown` comes from the entry (client/navigation/pageShown.ts), which features sit below.
 */
export function startInsightWhenIdle(onPageShown: OnPageShown): void {
  const privacy = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (privacy.globalPrivacyControl || navigator.doNotTrack === '1') return;
  const landing = location.href;
  whenIdle(() => {
    import('./beacon')
      .then(({ startBeacon }) => startBeacon(landing, onPageShown))
      .catch(() => undefined);
  });
}
