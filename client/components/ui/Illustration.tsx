// Every illustration is drawn on the same 480x360 canvas, so one intrinsic size reserves the space.
const width = 480;
const height = 360;

interface IllustrationProps {
  src: string;
  /** empty when the picture only decorates text that says the same */
  alt: string;
  /** above the fold: load right away instead of lazily */
  eager?: boolean;
  className?: string;
}

export function Illustration({ src, alt, eager = false, className = '' }: IllustrationProps) {
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
