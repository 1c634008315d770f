import { waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderContactForm, stubFetch } from './contactFormHarness';

// A screen reader speaks a field as the focus lands on it: its error must be tied to it by then,
// or the visitor hears "Email, edit text" and never which field is wrong or why.
it('ties the first invalid field’s error to it before moving the focus there', async () => {
  stubFetch(() => Promise.reject(new Error('must not be called')));
  const { user, fields, submitButton } = renderContactForm();
  const heard: { invalid: string | null; description: string }[] = [];
  fields.email.addEventListener('focus', () => {
    const ids = fields.email.getAttribute('aria-describedby')?.split(' ') ?? [];
    heard.push({
      invalid: fields.email.getAttribute('aria-invalid'),
      description: ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
    });
  });

  await user.type(fields.name, 'Ada Lovelace');
  await user.type(fields.email, 'not-an-email');
  heard.length = 0;
  await user.click(submitButton());
  await waitFor(() => expect(fields.email).toHaveFocus());

  expect(heard[0]).toEqual({
    invalid: 'true',
    description: 'Please enter a valid email address.',
  });
});
