import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { InboxView } from '../../../client/console/leads/InboxView';
import { fakeApi, leadRow as lead } from './fakeApi';

afterEach(() => vi.unstubAllGlobals());

// The server takes a search, a source and a campaign of up to 200 characters; a paragraph of a
// lead's message pasted in to find it got the inbox's error "The request is not valid (q)".
it('takes no more of a pasted search, source or campaign than the server does', async () => {
  const location = memoryLocation({ path: '/', record: true });
  const api = fakeApi({ 'GET /leads': () => ({ body: { leads: [lead], next: null } }) });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <InboxView />
    </Router>,
  );
  await screen.findByText('Ada Lovelace');
  const user = userEvent.setup();
  for (const field of [
    screen.getByRole('searchbox', { name: 'Search' }),
    screen.getByLabelText('Source'),
    screen.getByLabelText('Campaign'),
  ]) {
    await user.click(field);
    await user.paste('a'.repeat(300));
  }
  await user.click(screen.getByRole('button', { name: 'Show leads' }));

  await waitFor(() => expect(api.calls).toHaveLength(2));
  const asked = new URLSearchParams(api.calls[1]?.path.split('?')[1]);
  for (const key of ['q', 'source', 'campaign']) expect(asked.get(key)).toHaveLength(200);
});
