import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderContactForm, stubFetch } from './contactFormHarness';

it('flags each invalid field, ties its message to it and focuses the first one', async () => {
  const fetchMock = stubFetch(() => Promise.reject(new Error('must not be called')));
  const { user, fields, submitButton } = renderContactForm();

  await user.type(fields.name, 'Ada Lovelace');
  await user.type(fields.email, 'not-an-email');
  await user.type(fields.company, '   ');
  await user.click(fields.terms);
  await user.click(submitButton());
  // Validation is asynchronous (the resolver parses with parseAsync); focusing comes last.
  await waitFor(() => expect(fields.email).toHaveFocus());

  const expected = {
    email: 'Please enter a valid email address.',
    phone: 'Please enter your phone number.',
    company: 'Please enter your company name.',
    message: 'Please enter a message.',
  };
  for (const [field, message] of Object.entries(expected)) {
    const input = fields[field as keyof typeof expected];
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
  }
  expect(fields.name).not.toHaveAttribute('aria-invalid');
  expect(fields.name).not.toHaveAttribute('aria-describedby');
  expect(screen.getByText(expected.email)).toHaveClass('text-red-700');
  expect(fetchMock).not.toHaveBeenCalled();
});
