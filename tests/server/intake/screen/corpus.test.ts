import { expect, it } from 'vitest';
import { openTestStore } from '../../storeHelper';
import { people } from './corpus/people';
import { spam } from './corpus/spam';
import { asPosted, defaultScreen } from './screenSetup';

/**
 * Each message posted once, as a person would post it (a valid token, 45 s after the page was
 * served): what holds spam here is what it says, not how it was sent.
 */
it('holds no person and at least 90% of the kinds of spam', async () => {
  const screen = defaultScreen(await openTestStore('sqlite'));
  const now = Date.now();
  const verdicts = await Promise.all(
    [...people, ...spam].map(async (message) => ({
      message,
      result: (await screen.check(asPosted(message, now))).result,
    })),
  );
  const heldPeople = verdicts.filter((v) => people.includes(v.message) && v.result.held);
  const heldSpam = verdicts.filter((v) => spam.includes(v.message) && v.result.held);
  const missed = verdicts.filter((v) => spam.includes(v.message) && !v.result.held);

  const share = heldSpam.length / spam.length;
  console.log(
    `Screen corpus: ${heldPeople.length} of ${people.length} people held; ` +
      `${heldSpam.length} of ${spam.length} kinds of spam held (${(share * 100).toFixed(1)}%)`,
  );
  for (const { message, result } of missed) {
    console.log(
      `  passed: ${result.score} ${JSON.stringify(result.reasons.map((r) => r.why))} ${message.message.slice(0, 70)}`,
    );
  }
  for (const { message, result } of heldPeople) {
    console.log(
      `  PERSON HELD: ${result.score} ${JSON.stringify(result.reasons.map((r) => r.why))} ${message.message.slice(0, 70)}`,
    );
  }
  expect(people.length).toBeGreaterThanOrEqual(40);
  expect(spam.length).toBeGreaterThanOrEqual(40);
  expect(heldPeople.map(({ message }) => message.message)).toEqual([]);
  expect(share).toBeGreaterThanOrEqual(0.9);
});
