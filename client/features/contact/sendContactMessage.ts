import { contactFormCopy } from '../../content/contactForm';
import type { Attribution } from '../attribution/attribution';
import { contactEndpoint } from './contactEndpoint';
import type { ContactFormValues } from './contactFormSchema';
import { attributionField, consentVersionField, contactFields } from './contactMessage';

/**
 * The JSON body of SPEC §7 plus the honeypot and the form token. The form sends it only with the
 * box ticked, so the consent itself is not a field; which wording the box showed is.
 */
export type ContactRequest = Omit<ContactFormValues, 'terms'> & {
  formToken: string;
  /** where the visit came from; none when the page could not tell */
  attribution?: Attribution | undefined;
};

export type SendOutcome = { ok: true } | { ok: false; error: string };

const { notices } = contactFormCopy;

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** The relay answers failures with `{ error, details }`; `details` may be structured, so only text counts. */
function failureMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null) return notices.failed;
  const { error, details } = body as { error?: unknown; details?: unknown };
  return textOf(error) ?? textOf(details) ?? notices.failed;
}

/**
 * The relay answers once it has stored the message, and gives a request up itself after 30 s (its
 * requestTimeout). A stalled connection (a phone between cells) may never answer at all: the form
 * would say "Sending..." for good, its button disabled, and a link that must load its page would
 * wait for it (lib/pageLoadHold.ts). Given up after as long, it is a failure to connect: the fields
 * are kept for another try, and should the first have arrived after all, its spent form token has
 * the server hold that try for review rather than e-mail it twice.
 */
const answerWithinMs = 30_000;

/** Never throws: every way a send can end maps to one outcome the form can show. */
export async function sendContactMessage(request: ContactRequest): Promise<SendOutcome> {
  const { website, formToken, attribution } = request;
  const abort = new AbortController();
  const timeout = setTimeout(() => abort.abort(), answerWithinMs);
  let response: Response;
  try {
    response = await fetch(contactEndpoint, {
      method: 'POST',
      signal: abort.signal,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      // The form's fields by the table, not a spread: the form's values also hold `terms`.
      body: JSON.stringify({
        ...Object.fromEntries(contactFields.map(({ name }) => [name, request[name]])),
        website,
        formToken,
        [consentVersionField]: contactFormCopy.terms.version,
        [attributionField]: attribution,
      }),
    });
  } catch (error) {
    // fetch rejects with a TypeError exactly when the network (or CORS) fails.
    const unreachable = error instanceof TypeError || abort.signal.aborted;
    return { ok: false, error: unreachable ? notices.unreachable : notices.unexpected };
  } finally {
    clearTimeout(timeout);
  }
  if (response.ok) return { ok: true };
  try {
    return { ok: false, error: failureMessage(await response.json()) };
  } catch {
    return { ok: false, error: notices.unexpected };
  }
}
