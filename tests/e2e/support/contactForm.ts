import { expect, type Page } from '@playwright/test';
import type { PageGuards } from './pageGuards';

/** SPEC texts, word for word: the specs pin them rather than import the copy module. */
export const contactTexts = {
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Message sent successfully!',
  termsRequired: 'Please accept the Terms & Conditions',
  unreachable: 'Unable to connect to the server. Please try again later.',
};

export interface Visitor {
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

/** A visitor no other test uses, so the mail it sends can be told apart in the shared sink. */
export function newVisitor(): Visitor {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `Ada Lovelace ${stamp}`,
    email: `ada.${stamp}@example.com`,
    phone: '+1 480 555 0100',
    company: 'Analytical Engines',
    message: `We need a cloud migration plan (ref ${stamp}).`,
  };
}

/**
 * The form's controls by their labels. Exact matches: the consent text also says "phone number"
 * and "Message".
 */
export function contactForm(page: Page) {
  const submitButton = page.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
  const form = page.locator('form').filter({ has: submitButton });
  return {
    name: page.getByLabel('Name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    phone: page.getByLabel('Phone number', { exact: true }),
    company: page.getByLabel('Company', { exact: true }),
    message: page.getByLabel('Message', { exact: true }),
    terms: page.getByRole('checkbox', { name: /I agree to receive text messages/ }),
    privacyLink: form.getByRole('link', { name: 'Privacy Policy', exact: true }),
    submitButton,
    form,
  };
}

export type ContactForm = ReturnType<typeof contactForm>;

/**
 * Opens /contact and waits until the form island is hydrated: its effect then turns the browser's
 * own validation off, so from here on a submit reaches React and not the native post.
 */
export async function gotoContactForm(page: Page): Promise<ContactForm> {
  await page.goto('/contact');
  const form = contactForm(page);
  await expect(form.form).toHaveJSProperty('noValidate', true, { timeout: 10_000 });
  return form;
}

/**
 * The quickest a person sends: the browser autofills the fields and they click about 4 s after
 * the form appeared. Sooner, the server's spam screen takes the post for a bot's (3 s).
 */
export const personPaceMs = 4_000;

/**
 * Waits until the form's token (written into /contact as the server serves it, or fetched by
 * the form after a client-side arrival) is as old as a person's quickest send: Playwright fills
 * a form in milliseconds, a person does not.
 */
export async function waitLikeAPerson(page: Page): Promise<void> {
  const token = page.locator('input[name="formToken"]');
  await expect(token, 'the form has its token').not.toHaveValue('', { timeout: 10_000 });
  const wait = msUntilPersonPace(await token.inputValue());
  if (wait > 0) await page.waitForTimeout(wait);
}

/** How long a person would still take to send a form whose token is `token` (any browser driver). */
export function msUntilPersonPace(token: string): number {
  const issuedAt = Number.parseInt(token.split('.')[0] ?? '', 36);
  return issuedAt + personPaceMs - Date.now();
}

/** Fills every field at once, as autofill (or a bot) does. */
export async function autofill(form: ContactForm, visitor: Visitor): Promise<void> {
  await form.name.fill(visitor.name);
  await form.email.fill(visitor.email);
  await form.phone.fill(visitor.phone);
  await form.company.fill(visitor.company);
  await form.message.fill(visitor.message);
}

/** Fills the form as fast as autofill would, then waits as long as a person takes to send. */
export async function fillContactForm(form: ContactForm, visitor: Visitor): Promise<void> {
  await autofill(form, visitor);
  await waitLikeAPerson(form.form.page());
}

/** The form still holds every word the visitor gave it, terms accepted: nothing was lost. */
export async function expectFormHolds(form: ContactForm, visitor: Visitor): Promise<void> {
  await expect(form.name).toHaveValue(visitor.name);
  await expect(form.email).toHaveValue(visitor.email);
  await expect(form.phone).toHaveValue(visitor.phone);
  await expect(form.company).toHaveValue(visitor.company);
  await expect(form.message).toHaveValue(visitor.message);
  await expect(form.terms).toBeChecked();
}

/** The notification showing `text`, inside sonner's aria-live region. */
export function notice(page: Page, text: string) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(text, { exact: true }) });
}

/** Holds every post of a message until `release` is called, so the visitor can act meanwhile. */
export async function holdPosts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/send-email', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every request the page makes to the relay, recorded from now on. */
export function recordRelayRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/send-email') {
      requests.push(`${request.method()} ${request.url()}`);
    }
  });
  return requests;
}

/**
 * Chrome logs every failed request as a console error, which the guarded `test` fails on. A test
 * that provokes a failure on purpose (once, or up to `upTo` times) takes those out; any other
 * error still counts.
 */
export function acceptProvokedFailure(guards: PageGuards, logged: RegExp, upTo = 1): void {
  const provoked = guards.problems.filter((problem) => logged.test(problem));
  expect(provoked.length, `console errors matching ${logged}`).toBeGreaterThanOrEqual(1);
  expect(provoked.length, `console errors matching ${logged}`).toBeLessThanOrEqual(upTo);
  for (const problem of provoked) guards.problems.splice(guards.problems.indexOf(problem), 1);
}
