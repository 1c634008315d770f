import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { jsonResponse, notices, submit } from './contactFormHarness';
import {
  field,
  followLinkToContact,
  sendThenFollowLink,
  shownSubmitButton,
} from './contactPageHarness';

/**
 * A visitor presses Send, follows a link, then the header's link to Contact while the message is
 * still on its way, and starts on a second message in the form that page shows, empty. The first
 * message being taken empties a form that holds it (one shown again by Back); these words are
 * another message, and must stay.
 */
it('keeps what was typed into the form of a new visit when the message sent before is taken', async () => {
  const { posts } = await sendThenFollowLink();
  await followLinkToContact();

  expect(field('message').value).toBe('');
  fireEvent.input(field('message'), { target: { value: 'Also: a data team for Q3.' } });
  posts[0]?.(jsonResponse({ ok: true, id: 'm1' }, 202));

  expect(await screen.findByText(notices.sent)).toBeInTheDocument();
  await waitFor(() => expect(shownSubmitButton()).toHaveTextContent(submit.idle));
  expect(field('message').value).toBe('Also: a data team for Q3.');
  expect(posts).toHaveLength(1);
});
