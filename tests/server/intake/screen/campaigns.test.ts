import { expect, it } from 'vitest';
import {
  campaignReasons,
  campaignTextOf,
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

it('knows copies of one text by one hash, whatever each copy swaps in for its sender', () => {
  const copies = [
    pitch('Anna Berg', 'Northwind', 'anna@northwind.test'),
    pitch('Tom Reyes', 'Blue Harbor', 'TOM@blueharbor.test'),
    pitch('Li Na', 'Quanta', 'li.na@quanta.test'),
  ].map(campaignTextOf);

  expect(copies[0]).toBeDefined();
  expect(new Set(copies).size).toBe(1);
  const other = pitch('Anna Berg', 'Northwind', 'anna@northwind.test');
  expect(campaignTextOf({ ...other, message: `${other.message} Also: a question.` })).not.toBe(
    copies[0],
  );
});

it('copies told apart only by numbers, reference codes or link queries are one text', () => {
  const numbered = (ref: string, query: string) => ({
    ...pitch('Anna Berg', 'Northwind', `anna.${ref}@northwind.test`),
    message: `Rank #1 on Google in 30 days, only $${ref.length * 99}. See https://rank.example/offer?utm=${query}#top (ref${ref})`,
  });

  expect(normaliseCampaignText(numbered('1001', 'a1'))).toBe(
    normaliseCampaignText(numbered('X7-3', 'zz')),
  );
  expect(campaignTextOf(numbered('1001', 'a1'))).toBe(campaignTextOf(numbered('1002', 'b2')));
});

it('leaves texts too short to be a campaign alone', () => {
  const short = {
    ...pitch('A B', 'C', 'a@b.test'),
    message: 'Please call me back about the 2 quotes.',
  };
  expect(campaignTextOf(short)).toBeUndefined();
});

it('the first copy passes, the second counts a little and unsure, the third and later hold', () => {
  expect(campaignReasons(1, 1)).toEqual([]);
  expect(campaignReasons(2, 1)).toEqual([
    {
      layer: 'campaign',
      points: 4,
      why: 'the same text 2 times within 24 h, from 1 address',
      unsure: true,
    },
  ]);
  expect(campaignReasons(3, 3).map((reason) => [reason.points, reason.unsure])).toEqual([
    [10, undefined],
  ]);
  expect(campaignReasons(4, 4)[0]?.why).toBe('the same text 4 times within 24 h, from 4 addresses');
});
