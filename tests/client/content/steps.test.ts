import { expect, it } from 'vitest';
import { steps } from '../../../client/content/home';

it('walks through the four steps of the spec, in order', () => {
  expect(steps.map((step) => step.title)).toEqual([
    'Consultation',
    'Strategy & Planning',
    'Implementation',
    'Ongoing Support & Optimization',
  ]);
  const [consultation, strategy, implementation] = steps;
  expect(consultation?.description).toMatch(/free discovery call/);
  expect(strategy?.description).toMatch(/custom technology roadmap/);
  expect(implementation?.description).toMatch(/seamless integration/);
  expect(implementation?.description).toMatch(/support/);
});
