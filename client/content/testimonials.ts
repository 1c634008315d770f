import { company } from './company';

export interface Testimonial {
  quote: string;
  author: string;
  position: string;
}

/** Stars on the rating scale; every testimonial shows the full score, read-only. */
const ratingScale = 5;
export const testimonialRating = ratingScale;
export const ratingLabel = `Rated ${testimonialRating} out of ${ratingScale}`;

export const testimonials: Testimonial[] = [
  {
    quote: `${company.name} automated the manual reporting our operations team dreaded every week. Within three months we measured a 40% efficiency gain in order processing, and the team finally has time for real analysis.`,
    author: 'Daniel R.',
    position: 'Director of Operations, regional logistics company',
  },
  {
    quote:
      'Our ERP rollout had stalled twice with other vendors. Their consultants mapped our processes, cleaned up years of data and got us live on schedule, with training our staff actually found useful.',
    author: 'Priya S.',
    position: 'Chief Financial Officer, manufacturing firm',
  },
  {
    quote:
      'Moving to the cloud felt risky for a company our size. They gave us a clear roadmap, migrated us over a weekend without downtime, and our hosting bill went down, not up.',
    author: 'Michael T.',
    position: 'Founder & CEO, healthcare software startup',
  },
];
