import type { FastifyReply, FastifyRequest } from 'fastify';
import { company } from '../../client/content/company';
import { contactFormCopy } from '../../client/content/contactForm';
import { escapeHtml } from '../escapeHtml';

/**
 * The answer to the no-JavaScript form post: the site's own inline stylesheet (the CSP allows it by
 * hash) and classes, no script, a way back to the form.
 */
function renderFormResult(errors: string[], headStyles: string): string {
  const copy = contactFormCopy.resultPage;
  const sent = errors.length === 0;
  const title = sent ? contactFormCopy.notices.sent : copy.notSentTitle;
  const body = sent
    ? `<p class="mt-4">${escapeHtml(copy.sentText)}</p>
      <p class="mt-8"><a class="font-medium text-primary-dark underline" href="/">${escapeHtml(copy.backHome)}</a></p>`
    : `<ul class="mt-4 list-disc space-y-1 pl-6">${errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul>
      <p class="mt-4 text-ink-muted">${escapeHtml(copy.backHint)}</p>
      <p class="mt-8"><a class="font-medium text-primary-dark underline" href="/contact">${escapeHtml(copy.backToForm)}</a></p>`;
  return `<!doctype html>
<html lang="en-US">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)} | ${escapeHtml(company.name)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${headStyles}
  </head>
  <body class="bg-background font-sans text-ink antialiased">
    <main class="mx-auto max-w-xl px-4 py-16">
      <h1 class="text-3xl">${escapeHtml(title)}</h1>
      ${body}
    </main>
  </body>
</html>
`;
}

export type Answer = { ok: true; id: string } | { error: string; details?: Record<string, string> };

/** Answers the contact endpoint: JSON for the site's fetch, a page for a native form post. */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  answer: Answer,
  headStyles: string,
): FastifyReply {
  reply.code(statusCode);
  // A browser navigating (the contact form posted without JavaScript) asks for text/html; the
  // site's fetch asks for JSON. Only the former gets a page.
  if (!request.headers.accept?.includes('text/html')) return reply.send(answer);
  const errors = 'error' in answer ? Object.values(answer.details ?? { error: answer.error }) : [];
  return reply.type('text/html; charset=utf-8').send(renderFormResult(errors, headStyles));
}
