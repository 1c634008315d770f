import { waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { notices, renderContactForm, stubFetch } from './contactFormHarness';

// The visitor went offline after the page loaded, before sonner's chunk arrived.
vi.mock('../../../../client/components/notices/sonner', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('still tells the visitor, with the browser alert, when sonner cannot be fetched', async () => {
  stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const { user, submitButton, fillValidMessage } = renderContactForm();

  await fillValidMessage();
  await user.click(submitButton());

  await waitFor(() => expect(alert).toHaveBeenCalledWith(notices.unreachable));
  alert.mockRestore();
});
