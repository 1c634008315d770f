import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShell, stubBrowserApis } from './renderShell';

function currentLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('header navigation', () => {
  beforeEach(() => stubBrowserApis());

  it.each([
    ['/', 'Home'],
    ['/about', 'About'],
    ['/services', 'Services'],
    ['/services/cloud-consulting', 'Services'],
    ['/contact', 'Contact'],
  ])('marks only the section of %s as the current page', (path, label) => {
    renderShell(path);
    expect(currentLinks()).toEqual([label]);
  });

  it('marks no link on a page outside the main sections', () => {
    renderShell('/privacy');
    expect(currentLinks()).toEqual([]);
  });
});
