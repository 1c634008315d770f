import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { notices, renderContactForm, stubFetch } from './contactFormHarness';

it('shows the terms notice once for a double tap on Send with the box unticked', async () => {
  stubFetch(() => Promise.reject(new Error('must not be called')));
  const { user, fields, submitButton, fillValidMessage } = renderContactForm();

  await fillValidMessage(false);
  await user.dblClick(submitButton());

  expect(await screen.findAllByText(notices.termsRequired)).not.toHaveLength(0);
  await waitFor(() => expect(fields.terms).toHaveFocus());
  // Both taps' notices, had there been two, are on screen by the time the toasts have settled.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(screen.getAllByText(notices.termsRequired)).toHaveLength(1);
});
