import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * Renders a page routed at `path` (matched against `pattern`, for pages that read params).
 * jsdom has a window, so wouter would read its URL rather than `ssrPath`: route in memory instead.
 */
export function renderPage(Page: ComponentType, path: string, pattern = path) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <Route path={pattern} component={Page} />
    </Router>,
  );
}
