import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from 'sonner';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ReauthProvider } from '../../../client/console/auth/ReauthProvider';
import { InboxView } from '../../../client/console/leads/InboxView';
import { fakeApi, leadRow } from './fakeApi';

vi.mock('../../../client/console/ui/download', () => ({ download: vi.fn(async () => undefined) }));

afterEach(() => vi.unstubAllGlobals());

// The cards show times in the reader's zone (run these with TZ=America/Phoenix, say): the days
// picked in the filter are the reader's days too, so the server is told whose days they are.
describe('the inbox’s date filters are the reader’s days', () => {
  it('asks for the leads and the export with the reader’s time zone beside the days', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const api = fakeApi({
      'GET /leads': () => ({ body: { leads: [leadRow], next: null } }),
      'GET /export.csv': () => ({ body: '' }),
    });
    const location = memoryLocation({ path: '/?from=2026-11-26&to=2026-11-26' });
    render(
      <ReauthProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <InboxView />
        </Router>
        <Toaster />
      </ReauthProvider>,
    );
    await screen.findByText('Ada Lovelace');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('The CSV of this view is downloaded.');

    const tz = new URLSearchParams({ tz: zone }).toString();
    expect(api.calls.map((call) => call.path)).toEqual([
      `/leads?from=2026-11-26&to=2026-11-26&${tz}`,
      `/export.csv?from=2026-11-26&to=2026-11-26&${tz}`,
    ]);
  });

  it('sends no time zone when no day is picked', async () => {
    const api = fakeApi({ 'GET /leads': () => ({ body: { leads: [leadRow], next: null } }) });
    const location = memoryLocation({ path: '/?state=new' });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <InboxView />
      </Router>,
    );
    await screen.findByText('Ada Lovelace');
    expect(api.calls[0]?.path).toBe('/leads?state=new');
  });
});
