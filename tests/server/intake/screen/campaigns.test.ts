import { expect, it } from 'vitest';
import { createCampaignTracker } from '../../../../server/intake/screen/campaigns';

const pitch = (name: string, company: string, email: string) => ({
  name,
  email,
  phone: '+1 555 010 0000',
  company,
  message: `Hi, I am ${name} from ${company}.\nWe help consulting firms   grow revenue with
our outsourced  team. Write to ${email} and I will send a case study.`,
});

it('the same text from different senders: the first passes, the second counts, later ones hold', () => {
  const campaigns = createCampaignTracker();
  const now = Date.now();
  const points = [
    pitch('Anna Berg', 'Northwind', 'anna@northwind.test'),
    pitch('Tom Reyes', 'Blue Harbor', 'TOM@blueharbor.test'),
    pitch('Li Na', 'Quanta', 'li.na@quanta.test'),
    pitch('Ola Nordmann', 'Fjell AS', 'ola@fjell.test'),
  ].map((message, index) => campaigns.reasons(message, now + index * 10_000));

  expect(points.map((reasons) => reasons.map((reason) => reason.points))).toEqual([
    [],
    [4],
    [10],
    [10],
  ]);
  expect(points[3]?.[0]?.why).toBe('the same text from 4 addresses within 24 h');
});

it('one sender repeating itself, different texts, or copies a day apart are no campaign', () => {
  const campaigns = createCampaignTracker();
  const now = Date.now();
  const first = pitch('Anna Berg', 'Northwind', 'anna@northwind.test');

  expect(campaigns.reasons(first, now)).toEqual([]);
  expect(campaigns.reasons(first, now + 1000)).toEqual([]);
  expect(
    campaigns.reasons(
      { ...first, email: 'x@y.test', message: `${first.message} Also: a question.` },
      now,
    ),
  ).toEqual([]);
  const dayLater = now + 25 * 60 * 60 * 1000;
  expect(
    campaigns.reasons(pitch('Tom Reyes', 'Blue Harbor', 'tom@blueharbor.test'), dayLater),
  ).toEqual([]);
});
