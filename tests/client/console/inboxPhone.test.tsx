import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { InboxView } from '../../../client/console/leads/InboxView';
import { fakeApi, leadRow } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

// A salesperson scanning the inbox calls back from it: the number the lead left is on its card,
// beside the e-mail.
it("shows each lead's phone number on its card", async () => {
  window.history.replaceState(null, '', '/');
  fakeApi({
    'GET /leads': () => ({
      body: { leads: [{ ...leadRow, phone: '+1 (555) 010-4477' }], next: null },
    }),
  });
  render(
    <Router>
      <InboxView />
    </Router>,
  );

  const card = (await screen.findByRole('link', { name: 'Ada Lovelace' })).closest('article');
  expect(card).toHaveTextContent('+1 (555) 010-4477');
});
