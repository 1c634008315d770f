import { testimonialsCopy } from '../../content/home';
import { ratingLabel, testimonialRating, testimonials } from '../../content/testimonials';
import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { TestimonialCard } from '../../components/ui/TestimonialCard';

export function TestimonialsSection() {
  return (
    <Section labelledBy="testimonials-title" tone="paper">
      <SectionHeading
        id="testimonials-title"
        title={testimonialsCopy.title}
        intro={testimonialsCopy.intro}
      />
      <div className="mt-12 grid gap-6 md:mt-16 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <TestimonialCard
            key={testimonial.author}
            testimonial={testimonial}
            stars={testimonialRating}
            ratingLabel={ratingLabel}
          />
        ))}
      </div>
    </Section>
  );
}
