import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import HomePage from '../../../client/pages/HomePage';
import { renderPage } from './renderPage';

it('shows three testimonials, each with a read-only rating announced as "Rated 5 out of 5"', () => {
  renderPage(HomePage, '/');
  const section = screen.getByRole('region', { name: 'What Our Clients Say' });
  const ratings = within(section).getAllByRole('img', { name: 'Rated 5 out of 5' });
  expect(ratings).toHaveLength(3);
  for (const rating of ratings) {
    expect(rating.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(5);
  }
  expect(within(section).queryByRole('radio')).not.toBeInTheDocument();
  expect(within(section).queryByRole('button')).not.toBeInTheDocument();
});
