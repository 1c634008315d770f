import { expect, it } from 'vitest';
import {
  createCampaignTracker,
  normaliseCampaignText,
} from '../../../../server/intake/screen/campaigns';

const pitch = (name: string, company: string, email: string) => ({
  name,
  email,
  phone: '+1 555 010 0000',
  company,
  message: `Hi, I am ${name} from ${company}.\nWe help consulting firms   grow revenue with
our outsourced  team. Write to ${email} and I will send a case study.`,
});

const pointsOf = (reasons: { points: number }[][]) =>
  reasons.map((counted) => counted.map((reason) => reason.points));

it('the same text from different senders: the first passes, the second counts, later ones hold', () => {
  const campaigns = createCampaignTracker();
  const now = Date.now();
  const reasons = [
    pitch('Anna Berg', 'Northwind', 'anna@northwind.test'),
    pitch('Tom Reyes', 'Blue Harbor', 'TOM@blueharbor.test'),
    pitch('Li Na', 'Quanta', 'li.na@quanta.test'),
    pitch('Ola Nordmann', 'Fjell AS', 'ola@fjell.test'),
  ].map((message, index) => campaigns.reasons(message, now + index * 10_000));

  expect(pointsOf(reasons)).toEqual([[], [4], [10], [10]]);
  expect(reasons[1]?.[0]?.unsure).toBe(true);
  expect(reasons[3]?.[0]?.why).toBe('the same text 4 times within 24 h, from 4 addresses');
});

it('copies told apart only by numbers, reference codes or link queries are one text', () => {
  const campaigns = createCampaignTracker();
  const now = Date.now();
  const numbered = (ref: string, query: string) => ({
    ...pitch('Anna Berg', 'Northwind', `anna.${ref}@northwind.test`),
    message: `Rank #1 on Google in 30 days, only $${ref.length * 99}. See https://rank.example/offer?utm=${query}#top (ref${ref})`,
  });

  const reasons = [numbered('1001', 'a1'), numbered('1002', 'b2'), numbered('X7-3', 'c3')].map(
    (message) => campaigns.reasons(message, now),
  );

  expect(pointsOf(reasons)).toEqual([[], [4], [10]]);
  expect(normaliseCampaignText(numbered('1001', 'a1'))).toBe(
    normaliseCampaignText(numbered('2002', 'zz')),
  );
});

it('one address repeating a text counts as a copy: the second counts, the third holds', () => {
  const campaigns = createCampaignTracker();
  const now = Date.now();
  const same = pitch('Anna Berg', 'Northwind', 'anna@northwind.test');

  const reasons = [0, 1, 2].map((minute) => campaigns.reasons(same, now + minute * 60_000));

  expect(pointsOf(reasons)).toEqual([[], [4], [10]]);
  expect(reasons[2]?.[0]?.why).toBe('the same text 3 times within 24 h, from 1 address');
});

it('different texts, short texts, or copies a day apart are no campaign', () => {
  const campaigns = createCampaignTracker();
  const now = Date.now();
  const first = pitch('Anna Berg', 'Northwind', 'anna@northwind.test');
  const short = { ...first, message: 'Please call me back about the 2 quotes.' };

  expect(campaigns.reasons(first, now)).toEqual([]);
  expect(
    campaigns.reasons(
      { ...first, email: 'x@y.test', message: `${first.message} Also: a question.` },
      now,
    ),
  ).toEqual([]);
  expect([0, 1, 2].map(() => campaigns.reasons(short, now))).toEqual([[], [], []]);
  const dayLater = now + 25 * 60 * 60 * 1000;
  expect(
    campaigns.reasons(pitch('Tom Reyes', 'Blue Harbor', 'tom@blueharbor.test'), dayLater),
  ).toEqual([]);
});
