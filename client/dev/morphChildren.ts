/**
 * Brings `live`'s children to those of `next` (a freshly rendered copy of the same page), changing
 * only what differs, so focus, scroll and text selection of untouched parts survive. Islands are
 * hydrated React roots: they are never rebuilt from the new HTML but kept, moved if the markup
 * around them moved. Returns false when that cannot be done (an island appeared or its props
 * changed): then only a reload shows the change.
 */
export function morphChildren(live: Element, next: Element): boolean {
  const islands = new Map<string, HTMLElement[]>();
  for (const island of live.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = island.dataset.island ?? '';
    islands.set(name, [...(islands.get(name) ?? []), island]);
  }
  const takeIsland = (fresh: HTMLElement): HTMLElement | undefined => {
    const island = islands.get(fresh.dataset.island ?? '')?.shift();
    return island?.dataset.props === fresh.dataset.props ? island : undefined;
  };
  try {
    patchChildren(live, next, takeIsland);
    return true;
  } catch (error) {
    if (error instanceof IslandMissing) return false;
    throw error;
  }
}

class IslandMissing extends Error {}

type TakeIsland = (fresh: HTMLElement) => HTMLElement | undefined;

function isIsland(node: Node | null): node is HTMLElement {
  return node instanceof HTMLElement && node.dataset.island !== undefined;
}

function sameKind(live: Node, next: Node): boolean {
  return (
    live.nodeType === next.nodeType &&
    (!(live instanceof Element) || live.tagName === (next as Element).tagName)
  );
}

function patchChildren(live: Node, next: Node, takeIsland: TakeIsland): void {
  let cursor = live.firstChild;
  for (const wanted of [...next.childNodes]) {
    if (isIsland(wanted)) {
      const island = takeIsland(wanted);
      if (!island) throw new IslandMissing();
      if (island !== cursor) live.insertBefore(island, cursor);
      cursor = island.nextSibling;
      continue;
    }
    if (cursor && !isIsland(cursor) && sameKind(cursor, wanted)) {
      patchNode(cursor, wanted, takeIsland);
      cursor = cursor.nextSibling;
      continue;
    }
    // A shallow copy filled by patching, so islands inside new markup are still the live ones.
    const fresh = document.importNode(wanted, false);
    live.insertBefore(fresh, cursor);
    patchChildren(fresh, wanted, takeIsland);
  }
  while (cursor) {
    const stale = cursor;
    cursor = cursor.nextSibling;
    stale.remove();
  }
}

function patchNode(live: Node, next: Node, takeIsland: TakeIsland): void {
  if (!(live instanceof Element)) {
    if (live.nodeValue !== next.nodeValue) live.nodeValue = next.nodeValue;
    return;
  }
  const wanted = next as Element;
  for (const { name } of [...live.attributes]) {
    if (!wanted.hasAttribute(name)) live.removeAttribute(name);
  }
  for (const { name, value } of wanted.attributes) {
    if (live.getAttribute(name) !== value) live.setAttribute(name, value);
  }
  patchChildren(live, wanted, takeIsland);
}
