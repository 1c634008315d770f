import { describe, expect, it } from 'vitest';
import { morphChildren } from '../../../client/dev/morphChildren';

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const island = (text: string) =>
  `<div data-island="header" data-props="{}" class="contents"><button>${text}</button></div>`;

describe('patching the open page with a fresh render of it', () => {
  it('changes classes and text in place and keeps the live island and focus', () => {
    const live = parse(`${island('Menu')}<main><h1 class="a">Old</h1><a href="/x">x</a></main>`);
    document.body.append(live);
    const liveIsland = live.querySelector('[data-island]');
    const heading = live.querySelector('h1');
    const link = live.querySelector('a');
    link?.focus();

    const patched = morphChildren(
      live,
      parse(
        `${island('stale')}<main><h1 class="a b">New</h1><a href="/x">x</a><p>added</p></main>`,
      ),
    );

    expect(patched).toBe(true);
    expect(live.querySelector('[data-island]')).toBe(liveIsland);
    expect(live.querySelector('button')?.textContent).toBe('Menu');
    expect(live.querySelector('h1')).toBe(heading);
    expect(heading?.className).toBe('a b');
    expect(heading?.textContent).toBe('New');
    expect(document.activeElement).toBe(link);
    expect(live.querySelector('p')?.textContent).toBe('added');
    live.remove();
  });

  it('moves the live island when the markup around it changes', () => {
    const live = parse(`<p>before</p>${island('Menu')}`);
    const liveIsland = live.querySelector('[data-island]');
    expect(morphChildren(live, parse(`<section>${island('stale')}</section>`))).toBe(true);
    expect(live.querySelector('section > [data-island]')).toBe(liveIsland);
    expect(live.querySelector('p')).toBeNull();
  });

  it('gives up when an island appears or its props change, so the page reloads', () => {
    expect(morphChildren(parse('<p></p>'), parse(island('new')))).toBe(false);
    const changedProps = island('x').replace('{}', '{"path":"/about"}');
    expect(morphChildren(parse(island('x')), parse(changedProps))).toBe(false);
  });
});
