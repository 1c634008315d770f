import * as z from 'zod';
import { longestValue } from '../../client/features/attribution/attributionParts';
import type { BeaconPayload } from '../../client/features/insight/beaconPayload';

/** Cut to a lead's longest, as the attribution capture cuts them: one campaign reads alike in both. */
const utmValue = z
  .string()
  .trim()
  .min(1)
  .transform((value) => value.slice(0, longestValue))
  .optional();

const vital = (max: number) => z.number().min(0).max(max).optional();

const origin = z
  .string()
  .max(200)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));

/** The beacon as the site's script sends it; anything else is malformed and not stored. */
export const beaconSchema = z.strictObject({
  path: z
    .string()
    .max(200)
    .regex(/^\/[^?#\s]*$/),
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
