/**
 * Points per reason. A message is held when its sure reasons reach `defaultSpamThreshold`
 * (SPAM_THRESHOLD): a reason worth that holds on its own, since no person ever meets it (a filled
 * hidden field, a post with no token or under three seconds after the page was served, a message
 * mostly in another script); two kinds of selling to us hold together. Short of that, a message
 * whose reasons, sure and unsure, reach `defaultSpamMarkThreshold` (SPAM_MARK_THRESHOLD) is
 * delivered marked. Tuned on the tuned part of the corpus in tests/server/intake/screen/corpus/.
 */
export const defaultSpamThreshold = 10;
export const defaultSpamMarkThreshold = 5;

export const points = {
  tokenMissing: 10,
  tokenForged: 10,
  /** a token buys one stored message: a second one on it is a script's */
  tokenReused: 10,
  /** a page left open for hours: counts, but holds only with something else */
  tokenExpired: 4,
  tooFast: 10,
  honeypot: 10,
  /** HTML or BBCode links: pasted into a plain text field only by spam tools */
  markup: 10,
  twoLinks: 3,
  threeOrMoreLinks: 7,
  shortener: 6,
  mostlyForeignScript: 10,
  partlyForeignScript: 4,
  /** per kind of selling to us (sellingToUs.ts): one marks, two hold */
  sellingKind: 5,
  /** with at least one kind of selling, when the message states no need and asks nothing */
  offersWithoutAsking: 5,
  /** unsure: "I came across your website" opens many a buyer's message too */
  sellerOpener: 3,
  /** unsure: people give a throwaway address to a form they do not trust yet */
  disposableEmail: 6,
  /** unsure: a person may send their message twice */
  campaignSecondCopy: 4,
  campaignRepeated: 10,
} as const;
