/**
 * Runs `task` once the main thread has nothing to do, so work nobody waits for yet never delays a
 * frame or an input. Safari has no requestIdleCallback: a timeout after the page's own start-up
 * stands in.
 */
export function whenIdle(task: () => void, fallbackDelayMs = 2000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task);
  else setTimeout(task, fallbackDelayMs);
}
