import { expect, it } from 'vitest';
import { testimonialRating, testimonials } from '../../../client/content/testimonials';

it('has three testimonials rated 5, one of them citing the 40% efficiency gain', () => {
  expect(testimonials).toHaveLength(3);
  expect(testimonialRating).toBe(5);
  for (const testimonial of testimonials) {
    expect(testimonial.quote).not.toBe('');
    expect(testimonial.author).not.toBe('');
    expect(testimonial.position).not.toBe('');
  }
  expect(testimonials.filter(({ quote }) => /40% efficiency gain/.test(quote))).toHaveLength(1);
});
