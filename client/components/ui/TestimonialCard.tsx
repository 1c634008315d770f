import type { Testimonial } from '../../content/testimonials';
import { Card } from './Card';
import { StarRating } from './StarRating';

interface TestimonialCardProps {
  testimonial: Testimonial;
  stars: number;
  ratingLabel: string;
}

export function TestimonialCard({ testimonial, stars, ratingLabel }: TestimonialCardProps) {
  return (
    <Card as="figure" className="flex flex-col p-6 sm:p-8">
      <StarRating stars={stars} label={ratingLabel} />
      <blockquote className="mt-6 flex-1 text-lg text-ink">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-8 border-t border-primary-dark/10 pt-6">
        <span className="block font-semibold text-primary-dark">{testimonial.author}</span>
        <span className="mt-1 block text-sm text-ink-muted">{testimonial.position}</span>
      </figcaption>
    </Card>
  );
}
