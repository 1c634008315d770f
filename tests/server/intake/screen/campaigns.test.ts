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

const offer = 'Rank #1 on Google in 30 days: write to sales@rank.example for the offer.';
/** Copies of `text` from as many networks as addresses. */
const fromEach = (copies: number, senders: number, text = offer) => ({
  copies,
  senders,
  networks: senders,
  earlierTexts: Array.from({ length: copies - 1 }, () => text),
});

it('the first copy passes, the second counts a little and unsure, the third and later hold', () => {
  expect(campaignReasons(fromEach(1, 1), offer)).toEqual([]);
  expect(campaignReasons(fromEach(2, 1), offer)).toEqual([
    {
      layer: 'campaign',
      points: 4,
      why: 'the same text 2 times within 24 h, from 1 address',
      unsure: true,
    },
  ]);
  expect(
    campaignReasons(fromEach(3, 3), offer).map((reason) => [reason.points, reason.unsure]),
  ).toEqual([[10, undefined]]);
  expect(campaignReasons(fromEach(4, 4), offer)[0]?.why).toBe(
    'the same text 4 times within 24 h, from 4 addresses',
  );
});

const heldFromThreeNetworks = (text: string, earlierTexts = [text, text]) =>
  campaignReasons({ copies: 3, senders: 3, networks: 3, earlierTexts }, text).some(
    (reason) => reason.unsure === undefined,
  );

it('holds a third copy from several networks only when it carries an offer', () => {
  const plain = 'Hello, I would like to get a quote for your IT staffing services.';
  expect(
    [
      `${plain} See https://staffing.example/offer`,
      `${plain} See www.staffing.example`,
      `${plain} Visit cheapstaff.com today.`,
      `${plain} Write to me at sam@staffing.example`,
      `${plain} Call +1 (480) 555-0100.`,
      `${plain} ref1001`,
      'We help consulting firms grow your sales with our outsourced team, reply YES for a free audit.',
    ].map((text) => heldFromThreeNetworks(text)),
  ).toEqual([true, true, true, true, true, true, true]);
  expect(
    [
      plain,
      `${plain} We run M365 and need W2 staff from Q3 2027, about 12 people.`,
      'We need an ASP.NET and Node.js developer for 6 months, starting 2027-01-04.',
    ].map((text) => heldFromThreeNetworks(text)),
  ).toEqual([false, false, false]);
  expect(
    campaignReasons({ copies: 3, senders: 1, networks: 2, earlierTexts: [plain, plain] }, plain),
  ).toEqual([
    {
      layer: 'campaign',
      points: 4,
      why: 'the same text 3 times within 24 h, from 1 address',
      unsure: true,
    },
  ]);
});

it('holds a third copy of plain words when one network sent every copy, under any names', () => {
  const plain = 'Hello, I would like to get a quote for your IT staffing services.';
  expect(
    campaignReasons({ copies: 3, senders: 3, networks: 1, earlierTexts: [plain, plain] }, plain),
  ).toEqual([
    { layer: 'campaign', points: 10, why: 'the same text 3 times within 24 h, from 3 addresses' },
  ]);
});

it('holds a third copy for an offer only when an earlier copy carries it too', () => {
  const plain = 'Hello, I would like to get a quote for your IT staffing services.';
  // A campaign numbers each copy its own way, and gives every copy the same way to its seller.
  expect(heldFromThreeNetworks(`${plain} ref1003`, [`${plain} ref1001`, `${plain} ref1002`])).toBe(
    true,
  );
  expect(
    heldFromThreeNetworks(`${plain} Call 480.555.0100, or see WWW.Staffing.example/offer.`, [
      `${plain} Call +1 (480) 555-0100.`,
      `${plain} See https://staffing.example/?ref=2`,
    ]),
  ).toBe(true);
  // A visitor's own number or address, after the words a stranger posted with theirs or none.
  expect(
    [
      [`${plain} Call me at (602) 555-0143.`, [plain, plain]],
      [`${plain} Call me at (602) 555-0143.`, [`${plain} Call me at (480) 555-0199.`]],
      [`${plain} Reach me at jane@acme.test`, [`${plain} Reach me at sam@mailbox.test`]],
      [`${plain} ISO27001`, [plain, plain]],
      [`${plain} Mail me: ~@~.~`, [`${plain} Mail me: ~@~.~`]],
    ].map(([text, earlier]) => heldFromThreeNetworks(text as string, earlier as string[])),
  ).toEqual([false, false, false, false, false]);
});
