import { createHash } from 'node:crypto';
import type { ContactMessage } from '../../../../../client/features/contact/contactMessage';
import { peopleFoundByReview, spamFoundByReview } from './foundByReview';
import { people } from './people';
import { peopleInSellersWords } from './peopleInSellersWords';
import { spam } from './spam';
import { spamKindsMissed } from './spamKindsMissed';
import { peopleWrittenAfterRoundOne, spamWrittenAfterRoundOne } from './writtenAfterRoundOne';

/**
 * About a third of the corpus is held back from tuning: the screen's rules were changed looking
 * only at the other part, so the held-back part measures how they do on what they were not
 * tuned to. Decided by a hash of the text alone, so adding a message never moves another one.
 * Fixed in the commit before issue 29's rules were written.
 */
function isHeldBack(message: ContactMessage): boolean {
  const firstByte = createHash('sha256').update(message.message).digest()[0] ?? 0;
  return firstByte < 0x56;
}

const allPeople = [...people, ...peopleInSellersWords];
const allSpam = [...spam, ...spamKindsMissed];

/**
 * `heldBack` was unseen until round 1 was measured on it; that run printed its misses, so round
 * 2 was written with them in view. `writtenAfterRoundOne` was written and committed before round
 * 2 and has never been tuned on: the held-back part of the final rules.
 */
export const corpusParts = {
  tuned: {
    people: allPeople.filter((message) => !isHeldBack(message)),
    spam: allSpam.filter((message) => !isHeldBack(message)),
  },
  heldBack: {
    people: allPeople.filter(isHeldBack),
    spam: allSpam.filter(isHeldBack),
  },
  writtenAfterRoundOne: {
    people: peopleWrittenAfterRoundOne,
    spam: spamWrittenAfterRoundOne,
  },
  /** Buyers a review found held, and spam of their shapes: written after all three rounds. */
  foundByReview: {
    people: peopleFoundByReview,
    spam: spamFoundByReview,
  },
};
