import { act, fireEvent, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import ContactForm from '../../../../client/features/contact/ContactForm';
import { formTokenField } from '../../../../client/features/contact/formToken';
import { formIn, jsonResponse, stubFetch, stubFormToken, validMessage } from './contactFormHarness';

/**
 * A visit that lands on /contact gets the server's token in the page. Client navigation keeps that
 * page's markup (contentOfDocument at start) and shows it again, token and all, when the visitor
 * comes back through a link: the form must not post that token a second time, or the server holds
 * the visitor's second message as spam ("a form token already used").
 */
it('never posts a token it has already sent, when the page it landed on is shown again', async () => {
  const landedToken = `${(Date.now() - 60_000).toString(36)}.landed.signature`;
  const fetchMock = stubFetch(() => Promise.resolve(jsonResponse({ ok: true, id: 'm1' }, 202)));
  const landedPage = renderToString(<ContactForm />).replace(
    `name="${formTokenField}"`,
    `name="${formTokenField}" value="${landedToken}"`,
  );

  async function showPageAndSend() {
    const container = document.createElement('div');
    container.innerHTML = landedPage;
    document.body.append(container);
    const form = formIn(container);
    const root = await act(async () => hydrateRoot(container, <ContactForm />));
    for (const [name, value] of Object.entries(validMessage)) {
      fireEvent.input(form.elements.namedItem(name) as HTMLInputElement, { target: { value } });
    }
    fireEvent.click(form.elements.namedItem('terms') as HTMLInputElement);
    const sentBefore = fetchMock.mock.calls.length;
    fireEvent.submit(form);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(sentBefore + 1));
    act(() => root.unmount());
    container.remove();
  }

  await showPageAndSend(); // the first message, then a link away
  await showPageAndSend(); // a link back to Contact, and a second message

  const tokens = fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(String(init?.body)) as Record<string, unknown>).formToken,
  );
  expect(tokens).toEqual([landedToken, stubFormToken]);
});
