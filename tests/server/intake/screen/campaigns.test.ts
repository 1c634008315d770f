import { expect, it } from 'vitest';
import { campaignReasons, campaignTextOf } from '../../../../server/intake/screen/campaigns';

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

it('leaves texts too short to be a campaign alone', () => {
  expect(
    campaignTextOf({ ...pitch('A B', 'C', 'a@b.test'), message: 'Please call me back.' }),
  ).toBe(undefined);
});

it('the first sender passes, the second counts a little, the third and later hold', () => {
  expect(campaignReasons(1)).toEqual([]);
  expect(campaignReasons(2).map((reason) => reason.points)).toEqual([4]);
  expect(campaignReasons(3).map((reason) => reason.points)).toEqual([10]);
  expect(campaignReasons(4)[0]?.why).toBe('the same text from 4 addresses within 24 h');
});
