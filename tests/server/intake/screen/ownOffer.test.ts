import { expect, it } from 'vitest';
import { servicesPageCopy } from '../../../../client/content/servicesPage';
import { contentReasons } from '../../../../server/intake/screen/content';

const buyer = {
  name: 'Maria Lopez',
  email: 'maria@lopezdental.com',
  phone: '480 555 0101',
  company: 'Lopez Dental',
};

it.each([
  'Is the first consultation free? We have 12 PCs and an old server.',
  'Your site says the first consultation is free. We have 15 laptops to manage.',
  'Is the 1st consultation free or is there a fee?',
  'The first call is free, I hope :) We are a nonprofit with 8 staff.',
])(
  'a buyer asking after the free first consultation the site offers is no seller: %s',
  (message) => {
    expect(contentReasons({ ...buyer, message })).toEqual([]);
  },
);

it('the site does offer it, in these words', () => {
  expect(servicesPageCopy.cta.text).toContain('Your first consultation is free.');
});

it("still counts a seller's first month or words free", () => {
  for (const message of [
    'Launch in minutes, sign up now and get the first month free.',
    'Translate your site into 50 languages. First 500 words free!',
  ]) {
    expect(
      contentReasons({ ...buyer, message })
        .map((reason) => reason.why)
        .join(),
    ).toContain('presses us to reply');
  }
});
