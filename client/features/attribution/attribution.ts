import * as z from 'zod/mini';
import {
  clickIdKinds,
  firstAndLatest,
  longestPath,
  longestValue,
  utmKeys,
  type UtmKey,
} from './attributionParts';

/** Every control character, line breaks and tabs included: none belongs in a path or a tag. */
const controlCharacter = /\p{Cc}/u;

const value = z.string().check(
  z.minLength(1),
  z.maxLength(longestValue),
  z.refine((text) => !controlCharacter.test(text)),
);

/** A path of this site, and nothing else: no query, no fragment. */
const path = z.string().check(
  z.maxLength(longestPath),
  z.regex(/^\/[^?#\s]*$/),
  z.refine((text) => !controlCharacter.test(text)),
);

/** Where the visitor came from: origin and path, never the query (it may carry their data). */
const referrer = z.string().check(
  z.maxLength(longestPath),
  z.regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/),
  z.refine((text) => !controlCharacter.test(text)),
);

/** A part that fails its check is dropped, never the lead it came with. */
const droppable = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

const pagesSeen = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.transform((pages) =>
    firstAndLatest(
      pages.flatMap((page) => {
        const parsed = path.safeParse(page);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
);

const utm = z.pipe(
  z.object(
    Object.fromEntries(utmKeys.map((key) => [key, droppable(value)])) as Record<
      UtmKey,
      ReturnType<typeof droppable<typeof value>>
    >,
  ),
  // Nothing left of it is no UTM at all.
  z.transform((tags) => {
    const kept = Object.entries(tags).filter(([, tag]) => tag !== undefined);
    return kept.length > 0
      ? (Object.fromEntries(kept) as Partial<Record<UtmKey, string>>)
      : undefined;
  }),
);

/**
 * Where a lead came from: the visit's landing page (path only), the referrer of that first page,
 * its UTM tags and ad click id, the site's pages it showed (the first and the latest), and the
 * seconds from landing to sending. The client sends it with the message; the server reads it with
 * this schema, which drops a bad part and keeps the rest (only a bad landing page drops it all).
 */
export const attributionSchema = z.object({
  landingPage: path,
  referrer: droppable(referrer),
  utm: droppable(utm),
  clickId: droppable(z.object({ kind: z.enum(clickIdKinds), value })),
  pagesSeen,
  secondsToSend: droppable(z.int().check(z.nonnegative())),
});

export type Attribution = z.output<typeof attributionSchema>;

const clickIdSources: Record<(typeof clickIdKinds)[number], string> = {
  gclid: 'Google Ads',
  msclkid: 'Microsoft Ads',
  fbclid: 'Facebook',
};

/**
 * The source in a few words for people: the UTM tags (`newsletter / email / spring`) when
 * tagged, else the ad platform of a click id, else the referrer's host, else "direct".
 */
export function sourceOf(attribution: Attribution | undefined | null): string {
  const tags = [attribution?.utm?.source, attribution?.utm?.medium, attribution?.utm?.campaign];
  const tagged = tags.filter((tag) => tag !== undefined);
  if (tagged.length > 0) return tagged.join(' / ');
  if (attribution?.clickId) return clickIdSources[attribution.clickId.kind];
  if (attribution?.referrer) return hostOf(attribution.referrer);
  return 'direct';
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
