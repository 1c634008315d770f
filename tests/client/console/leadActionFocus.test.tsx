import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('releasing a held lead by keyboard', () => {
  it('keeps the focus in the lead’s actions once the Release button has gone', async () => {
    let held = true;
    fakeApi({
      'GET /leads/lead-1': () => ({ body: leadDetail(held) }),
      'POST /leads/lead-1/release': () => {
        held = false;
        return { body: {} };
      },
    });
    render(
      <Router hook={memoryLocation({ path: '/leads/lead-1' }).hook}>
        <ReauthProvider>
          <LeadView id="lead-1" />
          <Toaster />
        </ReauthProvider>
      </Router>,
    );
    const user = userEvent.setup();
    const release = await screen.findByRole('button', { name: 'Release' });
    release.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(release).not.toBeInTheDocument());
    // On the page's body, the next Tab would start again from "Skip to content" at the top.
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('group', { name: 'Actions' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });
});
