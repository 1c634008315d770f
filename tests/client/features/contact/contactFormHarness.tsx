import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { toast } from 'sonner';
import { contactFormCopy } from '../../../../client/content/contactForm';
import ContactForm from '../../../../client/features/contact/ContactForm';

const { labels } = contactFormCopy;
export const { notices, submit } = contactFormCopy;

export const validMessage = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+1 480 555 0100',
  company: 'Analytical Engines',
  message: 'We need a cloud migration plan.',
};

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

/** What the stubbed relay hands the form when it asks for a form token: one issued as the suite starts. */
export const stubFormToken = `${Date.now().toString(36)}.nonce.signature`;

/**
 * Stubs global fetch; the caller decides what every other request answers (a message's post, a
 * page's content on a client-side navigation), and the mock records those alone. The form's token request (on mount) is answered with `stubFormToken`.
 */
export function stubFetch(impl: typeof fetch) {
  const fetchMock = vi.fn<typeof fetch>(impl);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/api/form-token')
      ? Promise.resolve(jsonResponse({ token: stubFormToken }, 200))
      : fetchMock(input, init),
  );
  return fetchMock;
}

export function jsonResponse(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function renderContactForm() {
  const user = userEvent.setup();
  render(<ContactForm />);
  const fields = {
    name: screen.getByLabelText(labels.name),
    email: screen.getByLabelText(labels.email),
    phone: screen.getByLabelText(labels.phone),
    company: screen.getByLabelText(labels.company),
    message: screen.getByLabelText(labels.message),
    terms: screen.getByRole('checkbox', { name: /I agree to receive text messages/ }),
  };
  const submitButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

  async function fillValidMessage(acceptTerms = true) {
    // Pasting, not typing: one event per field keeps the suite fast on a busy machine.
    for (const [field, value] of Object.entries(validMessage)) {
      await user.click(fields[field as keyof typeof validMessage]);
      await user.paste(value);
    }
    if (acceptTerms) await user.click(fields.terms);
  }

  return { user, fields, submitButton, fillValidMessage };
}

export function formIn(root: ParentNode): HTMLFormElement {
  const form = root.querySelector('form');
  if (!form) throw new Error('no form was rendered');
  return form;
}
