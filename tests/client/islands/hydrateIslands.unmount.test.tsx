import { act, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { Island } from '../../../client/islands/Island';
import { islandHydrator } from '../../../client/islands/hydrateIslands';
import type { YearProps } from '../../../client/islands/islandTypes';

const events: string[] = [];

function Probe({ builtIn }: YearProps) {
  useEffect(() => {
    const listener = () => undefined;
    window.addEventListener('scroll', listener);
    events.push(`mounted ${builtIn}`);
    return () => {
      window.removeEventListener('scroll', listener);
      events.push(`unmounted ${builtIn}`);
    };
  }, [builtIn]);
  return <span>{builtIn}</span>;
}

const islands = islandHydrator({
  header: () => Promise.reject(new Error('not on this page')),
  jumpLink: () => Promise.reject(new Error('not on this page')),
  contactForm: () => Promise.reject(new Error('not on this page')),
  year: async () => Probe,
});

function prerendered(year: number): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = renderToString(
    <Island name="year" component={Probe} props={{ builtIn: year }} />,
  );
  document.body.append(main);
  return main;
}

afterEach(() => {
  events.length = 0;
  document.body.innerHTML = '';
});

/** Time for the islands' code to load and their hydration to start (each in a task of its own). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

it('unmounts the islands of the page being left, and only those', async () => {
  const left = prerendered(2024);
  const kept = prerendered(2025);
  islands.hydrate(document);
  // Hydration as a transition yields as it goes: on a loaded machine it takes more than a task.
  await waitFor(() =>
    expect(events).toEqual(expect.arrayContaining(['mounted 2024', 'mounted 2025'])),
  );
  // StrictMode has already run each effect twice; only what follows counts.
  events.length = 0;

  act(() => islands.unmount(left));
  expect(events).toEqual(['unmounted 2024']);
  act(() => islands.unmount(kept));
  expect(events).toEqual(['unmounted 2024', 'unmounted 2025']);
});

it('does not hydrate an island whose page was replaced while its code loaded', async () => {
  const replaced = prerendered(2023);
  islands.hydrate(replaced);
  replaced.remove();
  await settle();
  expect(events).toEqual([]);
});
