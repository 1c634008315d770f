import { cleanup, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { jsonResponse, notices, renderContactForm, stubFetch } from './contactFormHarness';

/**
 * A visitor who follows a link while the form says "Sending..." leaves the page and its island:
 * client navigation unmounts the form. The message still goes, and the visitor must still be told.
 */
it('announces success on the page the visitor went on to, after the form was unmounted', async () => {
  let answer: (response: Response) => void = () => {};
  const fetchMock = stubFetch(() => new Promise((resolve) => (answer = resolve)));
  const { user, submitButton, fillValidMessage } = renderContactForm();
  await fillValidMessage();
  await user.click(submitButton());
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

  cleanup();
  answer(jsonResponse({ ok: true, id: 'm1' }, 202));

  const region = await screen.findByRole('region', { name: /^Notifications/ });
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(await screen.findByText(notices.sent)).toBeInTheDocument();
});
