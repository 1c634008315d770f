import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import HeldView from '../../../client/console/held/HeldView';
import type { LeadRow } from '../../../client/console/api/types';
import { fakeApi } from './fakeApi';

vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
}));

const row = (id: string, name: string): LeadRow => ({
  id,
  receivedAt: '2026-11-20T10:00:00Z',
  name,
  email: `${id}@example.com`,
  phone: '',
  company: '',
  state: 'held',
  source: 'direct',
  campaign: null,
  points: 9,
  preview: 'Cheap backlinks',
});

afterEach(() => vi.unstubAllGlobals());

describe('the held list, worked through by selection', () => {
  it('keeps the other leads selected when one is released on its own', async () => {
    let held = [row('a', 'Spam One'), row('b', 'Spam Two'), row('c', 'Real Person')];
    const { calls } = fakeApi({
      'GET /held': () => ({ body: { leads: held } }),
      'POST /held/release': ({ body }) => {
        const { ids } = body as { ids: string[] };
        held = held.filter((lead) => !ids.includes(lead.id));
        return { body: { done: ids, skipped: [] } };
      },
      'POST /held/spam': ({ body }) => {
        const { ids } = body as { ids: string[] };
        held = held.filter((lead) => !ids.includes(lead.id));
        return { body: { done: ids, skipped: [] } };
      },
    });
    const location = memoryLocation({ path: '/held' });
    render(
      <Router hook={location.hook}>
        <ReauthProvider>
          <HeldView />
          <Toaster />
        </ReauthProvider>
      </Router>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Spam One' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Spam Two' }));
    await user.click(screen.getByRole('button', { name: 'Release Real Person' }));
    await screen.findByText('1 released.');
    await waitFor(() => expect(screen.queryByText('Real Person')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select Spam One' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Spam Two' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Confirm selected as spam' }));
    await screen.findByText('2 confirmed as spam.');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { ids: ['c'] },
      { ids: ['a', 'b'] },
    ]);
  });

  it('keeps the keyboard focus in the list when the lead released on its own goes from it', async () => {
    let held = [row('a', 'Spam One'), row('c', 'Real Person')];
    fakeApi({
      'GET /held': () => ({ body: { leads: held } }),
      'POST /held/release': ({ body }) => {
        const { ids } = body as { ids: string[] };
        held = held.filter((lead) => !ids.includes(lead.id));
        return { body: { done: ids, skipped: [] } };
      },
    });
    render(
      <Router hook={memoryLocation({ path: '/held' }).hook}>
        <ReauthProvider>
          <HeldView />
          <Toaster />
        </ReauthProvider>
      </Router>,
    );
    const release = await screen.findByRole('button', { name: 'Release Real Person' });
    release.focus();
    await userEvent.setup().keyboard('{Enter}');
    await waitFor(() => expect(release).not.toBeInTheDocument());
    // On the page's body, the next Tab would start again from the top of the console.
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('group', { name: 'Held for review' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });
});
