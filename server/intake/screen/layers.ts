/** The screen's layers, as SPAM_LAYERS_OFF names them. */
export const spamLayers = ['token', 'timing', 'honeypot', 'content', 'campaign'] as const;
export type SpamLayer = (typeof spamLayers)[number];

/**
 * One thing that counted against a message: its layer, its points and why, in words. An unsure
 * reason is one people meet now and then: it can mark a message, never hold it.
 */
export interface ScreenReason {
  layer: SpamLayer;
  points: number;
  why: string;
  unsure?: true;
}

/**
 * Points per reason. A message is held when its sure reasons reach SPAM_THRESHOLD: a reason worth
 * that holds on its own, since no person ever meets it (a filled hidden field, a post with no
 * token or under three seconds after the page was served); two kinds of selling to us hold
 * together. Short of that, reasons sure and unsure that reach SPAM_MARK_THRESHOLD mark it. Tuned
 * on the tuned part of the corpus in tests/server/intake/screen/corpus/.
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
  /** HTML links to elsewhere or BBCode links: pasted into a plain text field only by spam tools */
  markup: 10,
  twoLinks: 3,
  threeOrMoreLinks: 7,
  shortener: 6,
  mostlyForeignScript: 10,
  partlyForeignScript: 4,
  /** per kind of selling to us (sellingKinds.ts): one marks, two hold */
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

type Weight = keyof typeof points;

export const sureReason = (layer: SpamLayer, weight: Weight, why: string): ScreenReason => ({
  layer,
  points: points[weight],
  why,
});

export const unsureReason = (layer: SpamLayer, weight: Weight, why: string): ScreenReason => ({
  ...sureReason(layer, weight, why),
  unsure: true,
});
