import type { ScreenReason } from './layers';
import { points } from './weights';

const link = /\bhttps?:\/\/[^\s<>"'()]+|\bwww\.[^\s<>"'()]+/gi;
const markup = /<a\s[^>]*href|\[url[=\]]|\[link[=\]]/i;
/** Hosts that hide where a link goes; a person pasting an RFP or a profile uses the real address. */
const shortenerHost =
  /(?:^|[\s/.(])(?:bit\.ly|bitly\.com|tinyurl\.com|t\.co|goo\.gl|ow\.ly|is\.gd|v\.gd|buff\.ly|rebrand\.ly|cutt\.ly|shorturl\.at|t\.ly|rb\.gy|tiny\.cc|bit\.do|s\.id|shorte\.st|adf\.ly|soo\.gd|clck\.ru|qr\.ae|tiny\.one|u\.to|lnkd\.in)\/[\w-]/i;

/** Several links, hidden links, or markup in a plain text field. */
export function linkReasons(text: string): ScreenReason[] {
  const reasons: ScreenReason[] = [];
  if (markup.test(text)) {
    reasons.push({ layer: 'content', points: points.markup, why: 'HTML or BBCode links' });
  }
  const count = text.match(link)?.length ?? 0;
  if (count >= 3) {
    reasons.push({ layer: 'content', points: points.threeOrMoreLinks, why: `${count} links` });
  } else if (count === 2) {
    reasons.push({ layer: 'content', points: points.twoLinks, why: '2 links', unsure: true });
  }
  if (shortenerHost.test(text)) {
    reasons.push({ layer: 'content', points: points.shortener, why: 'a shortened link' });
  }
  return reasons;
}
