import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { jsonResponse, notices, submit, validMessage } from './contactFormHarness';
import {
  field,
  goBackToContact,
  sendThenFollowLink,
  shownForm,
  shownSubmitButton,
} from './contactPageHarness';

/**
 * A visitor presses Send, follows a link, and comes Back while the message is still on its way
 * (a slow connection, or Send waiting for a fresh form token). The form shown again has their
 * words: it must say "Sending..." until the message is taken, then empty itself, and never let
 * the same message go twice.
 */
it('shows the form brought back while its message is on its way as sending, then empties it', async () => {
  const { posts } = await sendThenFollowLink();
  await goBackToContact();

  expect(field('name').value).toBe(validMessage.name);
  await waitFor(() => expect(shownSubmitButton()).toHaveTextContent(submit.sending));
  expect(shownSubmitButton()).toBeDisabled();
  fireEvent.submit(shownForm());
  posts[0]?.(jsonResponse({ ok: true, id: 'm1' }, 202));

  expect(await screen.findByText(notices.sent)).toBeInTheDocument();
  await waitFor(() => expect(shownSubmitButton()).toHaveTextContent(submit.idle));
  expect(shownSubmitButton()).toBeEnabled();
  for (const name of Object.keys(validMessage)) expect(field(name).value).toBe('');
  expect(field('terms').checked).toBe(false);
  expect(posts).toHaveLength(1);
});
