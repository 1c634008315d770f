import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InboxView } from '../../../client/console/leads/InboxView';
import { fakeApi, leadRow as lead } from './fakeApi';

/** The server's lead feed, as the browser's EventSource hands it to the view. */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  private listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    if (type === 'lead') this.listeners.push(listener);
  }
  close() {}
  send(id: string) {
    for (const listener of this.listeners)
      listener(new MessageEvent('lead', { data: JSON.stringify({ id }) }));
  }
}

function renderInbox(path: string) {
  const location = memoryLocation({ path, record: true });
  const api = fakeApi({ 'GET /leads': () => ({ body: { leads: [lead], next: 'c3' } }) });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <InboxView />
    </Router>,
  );
  return { location, api };
}

beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
afterEach(() => vi.unstubAllGlobals());

describe('a new lead arriving while a later page of a filtered view is open', () => {
  it('offers the newest leads of the same view, not of the whole inbox', async () => {
    const { location, api } = renderInbox('/?state=failed&campaign=fall&cursor=c2');
    await screen.findByText('Ada Lovelace');
    act(() => FakeEventSource.last?.send('lead-2'));
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Show the newest' }));
    expect(location.history.at(-1)).toBe('/?state=failed&campaign=fall');
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/leads?state=failed&campaign=fall'));
  });

  it('tells a screen reader of the arrival, as it does on the first page', async () => {
    renderInbox('/?state=failed&cursor=c2');
    await screen.findByText('Ada Lovelace');
    act(() => FakeEventSource.last?.send('lead-2'));
    await screen.findByRole('link', { name: 'Show the newest' });
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      '1 new lead has arrived since this view opened.',
    );
  });

  it('stops offering them once the reader is back on the first page by the page links', async () => {
    renderInbox('/?state=failed&cursor=c2');
    await screen.findByText('Ada Lovelace');
    act(() => FakeEventSource.last?.send('lead-2'));
    await screen.findByRole('link', { name: 'Show the newest' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the newest' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Show the newest' })).not.toBeInTheDocument(),
    );
  });
});

describe('new leads arriving while the first page is open', () => {
  it('announces each arrival, not only the first (a live region speaks only when it changes)', async () => {
    const { api } = renderInbox('/?state=new');
    await screen.findByText('Ada Lovelace');
    const status = () =>
      screen.getAllByRole('status').find((region) => region.textContent !== '')?.textContent;
    act(() => FakeEventSource.last?.send('lead-2'));
    await waitFor(() => expect(status()).toBeTruthy());
    const first = status();
    act(() => FakeEventSource.last?.send('lead-3'));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/leads?state=new')).toHaveLength(3),
    );
    expect(status()).toBeTruthy();
    expect(status()).not.toBe(first);
  });
});
