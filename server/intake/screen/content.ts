import { isValid } from 'mailchecker';
import type { ContactMessage } from '../../../client/features/contact/contactMessage';
import { points, sureReason, unsureReason, type ScreenReason } from './layers';
import { sellingKinds } from './sellingKinds';

const link = /\bhttps?:\/\/[^\s<>"'()]+|\bwww\.[^\s<>"'()]+/gi;
/**
 * An HTML link to elsewhere, or BBCode: spam tools paste these; a developer quoting their page's
 * markup links within it (`/cart`). Each `<a` tag is read once, to its `>`: one pattern for the
 * whole had every `<a` of "<a <a <a…" try the rest of the message (13 ms for 5,000 characters).
 */
const anchorTag = /<a\s[^>]*/gi;
const hrefElsewhere = /href\s*=\s*["']?(?:https?:|\/\/|www\.)/i;
const bbcodeLink = /\[url[=\]]|\[link[=\]]/i;
/** Hosts that hide where a link goes; a person pasting an RFP or a profile uses the real address. */
const shortenerHost =
  /(?:^|[\s/.(])(?:bit\.ly|bitly\.com|tinyurl\.com|t\.co|goo\.gl|ow\.ly|is\.gd|v\.gd|buff\.ly|rebrand\.ly|cutt\.ly|shorturl\.at|t\.ly|rb\.gy|tiny\.cc|bit\.do|s\.id|shorte\.st|adf\.ly|soo\.gd|clck\.ru|qr\.ae|tiny\.one|u\.to|lnkd\.in)\/[\w-]/i;

/** Several links, hidden links, or markup in a plain text field. */
function linkReasons(text: string): ScreenReason[] {
  const reasons: ScreenReason[] = [];
  if (bbcodeLink.test(text) || (text.match(anchorTag) ?? []).some((tag) => hrefElsewhere.test(tag)))
    reasons.push(sureReason('content', 'markup', 'HTML links to elsewhere or BBCode links'));
  const count = text.match(link)?.length ?? 0;
  if (count >= 3) reasons.push(sureReason('content', 'threeOrMoreLinks', `${count} links`));
  else if (count === 2) reasons.push(unsureReason('content', 'twoLinks', '2 links'));
  if (shortenerHost.test(text))
    reasons.push(sureReason('content', 'shortener', 'a shortened link'));
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
  const why = `${Math.round(share * 100)}% of letters not Latin`;
  if (share >= 0.5) return [sureReason('content', 'mostlyForeignScript', why)];
  return share >= 0.2 ? [unsureReason('content', 'partlyForeignScript', why)] : [];
}

/**
 * What a buyer writes and a seller does not: a need of their own, a question about what the
 * company can do for them, or a candidate's wish to work for it. In the languages the company
 * works in.
 */
const buyersAsk =
  /\b(?:(?:we|i)(?: really| also| still| urgently)? (?:need|want|require|would like|'d like|are looking|am looking|'re looking|are shopping|are evaluating|are interested in|am interested in|are planning|are considering|are opening|plan to)|(?:^|[.!?]\s+)looking for|(?:we|i)(?:'m|'re| am| are)? (?:currently |now )?looking for|(?:do|does) (?:you|your (?:team|company|firm)) (?:do|offer|provide|work|build|handle|support|have (?:experience|people|someone|engineers|developers|openings|anything|availability|capacity|a team|staff)|take on|place|install)|(?:can|could) (?:you|your (?:team|company|firm|consultants)|someone) (?:help|build|quote|send|do|set|recommend|fix|come|give|take|provide|staff|call|start|handle|scope|look|advise|review|migrate|connect|tell|make|put)|(?:is|are) (?:this|these|that) (?:something|a project|work)|would you (?:be able|take|be open)|(?:please|kindly) (?:send|call|quote|contact|let (?:us|me) know|share|have someone|get back|reach out)|send (?:us|me) (?:a|an|your|some|pricing|information)|what (?:would|does|do you charge|are your|is your)|how (?:much|soon|fast|quickly|long would)|who would (?:be|we)|how can i apply|(?:call|text|email|contact|reach) (?:me|us)\b(?![^.?!\n]{0,40}\b(?:whatsapp|telegram|wechat|viber))|give (?:me|us) a call|looking for (?:[\w-]+ ){0,2}(?:work|contract|job|position|role|opportunit\w*)|(?:send|share) (?:you )?my (?:resume|cv|portfolio)|my rate is|available (?:immediately|to start)|necesit\w*|queremos|quisiera|busc\w+|podr[ií]an|pueden|nous cherchons|pouvez-vous|wir (?:planen|suchen)|precisamos|voc[eê]s atendem)/i;

/**
 * A buyer's own firm, clinic or office named with its need ("our 40-person firm wants to move…");
 * a seller's firm wants to offer, help or partner, or to do something to us ("wants to redesign
 * your website"), which is no need of its own.
 */
const ownFirmNeeds =
  /\b(?:our|my) (?:[\w-]+ ){0,2}?(?:firm|company|practice|clinic|office|team|school|shelter|business|store|shop|agency|nonprofit|organization|board|department|restaurant|church|district) (?:really |also |urgently )?(?:wants|needs|would like|requires|is looking|is planning|plans)\b(?! to (?:offer|help|partner|introduce|feature|present|show|share|provide|work with|connect|collaborate|invite|propose|support|assist|give|grow|boost|bring)\b| to (?:[\w-]+ ){1,2}?(?:you|your|yours)\b)/i;

/** A buyer's own site or system failing them ("the store falls over every year"). */
const ownTrouble =
  /\b(?:our|my|the) (?:[\w-]+ ){0,2}?(?:site|website|store|shop|servers?|app|system|network|checkout|portal|database|email|cart|phones?) (?:still |always |often |sometimes )?(?:(?:falls|fell) over|crash(?:es|ed)|(?:goes|went) down|is down|(?:stopped|stops|keeps) (?:working|crashing|failing|freezing)|does nothing|(?:doesn't|does not|isn't|is not) working|is broken|breaks|broke)\b/i;

/**
 * The reader's business named as the seller's subject: a buyer names the company's services,
 * team or rates, and their own website and customers; a seller names ours.
 */
const ourBusiness =
  /\byour (?:own )?(?:website|site|homepage|business|brand|listing|domain|google|rankings?|customers|clients|competitors|sales|revenue|leads|social media|reviews?|profile|blog|offering|calendar|audience|visitors|traffic|conversions|online presence|linkedin|growth|market|industry)\b/gi;

const speaksOfOurBusiness = (text: string) =>
  new Set(text.match(ourBusiness)?.map((phrase) => phrase.toLowerCase())).size >= 2;

/** A visitor who found us may well say so; a seller almost always opens this way. */
const sellerOpener =
  /\b(?:came across|was (?:on|looking at|browsing|checking)|went through|spent (?:a few|\d+) minutes on|visited|noticed|while browsing) your (?:website|site|homepage|company|business|services|blog|page|profile)\b/i;

/**
 * One kind of selling marks a message, two hold it; so does one in a message that asks nothing of
 * the company (no need of its own, no question): spam offers, buyers ask.
 */
function sellingReasons(text: string): ScreenReason[] {
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
    if (!buyersAsk.test(text) && !ownFirmNeeds.test(text) && !ownTrouble.test(text))
      reasons.push(sureReason('content', 'offersWithoutAsking', 'offers and asks nothing of us'));
  }
  if (sellerOpener.test(text))
    reasons.push(unsureReason('content', 'sellerOpener', 'opens on our website, as sellers do'));
  return reasons;
}

/**
 * Privacy relays (Apple, DuckDuckGo, Firefox Relay, SimpleLogin, addy.io with its subdomains,
 * Proton Pass) forward to a person's real inbox: mailchecker lists some as throwaway; not here.
 */
const privacyRelay =
  /(?:^|\.)(?:privaterelay\.appleid\.com|duck\.com|mozmail\.com|simplelogin\.com|simplelogin\.co|simplelogin\.fr|aleeas\.com|slmail\.me|slmails\.com|silomails\.com|8alias\.com|8shield\.net|dralias\.com|addy\.io|anonaddy\.com|anonaddy\.me|addymail\.com|passmail\.net|passmail\.com|passinbox\.com)$/;

/** mailchecker's maintained list of throwaway-address domains (and its own syntax check). */
export function disposableEmailReasons(email: string): ScreenReason[] {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return privacyRelay.test(domain) || isValid(email)
    ? []
    : [unsureReason('content', 'disposableEmail', 'a disposable e-mail domain')];
}

/** What the message says and who it says it is from. The name counts too: bots put links in it. */
export function contentReasons(message: ContactMessage): ScreenReason[] {
  return [
    ...linkReasons(`${message.name}\n${message.message}`),
    ...foreignScriptReasons(message.message),
    ...sellingReasons(`${message.name}\n${message.company}\n${message.message}`),
    ...disposableEmailReasons(message.email),
  ];
}
