import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { jsonResponse, notices, validMessage } from './contactFormHarness';
import {
  field,
  fillShownForm,
  followLink,
  goBackToContact,
  holdPosts,
  landOnContact,
  shownForm,
} from './contactPageHarness';

/**
 * A visitor presses Send, then follows a link while the form says "Sending...", and comes Back.
 * Until the server has taken the message, Back brings back every word of it; once it has, Back
 * shows the form empty, or a second Send makes the company a duplicate lead.
 */
it('brings the message back into the form on Back until the server has taken it', async () => {
  const { posts } = holdPosts();
  async function sendThenLeave(answer: Response | Error, notice: string) {
    const postsBefore = posts.length;
    fireEvent.submit(shownForm());
    await waitFor(() => expect(posts).toHaveLength(postsBefore + 1));
    await followLink();
    posts[postsBefore]?.(answer);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await goBackToContact();
  }

  await landOnContact();
  fillShownForm();

  await sendThenLeave(new TypeError('Failed to fetch'), notices.unreachable);
  for (const [name, value] of Object.entries(validMessage)) expect(field(name).value).toBe(value);
  expect(field('terms').checked).toBe(true);

  await sendThenLeave(jsonResponse({ ok: true, id: 'm1' }, 202), notices.sent);
  for (const name of Object.keys(validMessage)) expect(field(name).value).toBe('');
  expect(field('terms').checked).toBe(false);
  expect(posts).toHaveLength(2);
});
