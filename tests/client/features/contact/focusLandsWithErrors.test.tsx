import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderContactForm, stubFetch } from './contactFormHarness';

// Focus moved in a later task than the render that flags the field lets the browser paint a frame
// with the errors on screen and the focus ring still on Send, where the visitor's eyes and keys
// then are; the field must have the focus by the time its error can be seen.
it('moves the focus to the first invalid field in the commit that flags it', async () => {
  stubFetch(() => Promise.reject(new Error('must not be called')));
  const { user, fields, submitButton, fillValidMessage } = renderContactForm();
  await fillValidMessage();
  await user.clear(fields.email);
  await user.paste('not-an-email');

  // A mutation observer's callback runs right after the task that changed the page, before the
  // browser could paint it.
  const focusedAsFlagged: (Element | null)[] = [];
  new MutationObserver(() => focusedAsFlagged.push(document.activeElement)).observe(fields.email, {
    attributeFilter: ['aria-invalid'],
  });
  await user.click(submitButton());
  await waitFor(() => expect(focusedAsFlagged).toHaveLength(1));

  expect(focusedAsFlagged[0]).toBe(fields.email);
});
