import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { notices, renderContactForm, stubFetch } from './contactFormHarness';

it('refuses to send without the SMS consent and says so in a notification', async () => {
  const fetchMock = stubFetch(() => Promise.reject(new Error('must not be called')));
  const { user, fields, submitButton, fillValidMessage } = renderContactForm();

  await fillValidMessage(false);
  await user.click(submitButton());

  expect(await screen.findByText(notices.termsRequired)).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(fields.terms).toHaveAttribute('aria-invalid', 'true');
  // The notice has a root of its own and may be on screen before the form's errors and focus.
  await waitFor(() => expect(fields.terms).toHaveFocus());
  expect(fields.name).toHaveValue('Ada Lovelace');
});
