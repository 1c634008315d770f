import type { LeadConsent } from '../../store/lead';
import { escapeHtml } from '../../escapeHtml';

const consentHeading = 'SMS consent';

/**
 * What the reader may do with the number: the words the visitor agreed to and when, or that they
 * agreed to none. Only the server's own data goes in (the published wording, its id, the
 * server's clock), never the version a post claimed.
 */
function consentLines(
  consent: LeadConsent | undefined,
  receivedAt: Date,
): { intro: string; text?: string } {
  if (!consent) {
    return {
      intro:
        'None given: this message came without the consent the form shows (a post by an integration, not the form). Do not text the phone number above.',
    };
  }
  const when = `Ticked on the form at ${receivedAt.toISOString()} (UTC) for the phone number above`;
  if (consent.text === null) {
    return {
      intro: `${when}, but the form named no consent wording we published (version unknown): confirm the consent before texting.`,
    };
  }
  return { intro: `${when}, beside this text (version ${consent.version}):`, text: consent.text };
}

export function consentTextBlock(consent: LeadConsent | undefined, receivedAt: Date): string[] {
  const { intro, text } = consentLines(consent, receivedAt);
  return [`${consentHeading}:`, intro, ...(text === undefined ? [] : [`"${text}"`]), ''];
}

export function consentHtmlBlock(consent: LeadConsent | undefined, receivedAt: Date): string {
  const { intro, text } = consentLines(consent, receivedAt);
  return [
    `<h3 style="margin:16px 0 4px">${consentHeading}</h3>`,
    `<p style="margin:0">${escapeHtml(intro)}</p>`,
    ...(text === undefined
      ? []
      : [`<blockquote style="margin:4px 0 0 16px">${escapeHtml(text)}</blockquote>`]),
  ].join('\n');
}
