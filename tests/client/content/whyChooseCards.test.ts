import { expect, it } from 'vitest';
import { whyChooseCards, whyChooseCopy } from '../../../client/content/home';

it('gives four reasons with the exact titles, beside two images', () => {
  expect(whyChooseCards.map((card) => card.title)).toEqual([
    'Industry-Leading Expertise',
    'Hands-On Innovation',
    'End-to-End IT Support',
    'Scalable & Cost-Effective Solutions',
  ]);
  expect(whyChooseCopy.images).toHaveLength(2);
});
