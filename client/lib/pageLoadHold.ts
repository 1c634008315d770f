/**
 * Work a page load would cut off: a message on its way to the server, whose request dies with the
 * page. Client navigation loads a page itself where it cannot show it in place (a deploy, a page
 * that did not come), and waits for this first: the visitor followed a link, not asked to cancel.
 * Navigation sits above the features, so features say what to wait for here and it asks.
 */
const holding = new Set<Promise<unknown>>();
/**
 * On a stalled connection the message may wait most of a minute for its answer (its form token's
 * retries, then its POST's own limit): past this, a link that does nothing looks broken, so the
 * load goes. The message is cut off then, as before the hold, and Back still finds every word in
 * the form.
 */
const longestHoldMs = 10_000;

export function holdPageLoads(until: Promise<unknown>): void {
  holding.add(until);
  const release = () => holding.delete(until);
  until.then(release, release);
}

/** Settles once nothing holds page loads back (at once when nothing does), or after the longest hold. */
export async function pageLoadsAllowed(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tooLong = new Promise<void>((resolve) => (timer = setTimeout(resolve, longestHoldMs)));
  await Promise.race([Promise.allSettled(holding), tooLong]);
  clearTimeout(timer);
}
