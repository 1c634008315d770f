import { useEffect, useState } from 'react';
import { footerId } from './landmarks';

/** Scroll distance (px) after which the home header stops being transparent. */
export const solidAfterScroll = 50;

export interface HeaderModeInput {
  isHome: boolean;
  scrollY: number;
  viewportHeight: number;
  footerInView: boolean;
}

export interface HeaderMode {
  solid: boolean;
  position: 'absolute' | 'fixed';
}

export function headerMode({
  isHome,
  scrollY,
  viewportHeight,
  footerInView,
}: HeaderModeInput): HeaderMode {
  return {
    solid: !isHome || scrollY > solidAfterScroll,
    position: scrollY > viewportHeight && !footerInView ? 'fixed' : 'absolute',
  };
}

type ScrollFacts = Omit<HeaderModeInput, 'isHome'>;

// Home is the page where every threshold matters, so facts that give the same home mode give the
// same mode everywhere: keeping the old facts then skips a re-render on every scrolled frame.
function sameMode(a: ScrollFacts, b: ScrollFacts): boolean {
  const before = headerMode({ isHome: true, ...a });
  const after = headerMode({ isHome: true, ...b });
  return before.solid === after.solid && before.position === after.position;
}

// Matches what the prerendered HTML was rendered with, so hydration sees the same markup.
const atTop: ScrollFacts = { scrollY: 0, viewportHeight: 0, footerInView: false };

export function useHeaderMode(isHome: boolean): HeaderMode {
  const [facts, setFacts] = useState(atTop);

  useEffect(() => {
    let frame = 0;
    let footerInView = false;
    // Reads only scroll position and viewport size, which never force a layout.
    const measure = () => {
      frame = 0;
      const next = { scrollY: window.scrollY, viewportHeight: window.innerHeight, footerInView };
      setFacts((previous) => (sameMode(previous, next) ? previous : next));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };

    // The footer is static HTML outside this island, so it is found by id rather than by ref.
    const footer = document.getElementById(footerId);
    // jsdom has no IntersectionObserver; every browser we support does.
    const observer =
      footer && 'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => {
            footerInView = entries[entries.length - 1]?.isIntersecting ?? footerInView;
            schedule();
          })
        : undefined;
    if (footer) observer?.observe(footer);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    schedule();

    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return headerMode({ isHome, ...facts });
}
