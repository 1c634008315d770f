import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import LeadView from '../../../client/console/leads/LeadView';
import { leadDetail } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

const detail = leadDetail();

// On a slow phone the lead takes seconds to come: a keyboard user who has moved on meanwhile
// must not be thrown back to the heading when it does.
it('leaves the focus where the reader moved it while the lead was loading', async () => {
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  render(
    <Router hook={memoryLocation({ path: '/leads/lead-1' }).hook}>
      <ReauthProvider>
        <nav aria-label="Console">
          <a href="/console/held">Held for review</a>
        </nav>
        <LeadView id="lead-1" />
      </ReauthProvider>
    </Router>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  await userEvent.setup().tab({ shift: true });
  const held = screen.getByRole('link', { name: 'Held for review' });
  expect(held).toHaveFocus();

  answer(
    new Response(JSON.stringify(detail), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
  await screen.findByRole('heading', { level: 1, name: /Ada Lovelace/ });
  expect(held).toHaveFocus();
});
