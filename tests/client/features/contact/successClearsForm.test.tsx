import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { jsonResponse, notices, renderContactForm, stubFetch } from './contactFormHarness';

it('announces success, clears every field and unchecks the consent', async () => {
  stubFetch(() => Promise.resolve(jsonResponse({ ok: true, id: 'm1' }, 202)));
  const { user, fields, submitButton, fillValidMessage } = renderContactForm();

  await fillValidMessage();
  await user.click(submitButton());

  expect(await screen.findByText(notices.sent)).toBeInTheDocument();
  for (const field of [fields.name, fields.email, fields.phone, fields.company, fields.message]) {
    expect(field).toHaveValue('');
  }
  expect(fields.terms).not.toBeChecked();
  expect(fields.name).not.toHaveAttribute('aria-invalid');
});
