import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootIslands, islandModulesId } from '../../../client/islands/bootIslands';

const modules = ['/assets/index-abc.js', '/assets/ContactForm-def.js'];

type PaintCallback = (
  entries: { getEntriesByName(name: string): unknown[] },
  observer: { disconnect(): void },
) => void;

/** A stand-in for the browser's paint timing: the test decides when the page paints. */
function fakePaintTiming(supported: boolean) {
  const callbacks: PaintCallback[] = [];
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'navigation'] : ['navigation'];
    constructor(private callback: PaintCallback) {}
    observe() {
      callbacks.push(this.callback);
    }
    disconnect = disconnect;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: string) {
      for (const callback of callbacks) {
        callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
          { disconnect },
        );
      }
    },
  };
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = `<script type="application/json" id="${islandModulesId}">${JSON.stringify(modules)}</script>`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('bootIslands', () => {
  it('fetches nothing until the first contentful paint, then every module once, entry first', () => {
    const paints = fakePaintTiming(true);
    const load = vi.fn(async () => undefined);
    bootIslands(islandModulesId, load);

    paints.paint('first-paint');
    vi.runAllTimers();
    expect(preloads()).toEqual([]);
    expect(load).not.toHaveBeenCalled();

    paints.paint('first-contentful-paint');
    vi.runAllTimers();
    expect(preloads()).toEqual(modules);
    expect(load).toHaveBeenCalledExactlyOnceWith(modules[0]);

    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts three seconds after load should no paint be reported', () => {
    fakePaintTiming(true);
    const load = vi.fn(async () => undefined);
    bootIslands(islandModulesId, load);

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledExactlyOnceWith(modules[0]);
  });

  it('starts at load in a browser without paint timing', () => {
    fakePaintTiming(false);
    const load = vi.fn(async () => undefined);
    bootIslands(islandModulesId, load);
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    expect(preloads()).toEqual(modules);
    expect(load).toHaveBeenCalledExactlyOnceWith(modules[0]);
  });

  it('does nothing on a page without islands', () => {
    document.head.innerHTML = '';
    fakePaintTiming(false);
    const load = vi.fn(async () => undefined);
    bootIslands(islandModulesId, load);
    window.dispatchEvent(new Event('load'));
    expect(load).not.toHaveBeenCalled();
  });
});
