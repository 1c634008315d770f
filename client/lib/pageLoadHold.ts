/**
 * Work a page load would cut off: a message on its way to the server, whose request dies with the
 * page. Client navigation loads a page itself where it cannot show it in place (a deploy, a page
 * that did not come), and waits for this first: the visitor followed a link, not asked to cancel.
 * Navigation sits above the features, so features say what to wait for here and it asks.
 */
const holding = new Set<Promise<unknown>>();

export function holdPageLoads(until: Promise<unknown>): void {
  holding.add(until);
  const release = () => holding.delete(until);
  until.then(release, release);
}

/** Settles once nothing holds page loads back any more (at once when nothing does). */
export async function pageLoadsAllowed(): Promise<void> {
  await Promise.allSettled(holding);
}
