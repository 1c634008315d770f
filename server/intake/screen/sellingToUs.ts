import { asksSomethingOfUs } from './buyersAsk';
import type { ScreenReason } from './layers';
import { sellingKinds } from './sellingKinds';
import { points } from './weights';

/**
 * The reader's business named as the seller's subject: a buyer names the company's services,
 * team or rates, and their own website and customers; a seller names ours.
 */
const ourBusiness =
  /\byour (?:own )?(?:website|site|homepage|business|brand|listing|domain|google|rankings?|customers|clients|competitors|sales|revenue|leads|social media|reviews?|profile|blog|offering|calendar|audience|visitors|traffic|conversions|online presence|linkedin|growth|market|industry)\b/gi;

function speaksOfOurBusiness(text: string): boolean {
  const named = new Set(text.match(ourBusiness)?.map((phrase) => phrase.toLowerCase()));
  return named.size >= 2;
}

/** A visitor who found us may well say so; a seller almost always opens this way. */
const sellerOpener =
  /\b(?:came across|was (?:on|looking at|browsing|checking)|went through|spent (?:a few|\d+) minutes on|visited|noticed|while browsing) your (?:website|site|homepage|company|business|services|blog|page|profile)\b/i;

/**
 * One kind of selling marks a message, two hold it; one kind in a message that asks nothing of
 * the company (no need of its own, no question about what the company does) holds it too:
 * spam offers, buyers ask.
 */
export function sellingReasons(text: string): ScreenReason[] {
  const kinds = [
    ...sellingKinds.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind),
    ...(speaksOfOurBusiness(text) ? ['speaks of our business, not theirs'] : []),
  ];
  const reasons: ScreenReason[] = [];
  if (kinds.length > 0) {
    reasons.push({
      layer: 'content',
      points: points.sellingKind * kinds.length,
      why: `selling to us: ${kinds.join(', ')}`,
    });
    if (!asksSomethingOfUs(text)) {
      reasons.push({
        layer: 'content',
        points: points.offersWithoutAsking,
        why: 'offers and asks nothing of us',
      });
    }
  }
  if (sellerOpener.test(text)) {
    reasons.push({
      layer: 'content',
      points: points.sellerOpener,
      why: 'opens on our website, as sellers do',
      unsure: true,
    });
  }
  return reasons;
}
