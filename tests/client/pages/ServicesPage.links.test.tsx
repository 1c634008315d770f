import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import ServicesPage from '../../../client/pages/ServicesPage';
import { renderPage } from './renderPage';

it('links each service card, Learn More included, to its own detail page', () => {
  renderPage(ServicesPage, '/services');
  const grid = screen.getByTestId('service-grid');
  const cards = within(grid).getAllByRole('link');
  expect(cards.map((card) => card.getAttribute('href'))).toEqual([
    '/services/software-development',
    '/services/cloud-consulting',
    '/services/erp-implementation',
    '/services/project-management',
  ]);
  for (const card of cards) {
    expect(card).toHaveTextContent('Learn More');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  }
  expect(grid).toHaveClass('grid-cols-1', 'sm:grid-cols-2', 'md:grid-cols-3', 'lg:grid-cols-4');
});
