import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../../../client/features/contact/contactMessage';
import type { ScreenResult } from '../../../../server/store/lead';
import { openTestStore } from '../../storeHelper';
import { corpusParts } from './corpus/split';
import { asPosted, defaultScreen } from './screenSetup';

type Verdict = NonNullable<ScreenResult['verdict']>;

/**
 * Each message posted once, as a person would post it (a valid token, 45 s after the page was
 * served): what holds or marks spam here is what it says, not how it was sent.
 */
async function screenAll(messages: ContactMessage[]) {
  const screen = defaultScreen(await openTestStore('sqlite'));
  const now = Date.now();
  return Promise.all(
    messages.map(async (message) => ({
      message,
      result: (await screen.check(asPosted(message, now))).result,
    })),
  );
}

const countOf = (screened: { result: ScreenResult }[], verdict: Verdict) =>
  screened.filter(({ result }) => result.verdict === verdict).length;

const percent = (count: number, of: number) => `${((count / of) * 100).toFixed(1)}%`;

interface Part {
  people: ContactMessage[];
  spam: ContactMessage[];
}

/** A part screened: its figures printed, with every person not passed and every spam not held. */
async function measure(part: string, { people, spam }: Part) {
  const screenedPeople = await screenAll(people);
  const screenedSpam = await screenAll(spam);
  const peopleHeld = screenedPeople.filter(({ result }) => result.held);
  const spamHeld = countOf(screenedSpam, 'held');
  const spamMarked = countOf(screenedSpam, 'marked');
  const figures = {
    people: { marked: countOf(screenedPeople, 'marked') },
    spam: { held: spamHeld, marked: spamMarked },
  };

  console.log(
    `Screen corpus, ${part} part: people ${peopleHeld.length} held, ` +
      `${figures.people.marked} marked of ${people.length}; spam ${spamHeld} held ` +
      `(${percent(spamHeld, spam.length)}), ${spamMarked} marked, ` +
      `${percent(spamHeld + spamMarked, spam.length)} held or marked, of ${spam.length}`,
  );
  for (const { message, result } of [
    ...screenedPeople.filter(({ result }) => result.verdict !== 'passed'),
    ...screenedSpam.filter(({ result }) => result.verdict !== 'held'),
  ]) {
    console.log(
      `  ${result.verdict}: ${result.score} ${JSON.stringify(result.reasons.map((r) => r.why))} ${message.message.slice(0, 70)}`,
    );
  }
  return {
    peopleHeld: peopleHeld.map(({ message }) => message.message),
    spamShare: {
      held: spamHeld / spam.length,
      heldOrMarked: (spamHeld + spamMarked) / spam.length,
    },
    figures,
  };
}

/**
 * Round 2's rules were tuned on `tuned` and `heldBack` (round 1 printed the held-back part's
 * misses); `writtenAfterRoundOne` was committed before round 2 and never tuned on (split.ts).
 * `foundByReview` holds the buyers a review found held (10 of its 12 people on round 2's rules),
 * and the rules were changed looking at it: a tuned part.
 * Marked messages are delivered, flagged; only held ones are kept from the inbox. The figures
 * are pinned: a change to the rules shows what it does to each part.
 */
describe.each([
  ['tuned', corpusParts.tuned, { people: { marked: 0 }, spam: { held: 57, marked: 1 } }],
  ['heldBack', corpusParts.heldBack, { people: { marked: 1 }, spam: { held: 27, marked: 1 } }],
  [
    'writtenAfterRoundOne',
    corpusParts.writtenAfterRoundOne,
    { people: { marked: 0 }, spam: { held: 22, marked: 1 } },
  ],
  [
    'foundByReview',
    corpusParts.foundByReview,
    { people: { marked: 8 }, spam: { held: 5, marked: 0 } },
  ],
] as const)('the %s part of the corpus', (part, messages, pinned) => {
  it('holds no person, at least 75% of the spam, and holds or marks at least 90%', async () => {
    const { peopleHeld, spamShare, figures } = await measure(part, messages);
    expect(peopleHeld).toEqual([]);
    expect(spamShare.held).toBeGreaterThanOrEqual(0.75);
    expect(spamShare.heldOrMarked).toBeGreaterThanOrEqual(0.9);
    expect(figures).toEqual(pinned);
  });
});
