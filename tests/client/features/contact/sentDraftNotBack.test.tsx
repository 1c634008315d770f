import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { mainId } from '../../../../client/components/layout/landmarks';
import ContactForm from '../../../../client/features/contact/ContactForm';
import { Island } from '../../../../client/islands/Island';
import { islandHydrator } from '../../../../client/islands/hydrateIslands';
import { startClientNavigation } from '../../../../client/navigation/clientNavigation';
import { formIn, jsonResponse, notices, stubFetch, validMessage } from './contactFormHarness';

const aboutPage = { head: '<title>About</title>', main: '<h1>About us</h1>' };
const notOnThisPage = () => Promise.reject(new Error('not on this page'));

/** /contact as the browser has it: prerendered, its form an island, a link to another page. */
function landOnContact() {
  history.replaceState(null, '', '/contact');
  const form = renderToString(<Island name="contactForm" component={ContactForm} props={{}} />);
  document.body.innerHTML = `<nav><a href="/about">About</a></nav><main id="${mainId}">${form}</main>`;
  const islands = islandHydrator({
    header: notOnThisPage,
    year: notOnThisPage,
    jumpLink: notOnThisPage,
    contactForm: async () => ContactForm,
  });
  startClientNavigation(islands);
  islands.hydrate(document);
}

const shownForm = () => formIn(document.getElementById(mainId) as HTMLElement);
const field = (name: string) => shownForm().elements.namedItem(name) as HTMLInputElement;
const hydrated = () => waitFor(() => expect(shownForm().noValidate).toBe(true));

/**
 * A visitor presses Send, then follows a link while the form says "Sending...", and comes Back.
 * Until the server has taken the message, Back brings back every word of it; once it has, Back
 * shows the form empty, or a second Send makes the company a duplicate lead.
 */
it('brings the message back into the form on Back until the server has taken it', async () => {
  const posts: ((answer: Response | Error) => void)[] = [];
  const fetchMock = stubFetch((input) =>
    String(input).endsWith('/api/send-email')
      ? new Promise<Response>((resolve, reject) =>
          posts.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
        )
      : Promise.resolve(jsonResponse(aboutPage, 200)),
  );

  async function sendThenLeave(answer: Response | Error, notice: string) {
    const postsBefore = posts.length;
    fireEvent.submit(shownForm());
    await waitFor(() => expect(posts).toHaveLength(postsBefore + 1));
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    await waitFor(() => expect(location.pathname).toBe('/about'));
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    posts[postsBefore]?.(answer);
    expect(await screen.findByText(notice)).toBeInTheDocument();
    history.back();
    await waitFor(() => expect(location.pathname).toBe('/contact'));
    await hydrated();
  }

  landOnContact();
  await hydrated();
  for (const [name, value] of Object.entries(validMessage)) {
    fireEvent.input(field(name), { target: { value } });
  }
  fireEvent.click(field('terms'));

  await sendThenLeave(new TypeError('Failed to fetch'), notices.unreachable);
  for (const [name, value] of Object.entries(validMessage)) expect(field(name).value).toBe(value);
  expect(field('terms').checked).toBe(true);

  await sendThenLeave(jsonResponse({ ok: true, id: 'm1' }, 202), notices.sent);
  for (const name of Object.keys(validMessage)) expect(field(name).value).toBe('');
  expect(field('terms').checked).toBe(false);
  expect(
    fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/send-email')),
  ).toHaveLength(2);
});
