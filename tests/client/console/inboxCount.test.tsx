import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { InboxView } from '../../../client/console/leads/InboxView';
import { fakeApi, leadRow } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

it.each([
  [0, null, 'No leads'],
  [1, null, '1 lead'],
  [3, null, '3 leads'],
  [50, 'c2', '50 leads on this page, older ones on the next'],
])(
  'tells a screen reader how many leads the view shows: %i, older page %s',
  async (count, next, words) => {
    window.history.replaceState(null, '', '/');
    const leads = Array.from({ length: count }, (_, i) => ({ ...leadRow, id: `lead-${i}` }));
    fakeApi({ 'GET /leads': () => ({ body: { leads, next } }) });
    render(
      <Router>
        <InboxView />
      </Router>,
    );

    const group = await screen.findByRole('group', { name: 'Leads' });
    // While the page loads, the loading line is a second status.
    await waitFor(() => expect(within(group).getByRole('status')).toHaveTextContent(words));
    expect(within(group).getByRole('status').textContent).toBe(words);
  },
);
