import StarIcon from '@heroicons/react/20/solid/StarIcon';

interface StarRatingProps {
  stars: number;
  /** what assistive technology announces instead of the individual stars */
  label: string;
}

/** Read-only: a picture of a score, not a control. */
export function StarRating({ stars, label }: StarRatingProps) {
  return (
    <div role="img" aria-label={label} className="flex gap-0.5 text-primary">
      {Array.from({ length: stars }, (_, index) => (
        <StarIcon key={index} aria-hidden="true" className="size-5" />
      ))}
    </div>
  );
}
