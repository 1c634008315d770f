/**
 * Points per reason; a message is held at `defaultSpamThreshold` (SPAM_THRESHOLD). A reason worth
 * the threshold holds on its own: no person ever meets it (a filled hidden field, a post with no
 * token or under three seconds after the page was served, a message mostly in another script).
 * The rest are things people do now and then, held only when two or more meet: tuned on the
 * corpus in tests/server/intake/screen/corpus/.
 */
export const defaultSpamThreshold = 10;

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
  /** per kind of pitch (pitches.ts): two kinds hold */
  pitchKind: 5,
  disposableEmail: 6,
  campaignSecondSender: 4,
  campaignRepeated: 10,
  /** while SPAM_PROOF_OF_WORK is on: none, or one forged, expired or already used */
  proofOfWork: 10,
} as const;
