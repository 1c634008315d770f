import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { LeadDetail } from '../../../client/console/api/types';
import { formatTime } from '../../../client/console/ui/time';
import { fakeApi, leadDetail } from './fakeApi';
import { renderLeadView } from './renderLeadView';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

function showLead(lead: LeadDetail) {
  fakeApi({ 'GET /leads/lead-1': () => ({ body: lead }) });
  renderLeadView();
}

const spamMarkedAt = '2026-11-21T15:30:00Z';

/** Marked as spam by a person, then its e-mail failed for good: the server calls it `failed`. */
const markedThenFailed: LeadDetail = {
  ...leadDetail(),
  state: 'failed',
  spamMarkedAt,
  page: 'https://www.example.com/services/staffing',
  deliveries: [
    {
      destination: 'email',
      state: 'failed',
      attempts: 5,
      lastAnswer: '550 mailbox unavailable',
      nextTryAt: null,
    },
  ],
  actions: { release: false, spam: false, handled: true, retry: ['email'] },
};

it('shows the page the lead was sent from', async () => {
  showLead({ ...leadDetail(), page: 'https://www.example.com/services/staffing' });

  const sent = (await screen.findByRole('heading', { level: 2, name: 'What they sent' })).closest(
    'section',
  ) as HTMLElement;
  expect(sent).toHaveTextContent('Sent from page: https://www.example.com/services/staffing');
});

// A person acting on the lead must see that someone judged it spam, and when; and where its
// "Mark as spam" button was, why it is gone. Its failed delivery is not what it is about.
it('says a lead is marked as spam, and when, rather than showing an ordinary failure', async () => {
  showLead(markedThenFailed);

  const heading = await screen.findByRole('heading', { level: 1, name: 'Lead: Ada Lovelace' });
  const top = heading.parentElement as HTMLElement;
  expect(within(top).getByText('Marked as spam')).toBeVisible();
  expect(within(top).queryByText('Delivery failed')).not.toBeInTheDocument();

  const actions = screen.getByRole('group', { name: 'Actions' });
  expect(within(actions).queryByRole('button', { name: 'Mark as spam' })).not.toBeInTheDocument();
  expect(actions).toHaveTextContent(`Marked as spam on ${formatTime(spamMarkedAt)}`);
  // The failure is still told where deliveries are, and can still be retried.
  expect(within(actions).getByRole('button', { name: 'Retry E-mail' })).toBeVisible();
  expect(screen.getByText('550 mailbox unavailable')).toBeVisible();
});

// One tap marked it: one tap takes the mark back, and the page then offers what an unmarked lead has.
it('takes a spam mark back with "Not spam"', async () => {
  let marked = true;
  const held: LeadDetail = { ...leadDetail(true), state: 'held', spamMarkedAt };
  const { calls } = fakeApi({
    'GET /leads/lead-1': () => ({
      body: marked
        ? { ...held, actions: { ...held.actions, release: false, spam: false } }
        : { ...held, spamMarkedAt: null, actions: { ...held.actions, release: true, spam: true } },
    }),
    'POST /leads/lead-1/not-spam': () => {
      marked = false;
      return { body: {} };
    },
  });
  renderLeadView();

  await userEvent.setup().click(await screen.findByRole('button', { name: 'Not spam' }));

  expect(await screen.findByRole('button', { name: 'Release' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Mark as spam' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Not spam' })).not.toBeInTheDocument();
  expect(calls).toContainEqual({ method: 'POST', path: '/leads/lead-1/not-spam', body: {} });
});
