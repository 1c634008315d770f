import { act, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { renderShell, stubBrowserApis } from './renderShell';

let footerObserved: IntersectionObserverCallback = () => undefined;

beforeEach(() => {
  stubBrowserApis();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        footerObserved = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('innerHeight', 800);
});

async function scrollTo(y: number) {
  vi.stubGlobal('scrollY', y);
  window.dispatchEvent(new Event('scroll'));
  await act(() => new Promise(requestAnimationFrame));
}

async function setFooterInView(isIntersecting: boolean) {
  footerObserved([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  await act(() => new Promise(requestAnimationFrame));
}

function header() {
  const banner = screen.getByRole('banner');
  return {
    solid: banner.getAttribute('data-header-solid'),
    position: banner.getAttribute('data-header-position'),
  };
}

it('follows the scroll on home: transparent, solid past 50 px, fixed past the viewport, absolute by the footer', async () => {
  renderShell('/');
  expect(header()).toEqual({ solid: 'false', position: 'absolute' });

  await scrollTo(50);
  expect(header()).toEqual({ solid: 'false', position: 'absolute' });
  await scrollTo(51);
  expect(header()).toEqual({ solid: 'true', position: 'absolute' });
  await scrollTo(801);
  expect(header()).toEqual({ solid: 'true', position: 'fixed' });
  await setFooterInView(true);
  expect(header()).toEqual({ solid: 'true', position: 'absolute' });
  await setFooterInView(false);
  expect(header()).toEqual({ solid: 'true', position: 'fixed' });
  await scrollTo(0);
  expect(header()).toEqual({ solid: 'false', position: 'absolute' });
});

it('is solid from the first render on other pages', () => {
  renderShell('/about');
  expect(header()).toEqual({ solid: 'true', position: 'absolute' });
});
