import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { EnrolView } from '../../../client/console/auth/EnrolView';
import { creationOptions, fetchFailingOnce } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

// The invitation's token leaves the address bar as the page reads it, so a reload cannot ask
// again: on a phone whose connection drops that moment, the page itself must.
it('asks for the invitation again when the connection dropped the first time', async () => {
  window.history.replaceState(null, '', '/console/enrol#token=for-bea');
  fetchFailingOnce('POST /enrol/options', {
    email: 'bea@example.com',
    role: 'member',
    options: creationOptions,
  });
  render(
    <Router hook={memoryLocation({ path: '/enrol' }).hook}>
      <EnrolView />
    </Router>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('cannot reach the server');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Create a passkey' })).toBeVisible();
  expect(screen.getByText(/You are invited as bea@example.com/)).toBeVisible();
});
