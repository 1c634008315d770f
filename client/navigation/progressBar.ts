import { tw } from '../lib/tw';

/**
 * As long as Turbo waits: most page changes (every prefetched one) are done by then, and a bar
 * flashing on each of them would be noise.
 */
const delayMs = 500;

export const progressBarId = 'navigation-progress';

/**
 * Fixed, so it moves nothing on the page; above the header and the drawer, whose links start page
 * changes too; never in a pointer's way. Reduced motion gets a bar that stands half way.
 */
const barClasses = tw`pointer-events-none fixed left-0 top-0 z-[60] h-1 w-full origin-left animate-navigation-progress bg-primary motion-reduce:w-1/2 motion-reduce:animate-none`;

let waiting: ReturnType<typeof setTimeout> | undefined;

function showBar(): void {
  waiting = undefined;
  const bar = document.createElement('div');
  bar.id = progressBarId;
  bar.className = barClasses;
  // The new page's focus on its <main> is what a screen reader announces: the bar adds nothing.
  bar.setAttribute('aria-hidden', 'true');
  document.body.append(bar);
}

/**
 * Shows the bar if the page change is still under way after the delay. A change started while
 * another is under way keeps its wait or its bar: the visitor has been waiting since the first.
 */
export function startProgress(): void {
  if (waiting === undefined && !document.getElementById(progressBarId)) {
    waiting = setTimeout(showBar, delayMs);
  }
}

/** The page change is over (shown, cancelled, or handed to a page load): no bar, nor one to come. */
export function endProgress(): void {
  clearTimeout(waiting);
  waiting = undefined;
  document.getElementById(progressBarId)?.remove();
}
