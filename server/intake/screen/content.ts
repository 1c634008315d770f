import type { ContactMessage } from '../../../client/features/contact/contactMessage';
import { disposableEmailReasons } from './disposableEmail';
import { sureReason, unsureReason, type ScreenReason } from './layers';
import { sellingReasons } from './sellingToUs';

const link = /\bhttps?:\/\/[^\s<>"'()]+|\bwww\.[^\s<>"'()]+/gi;
/**
 * An HTML link to elsewhere (absolute, protocol-relative or www.), or BBCode: spam tools paste
 * these; a developer quoting their own page's markup links within it (`/cart`, `#top`) or not at
 * all. Each `<a` tag is read once, to its `>`: one pattern for "a tag with such an href" had every
 * `<a` of "<a <a <a…" try the rest of the message (13 ms for 5,000 characters).
 */
const anchorTag = /<a\s[^>]*/gi;
const hrefElsewhere = /href\s*=\s*["']?(?:https?:|\/\/|www\.)/i;
const bbcodeLink = /\[url[=\]]|\[link[=\]]/i;

function hasMarkup(text: string): boolean {
  return (
    bbcodeLink.test(text) || (text.match(anchorTag) ?? []).some((tag) => hrefElsewhere.test(tag))
  );
}
/** Hosts that hide where a link goes; a person pasting an RFP or a profile uses the real address. */
const shortenerHost =
  /(?:^|[\s/.(])(?:bit\.ly|bitly\.com|tinyurl\.com|t\.co|goo\.gl|ow\.ly|is\.gd|v\.gd|buff\.ly|rebrand\.ly|cutt\.ly|shorturl\.at|t\.ly|rb\.gy|tiny\.cc|bit\.do|s\.id|shorte\.st|adf\.ly|soo\.gd|clck\.ru|qr\.ae|tiny\.one|u\.to|lnkd\.in)\/[\w-]/i;

/** Several links, hidden links, or markup in a plain text field. */
function linkReasons(text: string): ScreenReason[] {
  const reasons: ScreenReason[] = [];
  if (hasMarkup(text)) {
    reasons.push(sureReason('content', 'markup', 'HTML links to elsewhere or BBCode links'));
  }
  const count = text.match(link)?.length ?? 0;
  if (count >= 3) {
    reasons.push(sureReason('content', 'threeOrMoreLinks', `${count} links`));
  } else if (count === 2) {
    reasons.push(unsureReason('content', 'twoLinks', '2 links'));
  }
  if (shortenerHost.test(text)) {
    reasons.push(sureReason('content', 'shortener', 'a shortened link'));
  }
  return reasons;
}

const notALetter = /\P{L}/gu;
const latinOrNotALetter = /\p{Script=Latin}|\P{L}/gu;
/** Below this many letters a share means little ("OK", a name in its own script). */
const minLetters = 12;

/**
 * The company works in English and Spanish, written in Latin script with any accents; a message
 * mostly in Cyrillic, CJK, Arabic… is, on a US consulting firm's form, almost always spam.
 */
function foreignScriptReasons(text: string): ScreenReason[] {
  const letters = text.replace(notALetter, '').length;
  if (letters < minLetters) return [];
  const share = text.replace(latinOrNotALetter, '').length / letters;
  const percent = Math.round(share * 100);
  const why = `${percent}% of letters not Latin`;
  if (share >= 0.5) return [sureReason('content', 'mostlyForeignScript', why)];
  return share >= 0.2 ? [unsureReason('content', 'partlyForeignScript', why)] : [];
}

/** What the message says and who it says it is from. The name counts too: bots put links in it. */
export function contentReasons(message: ContactMessage): ScreenReason[] {
  const text = `${message.name}\n${message.company}\n${message.message}`;
  return [
    ...linkReasons(`${message.name}\n${message.message}`),
    ...foreignScriptReasons(message.message),
    ...sellingReasons(text),
    ...disposableEmailReasons(message.email),
  ];
}
