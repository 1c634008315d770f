import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Layout } from '../../../../client/components/layout/Layout';

/**
 * jsdom lacks the browser APIs the shell relies on; give it inert stand-ins. No media query
 * matches, so the header does not prefetch the drawer behind a test's back.
 */
export function stubBrowserApis() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  vi.stubGlobal('scrollTo', vi.fn());
  // Headless UI waits on CSS transitions through this; jsdom runs none.
  Element.prototype.getAnimations ??= () => [];
}

/** The shell around a stand-in page at `path` (jsdom has a window, so ssrPath would be ignored). */
export function renderShell(path: string) {
  return render(
    <Router hook={memoryLocation({ path }).hook}>
      <Layout>
        <h1>Page body</h1>
      </Layout>
    </Router>,
  );
}

/**
 * Presses the menu button and waits for the lazily loaded drawer, slow on a cold module cache, and
 * for it to hold the page (focus, Escape, outside clicks), which it does from its second frame.
 */
export async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  await waitFor(() => expect(drawer).toHaveAttribute('aria-modal', 'true'));
  return drawer;
}
