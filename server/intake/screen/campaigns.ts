import { createHash } from 'node:crypto';
import type { ContactMessage } from '../../../client/features/contact/contactMessage';
import { sureReason, unsureReason } from './layers';
import { sellingKinds } from './sellingKinds';

/** How long copies of one text count as one campaign. */
export const campaignWindowMs = 24 * 60 * 60 * 1000;
/** Short texts ("Please call me back.") are said alike by different people. */
const minNormalisedLength = 40;
const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * A link with its query and fragment, if any, each matched once to its end: a pattern that needed
 * the `?` had every `www.` of "www.www.www…" try the rest of the word (9 ms for 5,000 characters).
 */
const link = /\b(?:https?:\/\/|www\.)[^\s?#]*(?:[?#]\S*)?/gi;
const withoutQuery = (url: string) => url.split(/[?#]/, 1)[0] ?? '';
/**
 * Words with a digit ("ref1001", prices, dates), word by word: one pattern for "a word around a
 * digit" tries every start of a long word to its end (24 ms for a 5,000-letter word).
 */
const withoutWordsWithADigit = (text: string) =>
  text.replace(/\S+/g, (word) => (/\d/.test(word) ? ' ' : word));

/**
 * The text without what a campaign swaps per copy: the sender's name, company, e-mail (and its
 * parts) and phone, every word with a digit, each link's query and fragment (its tracking), then
 * case, punctuation and spacing. Pure, so a store other than memory can key on it.
 */
export function normaliseCampaignText(contact: ContactMessage): string {
  const { name, email, phone, company, message } = contact;
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  const swapped = [email, local, domain, company, name, ...name.split(/\s+/), phone]
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.length >= 2)
    .sort((a, b) => b.length - a.length);
  let text = message.toLowerCase().replace(link, withoutQuery);
  if (swapped.length > 0) {
    const alternatives = swapped
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|');
    text = text.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'gu'),
      ' ',
    );
  }
  return withoutWordsWithADigit(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The hash the store remembers a text by; undefined for a text too short to be a campaign's. */
export function campaignTextOf(message: ContactMessage): string | undefined {
  const text = normaliseCampaignText(message);
  return text.length < minNormalisedLength ? undefined : hash(text);
}

/**
 * Web and e-mail addresses. No pattern here repeats before what it must find, so a long word is
 * not tried again from each of its letters.
 */
const webAddress =
  /\b(?:https?:\/\/|www\.)\S|[\p{L}\p{N}]\.(?:com|org|io|co|biz|info|us|xyz|online|site|store|shop|agency|digital|marketing)(?![\p{L}\p{N}])/iu;
const emailAddress = /[^\s@]@[^\s@]+\.[^\s@]/;
/** Ten digits, with the marks phone numbers are written with, make a number to call. */
const digitRun = /\d[\d ().-]*/g;
const minPhoneDigits = 10;
/** Letters with four digits or more number a copy (ref1001); fewer name what people buy (M365). */
const minCodeDigits = 4;

/**
 * A word's web or e-mail address as every copy that names it writes it: lower-cased, a web
 * address by its host alone, without the marks around it.
 */
function addressIn(word: string): string | undefined {
  const email = emailAddress.test(word);
  if (!email && !webAddress.test(word)) return undefined;
  const lower = word.toLowerCase();
  const address = email
    ? lower
    : (lower.replace(/^[^:]*:\/\//, '').split(/[/?#]/, 1)[0] ?? '').replace(/^www\./, '');
  const bare = address
    .replace(/[^\p{L}\p{N}@.-]+/gu, '')
    .split('.')
    .filter(Boolean)
    .join('.');
  // What is left of "@." or "http://x" names nobody, and would be found in any copy.
  return /[\p{L}\p{N}]\.[\p{L}\p{N}]/u.test(bare) ? bare : undefined;
}

const phonesIn = (text: string) =>
  (text.match(digitRun) ?? [])
    .map((run) => run.replace(/\D/g, ''))
    .filter((digits) => digits.length >= minPhoneDigits)
    .map((digits) => digits.slice(-minPhoneDigits));

const isCode = (word: string) =>
  /\p{L}/u.test(word) && word.replace(/\D/g, '').length >= minCodeDigits;

/**
 * A campaign gives every copy the same way to its seller, so the latest few copies read tell;
 * reading more would only cost time (a few ms for each 5,000-character copy of words to check).
 */
const earlierCopiesRead = 3;

/**
 * Whether the copy carries an offer a campaign's copies share: a seller's pitch, a way to the
 * same seller (a link, an address, a phone number) a copy before gives too, or a code numbering
 * the copy as one before is numbered. A plain enquiry's words are anyone's to guess and post
 * first, and the visitor's own number or address is in no copy a stranger posted.
 */
function carriesAnOffer(text: string, earlierTexts: string[]): boolean {
  if (sellingKinds.some(([, pattern]) => pattern.test(text))) return true;
  const words = text.match(/\S+/g) ?? [];
  const phones = phonesIn(text);
  const addresses = words.flatMap((word) => addressIn(word) ?? []);
  const numbered = words.some(isCode);
  if (phones.length === 0 && addresses.length === 0 && !numbered) return false;
  return earlierTexts.slice(-earlierCopiesRead).some((earlier) => {
    const lower = earlier.toLowerCase();
    return (
      addresses.some((address) => lower.includes(address)) ||
      (phones.length > 0 && phonesIn(earlier).some((phone) => phones.includes(phone))) ||
      (numbered && (earlier.match(/\S+/g) ?? []).some(isCode))
    );
  });
}

/**
 * The earlier copies a verdict rests on, counted since `since`, when one more stored meanwhile (by
 * another instance) would change it: past two, more copies only show the campaign's size.
 */
export const copiesCounted = (earlier: number, since: number) =>
  earlier < 2 ? { since, earlier } : undefined;

/** A text's copies within the window, this message counted, and where they came from. */
interface Copies {
  copies: number;
  /** distinct addresses */
  senders: number;
  /** distinct networks, as the rate limit counts them */
  networks: number;
  /** the earlier copies' messages */
  earlierTexts: string[];
}

/**
 * The same text again within the window: the second copy counts a little (a person may send
 * twice), the third and later hold when one network sent them all or the copies share an offer.
 * Plain words from several networks only count a little: a stranger who posts a visitor's likely
 * words first must not get the visitor's message held. The copies live in the store, so every
 * instance counts them alike; a post refused (a 503) is no copy.
 */
export function campaignReasons({ copies, senders, networks, earlierTexts }: Copies, text: string) {
  if (copies < 2) return [];
  const why = `the same text ${copies} times within 24 h, from ${senders} address${senders === 1 ? '' : 'es'}`;
  return copies >= 3 && (networks === 1 || carriesAnOffer(text, earlierTexts))
    ? [sureReason('campaign', 'campaignRepeated', why)]
    : [unsureReason('campaign', 'campaignSecondCopy', why)];
}
