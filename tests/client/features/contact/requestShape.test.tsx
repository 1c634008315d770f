import { expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { consentTextVersions } from '../../../../client/content/smsConsent';
import {
  jsonResponse,
  renderContactForm,
  stubFetch,
  stubFormToken,
  validMessage,
} from './contactFormHarness';

it('posts the trimmed message as JSON, the number as phone, the form token and the consent wording shown, to /api/send-email', async () => {
  const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ ok: true, id: 'm1' }, 202)));
  const { user, fields, submitButton, fillValidMessage } = renderContactForm();

  await fillValidMessage();
  await user.type(fields.company, '  ');
  await user.click(submitButton());

  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/send-email');
  expect(init?.method).toBe('POST');
  expect(init?.headers).toEqual({
    'Content-Type': 'application/json',
    Accept: 'application/json',
  });
  expect(JSON.parse(String(init?.body))).toEqual({
    ...validMessage,
    website: '',
    consentVersion: consentTextVersions.at(-1)?.id,
    formToken: stubFormToken,
  });
});
