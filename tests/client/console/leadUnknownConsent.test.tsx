import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { LeadDetail } from '../../../client/console/api/types';
import { fakeApi, leadDetail } from './fakeApi';
import { renderLeadView } from './renderLeadView';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

const consent = (claimedVersion: string | null): LeadDetail['consent'] => ({
  version: 'unknown',
  claimedVersion,
  givenAt: '2026-11-20T10:00:00Z',
  addressHash: 'ab'.repeat(32),
  textSha256: null,
  text: null,
});

// The form named a wording the server never published: consent was given all the same, and the
// version it named is kept. The page says so, not just "unknown".
it.each([
  ['2025-03-sms', '2025-03-sms (wording not on record)'],
  [null, 'None named (wording not on record)'],
])('shows the consent a post gave with an unknown wording version %s', async (claimed, shown) => {
  fakeApi({
    'GET /leads/lead-1': () => ({ body: { ...leadDetail(), consent: consent(claimed) } }),
  });
  renderLeadView();

  const section = (await screen.findByRole('heading', { level: 2, name: 'SMS consent' })).closest(
    'section',
  ) as HTMLElement;
  expect(within(section).getByText(shown)).toBeVisible();
  expect(within(section).queryByText('No SMS consent was recorded.')).not.toBeInTheDocument();
});
