import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InboxView } from '../../../client/console/leads/InboxView';
import { filtersFrom, queryOf } from '../../../client/console/leads/filters';
import { fakeApi, leadRow as lead } from './fakeApi';

function renderInbox(path: string) {
  const location = memoryLocation({ path, record: true });
  const api = fakeApi({ 'GET /leads': () => ({ body: { leads: [lead], next: 'c2' } }) });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <InboxView />
    </Router>,
  );
  return { location, api };
}

afterEach(() => vi.unstubAllGlobals());

describe('the inbox keeps its filters in the URL', () => {
  it('asks the server for the view a bookmarked URL names, and fills the form with it', async () => {
    const { api } = renderInbox('/?state=held&q=acme&from=2026-11-01&source=google');
    await screen.findByText('Ada Lovelace');
    const tz = new URLSearchParams({ tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
    expect(api.calls[0]?.path).toBe(`/leads?q=acme&state=held&source=google&from=2026-11-01&${tz}`);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('acme');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('held');
    expect(screen.getByLabelText('Source')).toHaveValue('google');
    expect(screen.getByLabelText('Received from')).toHaveValue('2026-11-01');
  });

  it('writes the filters the user applies into the URL, from the first page', async () => {
    const { location, api } = renderInbox('/?cursor=c9');
    await screen.findByText('Ada Lovelace');
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'erp');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'failed');
    await user.type(screen.getByLabelText('Campaign'), 'fall');
    await user.click(screen.getByRole('button', { name: 'Show leads' }));
    expect(location.history.at(-1)).toBe('/?q=erp&state=failed&campaign=fall');
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe('/leads?q=erp&state=failed&campaign=fall'),
    );
  });

  it('clears every filter at once', async () => {
    const { location } = renderInbox('/?state=handled&campaign=fall');
    await screen.findByText('Ada Lovelace');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location.history.at(-1)).toBe('/');
  });

  it('links the next page with the server’s cursor and the same filters', async () => {
    renderInbox('/?state=new');
    const older = await screen.findByRole('link', { name: 'Older leads' });
    expect(older).toHaveAttribute('href', '/?state=new&cursor=c2');
  });

  it('drops what a hand-edited URL gets wrong rather than sending it on', () => {
    const filters = filtersFrom(
      new URLSearchParams('state=deleted&from=yesterday&to=2026-11-30&q=%20x%20'),
    );
    expect(queryOf(filters)).toBe('q=x&to=2026-11-30');
  });
});
