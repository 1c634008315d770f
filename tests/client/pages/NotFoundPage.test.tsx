import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import NotFoundPage from '../../../client/pages/NotFoundPage';
import { renderPage } from './renderPage';

it('says the page was not found and offers the way home, to the services and to contact', () => {
  renderPage(NotFoundPage, '/no-such-page');
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  const destinations = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(destinations).toEqual(['/', '/services', '/contact']);
});
