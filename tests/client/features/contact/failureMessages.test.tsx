import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import {
  jsonResponse,
  notices,
  renderContactForm,
  stubFetch,
  validMessage,
} from './contactFormHarness';

const failures: [situation: string, answer: () => Promise<Response>, shown: string][] = [
  [
    'error text in the body',
    () => Promise.resolve(jsonResponse({ error: 'Please check the form.', details: {} }, 400)),
    'Please check the form.',
  ],
  [
    'error preferred over details',
    () => Promise.resolve(jsonResponse({ error: 'Mail is down.', details: 'SMTP 421' }, 503)),
    'Mail is down.',
  ],
  [
    'details text when there is no error',
    () => Promise.resolve(jsonResponse({ details: 'Too many requests, retry later.' }, 429)),
    'Too many requests, retry later.',
  ],
  [
    'structured details only',
    () => Promise.resolve(jsonResponse({ details: { email: ['bad'] } }, 400)),
    notices.failed,
  ],
  ['neither error nor details', () => Promise.resolve(jsonResponse({}, 500)), notices.failed],
  [
    'a JSON body that is not an object',
    () => Promise.resolve(jsonResponse(null, 500)),
    notices.failed,
  ],
  ['network failure', () => Promise.reject(new TypeError('Failed to fetch')), notices.unreachable],
  [
    'a body that is not JSON',
    () => Promise.resolve(new Response('<h1>Bad Gateway</h1>', { status: 502 })),
    notices.unexpected,
  ],
  [
    'any other error',
    () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    notices.unexpected,
  ],
];

it.each(failures)(
  'on %s shows the catalogue message and keeps the fields',
  async (_, answer, shown) => {
    stubFetch(answer);
    const { user, fields, submitButton, fillValidMessage } = renderContactForm();

    await fillValidMessage();
    await user.click(submitButton());

    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(fields.name).toHaveValue(validMessage.name);
    expect(fields.message).toHaveValue(validMessage.message);
    expect(fields.terms).toBeChecked();
    expect(submitButton()).toBeEnabled();
  },
);
