import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InboxView } from '../../../client/console/leads/InboxView';
import { fakeApi, leadRow as lead } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

function renderInbox(path: string) {
  const location = memoryLocation({ path, record: true });
  fakeApi({ 'GET /leads': () => ({ body: { leads: [lead], next: 'c2' } }) });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <InboxView />
    </Router>,
  );
  return location;
}

describe('the inbox by keyboard', () => {
  it('keeps the focus in the view when a search is applied with Enter', async () => {
    renderInbox('/');
    await screen.findByText('Ada Lovelace');
    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('erp{Enter}');
    await screen.findByText('Ada Lovelace');
    // On the page's body, the next Tab would start again from "Skip to content" at the top.
    expect(document.activeElement).not.toBe(document.body);
  });

  it('keeps the focus in the view when the filters are cleared', async () => {
    renderInbox('/?state=held');
    await screen.findByText('Ada Lovelace');
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Clear filters' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Ada Lovelace');
    expect(document.activeElement).not.toBe(document.body);
  });

  it('keeps the focus in the view when the next page is opened', async () => {
    renderInbox('/');
    const older = await screen.findByRole('link', { name: 'Older leads' });
    older.focus();
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'Back to the newest' });
    expect(document.activeElement).not.toBe(document.body);
  });

  it('says how many leads the applied search found', async () => {
    renderInbox('/');
    await screen.findByText('Ada Lovelace');
    const user = userEvent.setup();
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('erp{Enter}');
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        '1 lead on this page, older ones on the next',
      ),
    );
  });
});
