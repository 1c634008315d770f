import * as z from 'zod';
import { longestValue } from '../../client/features/attribution/attributionParts';
import type { BeaconPayload } from '../../client/features/insight/beaconPayload';

/**
 * A UTM tag as the lead's attribution takes one (attribution.ts): no control character, line
 * breaks and tabs included, nor a line or paragraph separator, so no tag prints as a line of its
 * own; trimmed and cut to a lead's longest, as the capture cuts them.
 */
const utmValue = z
  .string()
  .refine((value) => !/[\p{Cc}\u2028\u2029]/u.test(value))
  .trim()
  .min(1)
  .transform((value) => value.slice(0, longestValue))
  .optional();

const vital = (max: number) => z.number().min(0).max(max).optional();

/** An origin, scheme and host: what the report keeps of it is the host, which URL has checked. */
const origin = z
  .string()
  .max(200)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));

/**
 * The beacon as the site's script sends it; anything else is malformed and not stored. The path
 * is only checked here: which page it counts for is the report's (insightPaths.ts).
 */
export const beaconSchema = z.strictObject({
  path: z
    .string()
    .max(200)
    .regex(/^\/[^?#\s\p{Cc}\u2028\u2029]*$/u),
  view: z.boolean(),
  started: z.boolean(),
  referrer: origin.optional(),
  utm: z.strictObject({ source: utmValue, medium: utmValue, campaign: utmValue }).optional(),
  device: z.enum(['mobile', 'tablet', 'desktop']),
  // A value no page load takes is a broken or forged measurement, which would skew the p75.
  vitals: z
    .strictObject({
      lcp: vital(120_000),
      inp: vital(60_000),
      cls: vital(100),
      ttfb: vital(120_000),
    })
    .optional(),
}) satisfies z.ZodType<BeaconPayload>;
