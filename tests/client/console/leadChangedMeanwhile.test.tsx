import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import LeadView from '../../../client/console/leads/LeadView';
import { fakeApi, leadDetail } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

// A colleague released the held lead after this page was read: the release is refused (409), and
// the page must then show the lead as it is, not still held with a Release that can only fail.
it('shows the lead as it now is once an action is refused for a change made meanwhile', async () => {
  let read = 0;
  fakeApi({
    'GET /leads/lead-1': () => {
      read += 1;
      return { body: leadDetail(read === 1) };
    },
    'POST /leads/lead-1/release': () => ({
      status: 409,
      body: { error: 'Message lead-1 was released meanwhile', code: 'conflict' },
    }),
  });
  render(
    <Router hook={memoryLocation({ path: '/leads/lead-1' }).hook}>
      <ReauthProvider>
        <LeadView id="lead-1" />
        <Toaster />
      </ReauthProvider>
    </Router>,
  );
  const release = await screen.findByRole('button', { name: 'Release' });
  release.focus();
  await userEvent.setup().keyboard('{Enter}');

  expect(await screen.findByText('Message lead-1 was released meanwhile')).toBeVisible();
  await waitFor(() => expect(release).not.toBeInTheDocument());
  expect(screen.getByRole('group', { name: 'Actions' })).toContainElement(
    document.activeElement as HTMLElement,
  );
});
