export const vitalNames = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type VitalName = (typeof vitalNames)[number];

export type Rating = 'good' | 'needs improvement' | 'poor';

/**
 * Google's thresholds (web.dev/articles/vitals): at or under the first is good, over the second
 * poor. Milliseconds, CLS unitless.
 */
const thresholds: Record<VitalName, [number, number]> = {
  lcp: [2500, 4000],
  inp: [200, 500],
  cls: [0.1, 0.25],
  ttfb: [800, 1800],
};

export function ratingOf(name: VitalName, value: number): Rating {
  const [good, poor] = thresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs improvement' : 'poor';
}
