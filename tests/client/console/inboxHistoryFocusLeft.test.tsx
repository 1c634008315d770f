import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { InboxView } from '../../../client/console/leads/InboxView';
import { fakeApi, leadRow as lead } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

/**
 * Someone searched, then clicked the page's empty space away from the form, and goes Back: the form
 * filled in again must not take the focus they moved out of it (on a phone, the keyboard would
 * open over the leads they were reading).
 */
it('leaves the focus where it is on Back once it was moved out of the filter form', async () => {
  window.history.replaceState(null, '', '/');
  fakeApi({ 'GET /leads': () => ({ body: { leads: [lead], next: null, total: 1 } }) });
  render(
    <Router>
      <InboxView />
    </Router>,
  );
  const user = userEvent.setup();
  await screen.findByText('Ada Lovelace');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'held');
  await user.click(screen.getByRole('button', { name: 'Show leads' }));
  await waitFor(() => expect(window.location.search).toBe('?state=held'));
  await screen.findByText('Ada Lovelace');

  await user.click(screen.getByRole('searchbox', { name: 'Search' }));
  await user.click(document.body);
  expect(document.body).toHaveFocus();
  window.history.back();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue(''));

  expect(screen.getByRole('searchbox', { name: 'Search' })).not.toHaveFocus();
  expect(document.body).toHaveFocus();
});
