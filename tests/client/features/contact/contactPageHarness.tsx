import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect } from 'vitest';
import { mainId } from '../../../../client/components/layout/landmarks';
import ContactForm from '../../../../client/features/contact/ContactForm';
import { Island } from '../../../../client/islands/Island';
import { islandHydrator } from '../../../../client/islands/hydrateIslands';
import { startClientNavigation } from '../../../../client/navigation/clientNavigation';
import { formIn, jsonResponse, stubFetch, validMessage } from './contactFormHarness';

const aboutPage = { head: '<title>About</title>', main: '<h1>About us</h1>' };
const notOnThisPage = () => Promise.reject(new Error('not on this page'));

/**
 * Holds each post of a message until the test answers it (a Response, or an Error to fail with);
 * the page another page's link leads to is served at once.
 */
export function holdPosts() {
  const posts: ((answer: Response | Error) => void)[] = [];
  const fetchMock = stubFetch((input) =>
    String(input).endsWith('/api/send-email')
      ? new Promise<Response>((resolve, reject) =>
          posts.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
        )
      : Promise.resolve(jsonResponse(aboutPage, 200)),
  );
  return { posts, fetchMock };
}

/**
 * /contact as the browser has it, with client navigation on: prerendered, its form an island,
 * and a link to another page. Navigation keeps module state, so once a file.
 */
export async function landOnContact() {
  history.replaceState(null, '', '/contact');
  const form = renderToString(<Island name="contactForm" component={ContactForm} props={{}} />);
  document.body.innerHTML = `<nav><a href="/about">About</a><a href="/contact">Contact</a></nav><main id="${mainId}">${form}</main>`;
  const islands = islandHydrator({
    header: notOnThisPage,
    year: notOnThisPage,
    jumpLink: notOnThisPage,
    contactForm: async () => ContactForm,
  });
  startClientNavigation(islands);
  islands.hydrate(document);
  await hydrated();
}

export const shownForm = () => formIn(document.getElementById(mainId) as HTMLElement);
export const field = (name: string) => shownForm().elements.namedItem(name) as HTMLInputElement;
export const shownSubmitButton = () =>
  shownForm().querySelector('button[type="submit"]') as HTMLButtonElement;

async function hydrated() {
  await waitFor(() => expect(shownForm().noValidate).toBe(true));
}

export function fillShownForm() {
  for (const [name, value] of Object.entries(validMessage)) {
    fireEvent.input(field(name), { target: { value } });
  }
  fireEvent.click(field('terms'));
}

/** Follows the link to /about: client navigation shows that page in place of /contact. */
export async function followLink() {
  fireEvent.click(screen.getByRole('link', { name: 'About' }));
  await waitFor(() => expect(location.pathname).toBe('/about'));
  expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
}

/**
 * The visitor lands on /contact, fills the form, presses Send and follows the link to /about
 * while the post is held: answer it through `posts[0]`.
 */
export async function sendThenFollowLink() {
  const held = holdPosts();
  await landOnContact();
  fillShownForm();
  fireEvent.submit(shownForm());
  await waitFor(() => expect(held.posts).toHaveLength(1));
  await followLink();
  return held;
}

/** Follows the link to /contact: a new visit of the page, shown from the markup navigation kept. */
export async function followLinkToContact() {
  fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
  await waitFor(() => expect(location.pathname).toBe('/contact'));
  await hydrated();
}

export async function goBackToContact() {
  history.back();
  await waitFor(() => expect(location.pathname).toBe('/contact'));
  await hydrated();
}
